// Bridge requests persist (docs/behaviour/bridge.md#pending-requests): a `ftm bridge send` that ends after its deposit
// (killed while the bridge is still processing) leaves the request stored; a second run's `ftm bridge status`
// shows it pending, then finishes it once the devnet's bridge simulator completes the swap.
import { spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { atDecimalPoints, BIN, control, createHome, expectOk, ftm as runFtm, TEST_ENV, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
let home: string
let passwordFile: string
let address: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
/** The devnet bridge simulator's settings (docs: packages/devnet/README.md, controls). */
async function bridgeSettings(body: { down?: boolean; delayMs?: number }) {
  const response = await fetch(`${devnet.url}/devnet/bridge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`devnet bridge: HTTP ${response.status}`)
}
interface StoredRequest {
  uuid: string
  status: string
  depositTxHash?: string
  [field: string]: unknown
}
/** What the wallet's files hold for the bridge requests (read directly, not through the CLI). */
async function storedRequests(): Promise<StoredRequest[]> {
  const dir = join(home, 'ftm-wallet')
  const file = (await readdir(dir)).find((name) => name.startsWith('bridge-requests-'))
  if (!file) return []
  try {
    return (JSON.parse(await readFile(join(dir, file), 'utf8')) as { data: { requests: StoredRequest[] } })
      .data.requests
  } catch {
    return [] // written atomically, but read while absent is possible
  }
}

describe('bridge requests across CLI runs', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('bridge'))
    const created = await ftm(
      'wallet',
      'create',
      '--name',
      'Bridge',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      join(home, 'phrase.txt'),
      '--json',
    )
    expectOk(created)
    address = created.json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address, amount: 500 })
  })
  afterAll(async () => {
    await bridgeSettings({ down: false, delayMs: 6000 })
  })

  it('a send stopped after its deposit is pending for the next run, which finishes it', async () => {
    const ethAddress = Wallet.createRandom().address
    // The simulator holds the swap in 'processing' until this run is gone.
    await bridgeSettings({ down: false, delayMs: 600_000 })
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--api',
        api,
        'bridge',
        'send',
        '--to-chain',
        'eth',
        '--to',
        ethAddress,
        '--amount',
        '100',
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ],
      { env: { ...process.env, ...TEST_ENV, XDG_CONFIG_HOME: home, FTM_PASSWORD: '' }, stdio: 'ignore' },
    )
    const exited = new Promise((resolve) => child.once('exit', resolve))
    let deposited: StoredRequest | undefined
    try {
      const until = Date.now() + 90_000
      while (!deposited && Date.now() < until) {
        deposited = (await storedRequests()).find((r) => r.depositTxHash)
        if (!deposited) await new Promise((resolve) => setTimeout(resolve, 200))
      }
    } finally {
      child.kill('SIGKILL')
      await exited
    }
    expect(deposited).toMatchObject({ status: 'pending', targetAddress: ethAddress, from: address })

    // A second run lists it as pending without asking the bridge.
    const listed = await ftm('bridge', 'status', '--no-wait', '--json')
    expectOk(listed)
    const [pending] = listed.json<{ requests: StoredRequest[] }>().requests
    expect(pending).toMatchObject({
      uuid: deposited?.uuid,
      status: 'pending',
      direction: 'OperaToEthereum',
      targetAddress: ethAddress,
      amount: wei('100').toString(),
      receive: wei('50').toString(),
      depositTxHash: deposited?.depositTxHash,
    })
    const text = await ftm('bridge', 'status', '--no-wait')
    expectOk(text)
    expect(text.stdout).toContain(`${deposited?.uuid}  pending`)
    // In the settings' decimal points (default 2, then 4; docs/behaviour/tokens-and-assets.md#number-formatting).
    expect(text.stdout).toContain(`100.00 FTM → ${ethAddress} (Ethereum), receives 50.00 FTM`)
    await atDecimalPoints(ftm, async () => {
      const four = expectOk(await ftm('bridge', 'status', '--no-wait')).stdout
      expect(four).toContain(`100.0000 FTM → ${ethAddress} (Ethereum), receives 50.0000 FTM`)
    })
    const before = await ftm('bridge', 'status', '--to-chain', 'eth', '--to', ethAddress, '--json')
    expectOk(before)
    expect(before.json<{ balance: number }>().balance).toBe(0)

    // The simulator completes the swap: `ftm bridge status` finishes the request and marks it finalized.
    await bridgeSettings({ down: false, delayMs: 0 })
    const finished = await ftm('bridge', 'status', '--json')
    expectOk(finished)
    expect(finished.json<{ requests: StoredRequest[] }>().requests).toMatchObject([
      { uuid: deposited?.uuid, status: 'finalized' },
    ])
    expect((await storedRequests())[0]?.status).toBe('finalized')
    const after = await ftm('bridge', 'status', '--to-chain', 'eth', '--to', ethAddress, '--json')
    expectOk(after)
    expect(after.json<{ balance: number }>().balance).toBe(50)

    const one = await ftm('bridge', 'status', '--uuid', deposited?.uuid ?? '', '--json')
    expectOk(one)
    expect(one.json<{ requests: StoredRequest[] }>().requests.map((r) => r.status)).toEqual(['finalized'])
  }, 180_000)

  it('refuses a uuid that is not stored', async () => {
    const run = await ftm('bridge', 'status', '--uuid', 'no-such-swap')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('No bridge request no-such-swap is stored for devnet')
  })
})
