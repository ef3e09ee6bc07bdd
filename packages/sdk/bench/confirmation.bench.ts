// "Continue" → a ready confirmation (docs/behaviour/signing.md#speed): prepareConfirmation with the devnet's node as
// the confirmation's node — the nonce, gas price, balance, estimate and the simulation (eth_call and two
// debug_traceCall) in one JSON-RPC batch, then price, labels, decode and summary — for a delegation on a devnet
// started here, against the same transaction's plain eth_estimateGas on the devnet's node, interleaved so both see
// the same load. Target ratio ≤ 3.
import { startDevnet } from '@ftm-wallet/devnet'
import { Wallet } from 'ethers'
import {
  buildDelegateTx,
  createApiClient,
  createRpcClient,
  devnet as devnetPreset,
  prepareConfirmation,
} from '../src/index.js'

const RUNS = 15
const devnet = await startDevnet({ ports: 0, log: () => undefined })
try {
  const chainId = devnet.info.chainId
  const network = { ...devnetPreset, chainId, apiUrls: [devnet.apiUrl], rpcUrl: devnet.rpcUrl }
  const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 2 })
  const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId, retries: 1 })
  // A throwaway account funded by the devnet's faucet.
  const from = Wallet.createRandom().address
  await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: from, amount: 100 }),
  })
  const call = buildDelegateTx({ validatorId: 1, amount: 10n ** 18n })
  const sources = { networkName: network.name, currency: 'USD', names: () => ({}), rpc }

  async function ours(): Promise<number> {
    const started = performance.now()
    const { confirmation } = await prepareConfirmation({ client, network, from, call, sources })
    if (confirmation.simulation.status !== 'success')
      throw new Error(`simulation: ${confirmation.simulation.text}`)
    return performance.now() - started
  }
  let id = 0
  async function baseline(): Promise<number> {
    const started = performance.now()
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: ++id,
        method: 'eth_estimateGas',
        params: [{ from, to: call.to, value: `0x${call.value.toString(16)}`, data: call.data }],
      }),
    })
    const body = (await response.json()) as { result?: string }
    if (!body.result) throw new Error('eth_estimateGas failed')
    return performance.now() - started
  }

  await ours()
  await baseline()
  const oursMs: number[] = []
  const baseMs: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    oursMs.push(await ours())
    baseMs.push(await baseline())
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const a = median(oursMs)
  const b = median(baseMs)
  console.log(
    `Continue → ready confirmation (summary+decode+simulation) vs eth_estimateGas: ratio ${(a / b).toFixed(2)} (ours ${a.toFixed(1)} ms, baseline ${b.toFixed(1)} ms)`,
  )
} finally {
  await devnet.stop()
}
