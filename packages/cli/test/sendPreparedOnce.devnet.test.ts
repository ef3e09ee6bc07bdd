// `ftm send --yes` signs the transaction its confirmation printed (docs/behaviour/signing.md#unlocking-in-the-cli): the
// flow machine starts from the preview's plan, transaction and confirmation instead of preparing the step again, so the
// node is asked for the estimate and the simulation once, and the mined transaction has the nonce, gas limit and gas
// price the confirmation showed. The node is reached through a recording proxy (--rpc) in front of the devnet's.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { getTxStatus } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

let home: string
let passwordFile: string
let proxy: Server
let proxyUrl: string
/** The JSON-RPC methods of each request the CLI sent to the node (a batch is one request). */
const requests: string[][] = []

async function nodeCall<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

describe('ftm send: the transaction signed is the one previewed', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('send-once'))
    const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
    await createFundedWallet(ftm, { home, passwordFile, name: 'Once', devnetUrl: devnet.url, amount: 5 })
    proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString('utf8')
      const parsed = JSON.parse(body) as { method: string } | { method: string }[]
      requests.push((Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method))
      const answer = await fetch(devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(await answer.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve))
  })

  it('estimates and simulates once, and the chain has the nonce, gas and gas price that were shown', async () => {
    const run = expectOk(
      await runFtm(
        { home },
        '--api',
        api,
        '--rpc',
        proxyUrl,
        'send',
        '--to',
        RECIPIENT,
        '--amount',
        '0.25',
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const result = run.json<{
      ok: boolean
      steps: Array<{
        hash: string
        confirmation: { summary: { nonce: string; gasLimit: string; gasPrice: string } }
      }>
    }>()
    expect(result.ok).toBe(true)
    expect(result.steps).toHaveLength(1)
    const [step] = result.steps
    if (!step) throw new Error('no step')
    expect(await getTxStatus(api, step.hash)).toMatchObject({ status: 1 })

    // One preparation: the batch with the estimate and the simulation was sent once, by the preview.
    const estimates = requests.filter((methods) => methods.includes('eth_estimateGas'))
    expect(estimates).toHaveLength(1)

    const mined = await nodeCall<{ nonce: string; gas: string; gasPrice: string }>(
      'eth_getTransactionByHash',
      [step.hash],
    )
    const shown = step.confirmation.summary
    expect(BigInt(mined.nonce)).toBe(BigInt(shown.nonce))
    expect(BigInt(mined.gas)).toBe(BigInt(shown.gasLimit))
    expect(BigInt(mined.gasPrice)).toBe(BigInt(shown.gasPrice))
    // The confirmation printed for a person says the same.
    expect(run.stderr).toContain(`Nonce    ${shown.nonce}`)
  })
})
