// `ftm send --yes` signs the transaction its confirmation printed (docs/behaviour/signing.md#unlocking-in-the-cli): the
// flow machine starts from the preview's plan, transaction and confirmation instead of preparing the step again, so the
// node is asked for the estimate and the simulation once, and the mined transaction has the nonce, gas limit and gas
// price the confirmation showed. The node is reached through a recording proxy (--rpc) in front of the devnet's.
// So does a flow of several steps (fMint lock: Allow, then Confirm): its first step is prepared once, by the preview,
// and the later one by the machine. A flow that plans only after the unlock (the bridge send) prepares its first step
// again; when that transaction would cost more than the fee printed (the proxy then answers a doubled gas price, as a
// network whose price rose between the preview and the signature would), nothing is signed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { getTxCount, getTxStatus } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

let home: string
let passwordFile: string
let address: string
let proxy: Server
let proxyUrl: string
/** The JSON-RPC methods of each request the CLI sent to the node (a batch is one request). */
const requests: string[][] = []
/** Once the first preparation (the batch with the estimate) was answered, the proxy answers eth_gasPrice doubled. */
let raiseGasPriceAfterPreview = false
let previewed = false

interface JsonRpcAnswer {
  id: unknown
  result?: unknown
}

/** The proxy's answer: the node's, with eth_gasPrice doubled once the preview's preparation was answered. */
function answerOf(calls: { method: string; id?: unknown }[], text: string): string {
  const raise = raiseGasPriceAfterPreview && previewed
  if (calls.some((call) => call.method === 'eth_estimateGas')) previewed = true
  if (!raise) return text
  const parsed = JSON.parse(text) as JsonRpcAnswer | JsonRpcAnswer[]
  for (const answer of Array.isArray(parsed) ? parsed : [parsed]) {
    const call = calls.find((candidate) => candidate.id === answer.id)
    if (call?.method === 'eth_gasPrice' && typeof answer.result === 'string')
      answer.result = `0x${(BigInt(answer.result) * 2n).toString(16)}`
  }
  return JSON.stringify(parsed)
}

async function nodeCall<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

interface PrintedStep {
  hash: string
  confirmation: { summary: { nonce: string; gasLimit: string; gasPrice: string } }
}

/**
 * The transaction mined under `step.hash` has the nonce, gas limit and gas price of the confirmation the step carries,
 * and the confirmation printed for a person (`stderr`) shows the same nonce.
 */
async function expectMinedAsPrinted(step: PrintedStep, stderr: string): Promise<void> {
  const mined = await nodeCall<{ nonce: string; gas: string; gasPrice: string }>('eth_getTransactionByHash', [
    step.hash,
  ])
  const shown = step.confirmation.summary
  expect(BigInt(mined.nonce)).toBe(BigInt(shown.nonce))
  expect(BigInt(mined.gas)).toBe(BigInt(shown.gasLimit))
  expect(BigInt(mined.gasPrice)).toBe(BigInt(shown.gasPrice))
  expect(stderr).toContain(`Nonce    ${shown.nonce}`)
}

/** `ftm` with the wallet's home and the API, the node reached through the recording proxy, signing with --yes. */
function ftmThroughProxy(...args: string[]) {
  return runFtm(
    { home },
    '--api',
    api,
    '--rpc',
    proxyUrl,
    ...args,
    '--yes',
    '--password-file',
    passwordFile,
    '--json',
  )
}

describe('ftm send: the transaction signed is the one previewed', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('send-once'))
    const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Once',
      devnetUrl: devnet.url,
      amount: 200,
    })
    proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString('utf8')
      const parsed = JSON.parse(body) as { method: string; id?: unknown } | { method: string; id?: unknown }[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      requests.push(calls.map((call) => call.method))
      const answer = await fetch(devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(answerOf(calls, await answer.text()))
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve))
  })

  it('estimates and simulates once, and the chain has the nonce, gas and gas price that were shown', async () => {
    const run = expectOk(await ftmThroughProxy('send', '--to', RECIPIENT, '--amount', '0.25'))
    const result = run.json<{
      ok: boolean
      steps: PrintedStep[]
    }>()
    expect(result.ok).toBe(true)
    expect(result.steps).toHaveLength(1)
    const [step] = result.steps
    if (!step) throw new Error('no step')
    expect(await getTxStatus(api, step.hash)).toMatchObject({ status: 1 })

    // One preparation: the batch with the estimate and the simulation was sent once, by the preview.
    const estimates = requests.filter((methods) => methods.includes('eth_estimateGas'))
    expect(estimates).toHaveLength(1)

    await expectMinedAsPrinted(step, run.stderr)
  })

  it('a flow of several steps signs the first step that was printed, prepared once, and prepares the next one', async () => {
    expectOk(
      await runFtm(
        { home },
        '--api',
        api,
        'wrap',
        '--amount',
        '10',
        '--yes',
        '--password-file',
        passwordFile,
      ),
    )
    requests.length = 0
    const run = expectOk(await ftmThroughProxy('fmint', 'lock', '--token', 'WFTM', '--amount', '2'))
    const result = run.json<{
      ok: boolean
      steps: Array<PrintedStep & { id: string }>
    }>()
    expect(result.ok).toBe(true)
    expect(result.steps.map((step) => step.id)).toEqual(['allow', 'deposit'])
    for (const step of result.steps) expect(await getTxStatus(api, step.hash)).toMatchObject({ status: 1 })

    // Two steps, two preparations: the preview's (the Allow) and the machine's (the deposit), none again.
    expect(requests.filter((methods) => methods.includes('eth_estimateGas'))).toHaveLength(2)

    // The Allow mined is the one the confirmation printed before the prompt.
    const [allow, deposit] = result.steps
    if (!allow || !deposit) throw new Error('missing steps')
    await expectMinedAsPrinted(allow, run.stderr)
    // Each step's confirmation printed once: the Allow's before the prompt, the deposit's as the flow reached it.
    expect(run.stderr.match(/^• Allow$/gm)).toHaveLength(1)
    expect(run.stderr.match(/^• Confirm$/gm)).toHaveLength(1)
    expect(BigInt(deposit.confirmation.summary.nonce)).toBe(BigInt(allow.confirmation.summary.nonce) + 1n)
  })

  it('a first step prepared again that costs more than printed is not signed (the bridge send)', async () => {
    const nonce = await getTxCount(api, address)
    requests.length = 0
    raiseGasPriceAfterPreview = true
    previewed = false
    try {
      const run = await ftmThroughProxy(
        'bridge',
        'send',
        '--to-chain',
        'eth',
        '--to',
        RECIPIENT,
        '--amount',
        '60',
      )
      expect(run.status).toBe(1)
      const failure = run.json<{ ok: boolean; error: { code: string; message: string } }>()
      expect(failure.ok).toBe(false)
      expect(failure.error.code).toBe('TX_CHANGED_SINCE_PREVIEW')
      expect(failure.error.message).toBe(
        'Send: the transaction to sign is not the one shown (its fee changed); nothing was signed, run the command again',
      )
      // The preview's stand-in and the transaction the bridge's plan made were both printed; neither was signed.
      expect(run.stderr.match(/^• Send$/gm)).toHaveLength(2)
      expect(requests.filter((methods) => methods.includes('eth_estimateGas'))).toHaveLength(2)
      expect(requests.some((methods) => methods.includes('eth_sendRawTransaction'))).toBe(false)
      expect(await getTxCount(api, address)).toBe(nonce)
    } finally {
      raiseGasPriceAfterPreview = false
    }
  })
})
