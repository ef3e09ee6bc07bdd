// Pending transactions in the CLI (docs/behaviour/pending-transactions.md) with the devnet's automine off
// (POST /devnet/mining; this file is in the serial cli-serial project and switches automine back on after each
// test): `ftm send --async` leaves the transfer pending in the CLI's data directory, `ftm tx list` / `ftm tx status`
// show it pending, `ftm tx speed-up` replaces it (same nonce, gas price ≥ +10 %) and once a block is mined the
// replacement is mined and the original `replaced`; `ftm tx cancel` leaves the recipient unpaid. The chain state is
// read back over the devnet's API.
import { randomBytes } from 'node:crypto'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getTxCount } from './chain.js'
import { control, createFundedWallet, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

let home: string
let passwordFile: string
let address: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`

interface Recorded {
  hash: string
  status: string
  kind: string
  replaces: string | null
  replacedBy: string | null
  nonce: string
  gasPrice: string
  summary: string
}

async function sendAsync(recipient: string, amount: string): Promise<string> {
  const run = await ftm(
    'send',
    '--to',
    recipient,
    '--amount',
    amount,
    '--yes',
    '--async',
    '--password-file',
    passwordFile,
    '--json',
  )
  expectOk(run)
  const [step] = run.json<{ steps: Array<{ hash: string; status: string }> }>().steps
  expect(step?.status).toBe('pending')
  return step?.hash as string
}

const status = async (hash: string) => {
  const run = await ftm('tx', 'status', hash, '--json')
  expectOk(run)
  return run.json<Recorded>()
}

describe('pending transactions in the CLI, automine off', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('pending'))
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Pending',
      devnetUrl: devnet.url,
      amount: 100,
    })
  })

  afterEach(async () => {
    await control(devnet.url, 'mining', { automine: true })
  })

  it('a sent transaction stays pending, is sped up, and the replacement is mined (one payment)', async () => {
    const recipient = freshAddress()
    const nonce = await getTxCount(api, address)
    await control(devnet.url, 'mining', { automine: false })
    const hash = await sendAsync(recipient, '2.5')

    const listed = await ftm('tx', 'list', '--pending', '--json')
    expectOk(listed)
    expect(listed.json<{ transactions: Recorded[] }>().transactions.map((t) => t.hash)).toEqual([hash])
    const original = await status(hash)
    expect(original).toMatchObject({ status: 'pending', kind: 'transaction', nonce: nonce.toString() })
    expect(original.summary).toMatch(/^Send 2\.5 FTM to /)
    const human = await ftm('tx', 'list')
    expectOk(human)
    expect(human.stdout).toContain(hash)
    expect(human.stdout).toContain('pending')

    const sped = await ftm(
      'tx',
      'speed-up',
      hash,
      '--yes',
      '--async',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(sped)
    const [step] = sped.json<{ replaces: string; steps: Array<{ hash: string; status: string }> }>().steps
    expect(step?.status).toBe('pending')
    const faster = step?.hash as string
    expect(faster).not.toBe(hash)
    const replacement = await status(faster)
    expect(replacement).toMatchObject({ kind: 'speed-up', replaces: hash, nonce: nonce.toString() })
    expect(BigInt(replacement.gasPrice) * 100n).toBeGreaterThanOrEqual(BigInt(original.gasPrice) * 110n)

    await control(devnet.url, 'mining', { blocks: 1 })
    expect(await status(hash)).toMatchObject({ status: 'replaced', replacedBy: faster })
    expect((await status(faster)).status).toBe('mined')
    expect(await getBalance(api, recipient)).toBe(wei('2.5'))
    expect(await getTxCount(api, address)).toBe(nonce + 1n)
  })

  it('a cancel replaces it by 0 FTM to yourself: the recipient stays unpaid', async () => {
    const recipient = freshAddress()
    const nonce = await getTxCount(api, address)
    await control(devnet.url, 'mining', { automine: false })
    const hash = await sendAsync(recipient, '4')
    const cancelled = await ftm('tx', 'cancel', hash, '--yes', '--async', '--password-file', passwordFile)
    expectOk(cancelled)
    // The confirmation said what it signs before it was signed.
    const said = `${cancelled.stdout}${cancelled.stderr}`
    expect(said).toMatch(/Cancel 0x[0-9a-f]{64} \(Send 4 FTM to /)
    expect(said).toMatch(/Sends 0 FTM to yourself with nonce/)
    // The decoded call of the cancel, shown before signing.
    expect(said).toContain(`Send 0 FTM to`)
    await control(devnet.url, 'mining', { blocks: 1 })
    const original = await status(hash)
    expect(original.status).toBe('replaced')
    const cancel = await status(original.replacedBy as string)
    expect(cancel).toMatchObject({ kind: 'cancel', replaces: hash, status: 'mined' })
    expect(await getBalance(api, recipient)).toBe(0n)
    expect(await getTxCount(api, address)).toBe(nonce + 1n)
  })

  it('refuses to speed up a transaction that is mined, or one this wallet did not send, with exit 2', async () => {
    const recipient = freshAddress()
    const run = await ftm(
      'send',
      '--to',
      recipient,
      '--amount',
      '1',
      '--yes',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(run)
    const [step] = run.json<{ steps: Array<{ hash: string }> }>().steps
    expect((await status(step?.hash as string)).status).toBe('mined')
    const mined = await ftm('tx', 'speed-up', step?.hash as string, '--yes', '--password-file', passwordFile)
    expect(mined.status).toBe(2)
    expect(mined.stderr).toContain('This transaction is no longer pending (mined)')
    const unknown = await ftm('tx', 'status', `0x${'ab'.repeat(32)}`)
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain(`No pending transaction 0x${'ab'.repeat(32)} is recorded in this wallet`)
    // The lookup of any transaction keeps working beside the subcommands.
    const lookup = await ftm('tx', step?.hash as string, '--json')
    expectOk(lookup)
    expect(lookup.json<{ hash: string; status: string }>()).toMatchObject({
      hash: step?.hash,
      status: 'mined',
    })
  })
})
