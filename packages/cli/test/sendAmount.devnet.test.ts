// `ftm send` with a zero amount (docs/behaviour/send-and-receive.md#amount-rules): zero is tolerated, so a 0 FTM
// transfer carrying a memo goes through the confirmation and onto the chain like any other.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getTxStatus } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

let home: string
let passwordFile: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)

describe('ftm send: a zero amount', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('send-zero'))
    await createFundedWallet(ftm, { home, passwordFile, name: 'Zero', devnetUrl: devnet.url, amount: 5 })
  })

  it('sends 0 FTM with a memo: the transfer is mined with value 0 and the memo as its data', async () => {
    const before = await getBalance(api, RECIPIENT)
    const run = expectOk(
      await ftm(
        'send',
        '--to',
        RECIPIENT,
        '--amount',
        '0',
        '--memo',
        'ping',
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const result = run.json<{ ok: boolean; amount: string; steps: Array<{ hash: string }> }>()
    expect(result).toMatchObject({ ok: true, amount: '0' })
    const sent = await getTxStatus(api, result.steps[0]?.hash ?? '')
    expect(sent).toMatchObject({ status: 1, input: `0x${Buffer.from('ping').toString('hex')}` })
    expect(sent.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
    expect(await getBalance(api, RECIPIENT)).toBe(before)
  })

  it('shows the zero amount in the confirmation (--dry-run plans it)', async () => {
    const run = expectOk(
      await ftm('send', '--to', RECIPIENT, '--amount', '0', '--dry-run', '--password-file', passwordFile),
    )
    expect(run.stdout).toContain(`Send 0 FTM to ${RECIPIENT}`)
  })
})
