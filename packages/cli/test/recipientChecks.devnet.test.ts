// Recipient checks of `ftm send` (docs/behaviour/send-and-receive.md#recipient-checks) on the devnet: a look-alike of a
// contact is warned about by name, the first-time notice and the own-address warning show, the zero address is
// refused (exit 2, nothing sent). --dry-run plans without signing.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getTxCount } from './chain.js'
import { control, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

// A contact 0xABCD…1234 and a different address that shares its first 4 and last 4 hex characters.
const CONTACT = '0xABCD000000000000000000000000000000001234'
const LOOKALIKE = '0xabcd777777777777777777777777777777771234'

let home: string
let passwordFile: string
let address: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const dryRunSend = (to: string) =>
  ftm('send', '--to', to, '--amount', '1', '--dry-run', '--password-file', passwordFile)

describe('ftm send: recipient checks', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('recipient'))
    const created = await ftm(
      'wallet',
      'create',
      '--name',
      'Sender',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      `${home}/phrase.txt`,
      '--json',
    )
    address = expectOk(created).json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address, amount: 10 })
    expectOk(await ftm('contacts', 'add', CONTACT, '--name', 'Cody', '--json'))
  })

  it('warns about a look-alike of the contact 0xABCD…1234, naming it', async () => {
    const run = expectOk(await dryRunSend(LOOKALIKE))
    // The contact is stored with its checksum case (0xAbcd…); the check ignores case.
    expect(run.stderr).toMatch(
      /Careful: this address has the same first and last 4 characters as 'Cody' \(0xabcd…1234\), but it is a different address\./i,
    )
    expect(run.stderr).toContain('First time you send to this address')
  })

  it('sends to the contact itself without either', async () => {
    const run = expectOk(await dryRunSend(CONTACT))
    expect(run.stderr).not.toContain('Careful')
    expect(run.stderr).not.toContain('First time')
  })

  it('warns when sending to the own address', async () => {
    const run = expectOk(await dryRunSend(address))
    expect(run.stderr).toContain('This is your own address: nothing moves, only the fee is paid')
  })

  it('refuses the zero address: exit 2, nothing sent', async () => {
    const nonce = await getTxCount(api, address)
    const run = await ftm(
      'send',
      '--to',
      '0x0000000000000000000000000000000000000000',
      '--amount',
      '1',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('This is the zero address: nobody can ever spend what is sent there')
    expect(await getTxCount(api, address)).toBe(nonce)
  })
})
