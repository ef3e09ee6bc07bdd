// What the CLI shows before anything is signed (docs/behaviour/signing.md): the summary before the prompt, in
// --dry-run and in --json, on the run's one devnet.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getTxCount } from './chain.js'
import { control, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = '0x000000000000000000000000000000000000c0DE'

let home: string
let passwordFile: string
let address: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', api, '--rpc', devnet.rpcUrl, ...args)

/** The rows of the first printed summary: `    Label    value`. */
function summaryRows(stdout: string): Record<string, string> {
  const rows: Record<string, string> = {}
  for (const line of stdout.split('\n')) {
    const match = /^ {4}(Call|Network|From|To|Value|Gas|Fee|Total|Nonce) +(.+)$/.exec(line)
    if (match && !((match[1] as string) in rows)) rows[match[1] as string] = match[2] as string
  }
  return rows
}

describe('the confirmation summary in the CLI', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('confirm'))
    const run = await ftm(
      'wallet',
      'create',
      '--name',
      'Summary',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      `${home}/phrase.txt`,
      '--json',
    )
    expectOk(run)
    address = run.json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address, amount: 100 })
    await ftm('contacts', 'add', RECIPIENT, '--name', 'Cody', '--json').then(expectOk)
  }, 120_000)

  it('shows network, names, value, gas, fee, total and nonce before the prompt, and sends nothing without it', async () => {
    const nonce = await getTxCount(api, address)
    const run = await ftm('send', '--to', RECIPIENT, '--amount', '2', '--password-file', passwordFile)
    // Without a terminal and without --yes the prompt stops the command (exit 2) — after the summary.
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Confirmation required')
    const rows = summaryRows(run.stdout)
    expect(rows.Call).toBe(`Send 2 FTM to Cody (${RECIPIENT})`)
    expect(rows.Network).toBe(`Fantom Devnet (chain ${devnet.info.chainId})`)
    expect(rows.From).toBe(`Summary (${address})`)
    expect(rows.To).toBe(`Cody (${RECIPIENT})`)
    expect(rows.Value).toMatch(/^2 FTM/)
    expect(rows.Gas).toMatch(/^[\d,]+ × [\d.]+ gwei$/)
    expect(rows.Fee).toMatch(/^0\.\d+ FTM/)
    expect(rows.Total).toMatch(/^2\.\d+ FTM/)
    expect(rows.Nonce).toBe(nonce.toString())
    expect(await getTxCount(api, address)).toBe(nonce)
  })

  it('carries the summary in --dry-run --json, with fee and total that add up', async () => {
    const run = await ftm('send', '--to', RECIPIENT, '--amount', '2', '--dry-run', '--json')
    expectOk(run)
    const step = run.json<{
      steps: Array<{
        fee: string
        gasLimit: string
        gasPrice: string
        confirmation: { summary: Record<string, unknown> }
      }>
    }>().steps[0]!
    const summary = step.confirmation.summary
    expect(summary).toMatchObject({
      network: 'Fantom Devnet',
      chainId: devnet.info.chainId,
      from: { address, name: 'Summary' },
      to: { address: RECIPIENT, name: 'Cody' },
      value: wei('2').toString(),
      fee: step.fee,
      gasLimit: step.gasLimit,
      gasPrice: step.gasPrice,
    })
    expect(BigInt(summary.total as string)).toBe(wei('2') + BigInt(step.fee))
  })

  it('carries the confirmation of every sent step in --json', async () => {
    const before = await getBalance(api, RECIPIENT)
    const run = await ftm(
      'send',
      '--to',
      RECIPIENT,
      '--amount',
      '1',
      '--yes',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(run)
    const steps = run.json<{
      steps: Array<{ fee: string; confirmation: { summary: { fee: string; to: unknown } } }>
    }>().steps
    expect(steps[0]?.confirmation.summary).toMatchObject({
      fee: steps[0]?.fee,
      to: { address: RECIPIENT, name: 'Cody' },
    })
    expect(await getBalance(api, RECIPIENT)).toBe(before + wei('1'))
  })

  it('decodes the call in one sentence with the validator name (dry run, --json)', async () => {
    const run = await ftm('stake', 'delegate', '--validator', '1', '--amount', '10', '--dry-run', '--json')
    expectOk(run)
    const call = run.json<{
      steps: Array<{ confirmation: { call: { sentence: string; method: string } } }>
    }>().steps[0]!.confirmation.call
    expect(call.method).toBe('delegate(uint256)')
    expect(call.sentence).toMatch(/^Delegate 10 FTM to validator 1 \(.+\)$/)
  })

  it('stops a delegation to an inactive validator with the revert reason (exit 1) and sends nothing', async () => {
    const list = await ftm('stake', 'validators', '--json')
    expectOk(list)
    const parsed = list.json<unknown>()
    const rows = (
      Array.isArray(parsed) ? parsed : (parsed as { validators: unknown[] }).validators
    ) as Array<{
      id: string | number
      isActive: boolean
      isCheater?: boolean
    }>
    const inactive = rows.find((v) => !v.isActive && !v.isCheater)
    expect(inactive).toBeDefined()
    const nonce = await getTxCount(api, address)
    const run = await ftm(
      'stake',
      'delegate',
      '--validator',
      String(inactive?.id),
      '--amount',
      '5',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("The transaction would fail: validator isn't active")
    expect(run.stdout).toContain("Outcome  The transaction would fail: validator isn't active")
    expect(await getTxCount(api, address)).toBe(nonce)
  })

  it("warns in an Allow step's confirmation about an allowance above what the flow takes (dry run, --json)", async () => {
    expectOk(await ftm('wrap', '--amount', '10', '--yes', '--password-file', passwordFile))
    const run = await ftm('fmint', 'lock', '--token', 'WFTM', '--amount', '2', '--dry-run', '--json')
    expectOk(run)
    const [allow, deposit] = run.json<{
      steps: Array<{ step: string; confirmation: { call: { sentence: string; warnings: string[] } } }>
    }>().steps
    // docs/behaviour/signing.md#decoded-calls: the lock allows 1.05 × the amount (the spec's margin); it takes 2.
    expect(allow?.step).toBe('Allow')
    expect(allow?.confirmation.call.sentence).toBe('Allow fMint to spend 2.1 WFTM more')
    expect(allow?.confirmation.call.warnings).toEqual([
      'This allowance (2.1 WFTM) is more than the 2 WFTM this needs.',
    ])
    expect(deposit?.confirmation.call.warnings).toEqual([])
    // Before the prompt too: the warning (on stderr, as every warning) comes with the Allow step's confirmation.
    const prompt = await ftm(
      'fmint',
      'lock',
      '--token',
      'WFTM',
      '--amount',
      '2',
      '--password-file',
      passwordFile,
    )
    expect(prompt.status).toBe(2)
    expect(prompt.stdout).toContain('Call     Allow fMint to spend 2.1 WFTM more')
    expect(prompt.stderr).toContain('This allowance (2.1 WFTM) is more than the 2 WFTM this needs.')
  })

  it('shows the predicted balance changes before the prompt', async () => {
    const run = await ftm(
      'stake',
      'delegate',
      '--validator',
      '1',
      '--amount',
      '3',
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(2)
    expect(run.stdout).toContain('Outcome  You send 3 FTM')
  })
})
