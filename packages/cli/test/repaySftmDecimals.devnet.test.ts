// `ftm stake repay-sftm` refused when the wallet holds less unlocked sFTM than the delegation owes
// (docs/behaviour/sftm.md): the refusal writes both amounts in the decimal points of the settings, here 4
// (docs/behaviour/tokens-and-assets.md#number-formatting), exits 2 and sends nothing. The expected amounts are
// read from the chain, never written out.

import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatAmount } from '@ftm-wallet/sdk'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getDelegation, getTokenBalance, getTxCount } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const SFTM = (devnet.info.contracts as Record<string, string>).sftm as string
const VALIDATOR = 1
// A fraction longer than 4 places, so that 2 places and 4 places read differently.
const DELEGATED = '12.3456789'
const SENT_AWAY = '1.1111111'

let home: string
let passwordFile: string
let address: string
let other: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const tx = async (...args: string[]) =>
  expectOk(await ftm(...args, '--yes', '--password-file', passwordFile, '--json'))

describe('ftm stake repay-sftm without enough unlocked sFTM, at 4 decimal points', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('repay-sftm-decimals'))
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Minter',
      devnetUrl: devnet.url,
      amount: 40,
    })
    // A second wallet of the same home receives part of the sFTM minted.
    other = expectOk(
      await ftm(
        'wallet',
        'create',
        '--name',
        'Holder',
        '--password-file',
        passwordFile,
        '--mnemonic-out',
        `${home}/phrase-holder.txt`,
        '--json',
      ),
    ).json<{ address: string }>().address
    await tx(
      'stake',
      'delegate',
      '--validator',
      String(VALIDATOR),
      '--amount',
      DELEGATED,
      '--account',
      'Minter',
    )
    await tx(
      'stake',
      'lock',
      '--validator',
      String(VALIDATOR),
      '--days',
      '30',
      '--amount',
      DELEGATED,
      '--account',
      'Minter',
    )
    await tx('stake', 'mint-sftm', '--validator', String(VALIDATOR), '--account', 'Minter')
    await tx('send', '--token', 'sFTM', '--to', other, '--amount', SENT_AWAY, '--account', 'Minter')
    expectOk(await ftm('settings', 'set', 'fractionDigits', '4'))
  }, 180_000)

  it('refuses with both amounts at 4 places, exit 2, and nothing is sent', async () => {
    const owed = (await getDelegation(api, address, VALIDATOR))!.outstandingSFTM
    const held = await getTokenBalance(api, address, SFTM)
    expect(await getTokenBalance(api, other, SFTM)).toBe(wei(SENT_AWAY))
    expect(held).toBe(owed - wei(SENT_AWAY))
    const nonce = await getTxCount(api, address)

    const run = await ftm(
      'stake',
      'repay-sftm',
      '--validator',
      String(VALIDATOR),
      '--account',
      'Minter',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(run.status, run.stderr).toBe(2)
    const four = (value: bigint) => formatAmount(value, { maxDecimals: 4 })
    expect(four(owed)).toMatch(/^\d+\.\d{4}…$/)
    expect(four(held)).toMatch(/^\d+\.\d{4}…$/)
    expect(run.stderr).toContain(
      `Can't repay sFTM, not enough unlocked sFTM (need ${four(owed)} sFTM, have ${four(held)} sFTM)`,
    )
    // Nothing signed or sent: the nonce, the sFTM held and the debt are as they were.
    expect(await getTxCount(api, address)).toBe(nonce)
    expect(await getTokenBalance(api, address, SFTM)).toBe(held)
    expect((await getDelegation(api, address, VALIDATOR))?.outstandingSFTM).toBe(owed)
  })
})
