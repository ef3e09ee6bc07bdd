// The mintSFTM feature flag in the CLI (docs/behaviour/sftm.md#feature-flag): `ftm settings set mint-sftm`, on by
// default on the devnet only; while it is off `ftm stake mint-sftm` is refused before anything is read or signed.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getTxCount } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

let home: string
let passwordFile: string
let address: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const mint = () => ftm('stake', 'mint-sftm', '--validator', '1', '--yes', '--password-file', passwordFile)

describe('ftm stake mint-sftm and the mint-sftm setting', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('sftm-flag'))
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Flag',
      devnetUrl: devnet.url,
      amount: 20,
    })
    expectOk(
      await ftm(
        'stake',
        'delegate',
        '--validator',
        '1',
        '--amount',
        '2',
        '--yes',
        '--password-file',
        passwordFile,
      ),
    )
  })

  it('is on by default on the devnet and off elsewhere', async () => {
    expect(expectOk(await ftm('settings', 'get', 'mint-sftm', '--json')).json()).toMatchObject({
      value: true,
    })
    const testnet = await runFtm({ home }, '--network', 'testnet', 'stake', 'mint-sftm', '--validator', '1')
    expect(testnet.status).toBe(2)
    expect(testnet.stderr).toContain(
      'Minting sFTM is off on testnet (the mintSFTM feature flag): turn it on with `ftm settings set mint-sftm true --network testnet`',
    )
  })

  it('refuses to mint while the flag is off (exit 2, nothing sent), and checks the delegation once it is on', async () => {
    const nonce = await getTxCount(api, address)
    expect(expectOk(await ftm('settings', 'set', 'mint-sftm', 'false', '--json')).json()).toMatchObject({
      key: 'mint-sftm',
      value: false,
    })
    const off = await mint()
    expect(off.status).toBe(2)
    expect(off.stderr).toContain('Minting sFTM is off on devnet (the mintSFTM feature flag)')
    expect(await getTxCount(api, address)).toBe(nonce)

    expectOk(await ftm('settings', 'set', 'mint-sftm', 'true'))
    // Past the flag: the delegation's own rule (it is not locked) is what stops it now.
    const on = await mint()
    expect(on.status).toBe(2)
    expect(on.stderr).toContain('sFTM can be minted against a locked delegation only')
    expect(await getTxCount(api, address)).toBe(nonce)
  })

  it('refuses a value other than true or false', async () => {
    const run = await ftm('settings', 'set', 'mint-sftm', 'yes')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('mint-sftm must be true or false')
  })
})
