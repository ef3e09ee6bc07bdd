import { toQuantity } from 'ethers'
import type { RpcClient } from './rpcClient.js'
import { ChainTxError, type MinedTx, revertReason, waitForReceipt } from './txSender.js'

/**
 * Sends a transaction as `from` through anvil's impersonation, so devnet controls (advance, faucet) can act as
 * the admin without reading its key file.
 */
export function sendAsImpersonated(
  rpc: RpcClient,
  from: string,
  request: ImpersonatedRequest,
): Promise<MinedTx> {
  // One at a time per node and sender: a concurrent call's stopImpersonating would cut this one's send short.
  const key = `${rpc.url} ${from.toLowerCase()}`
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(() => send(rpc, from, request))
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key)
  })
  return run
}

interface ImpersonatedRequest {
  to: string
  data?: string
  value?: bigint
  label: string
}

const queues = new Map<string, Promise<unknown>>()

async function send(rpc: RpcClient, from: string, request: ImpersonatedRequest): Promise<MinedTx> {
  await rpc.call('anvil_impersonateAccount', [from])
  let hash: string
  try {
    const tx: Record<string, string> = { from, to: request.to }
    if (request.data) tx.data = request.data
    if (request.value) tx.value = toQuantity(request.value)
    // anvil's own estimate for eth_sendTransaction can be a few gas short (seen on SFC.advanceEpoch): add headroom.
    const estimate = BigInt(await rpc.call<string>('eth_estimateGas', [tx]))
    tx.gas = toQuantity((estimate * 13n) / 10n + 50_000n)
    hash = await rpc.call<string>('eth_sendTransaction', [tx])
  } catch (error) {
    throw new ChainTxError(`${request.label}: ${revertReason(error)}`, { cause: error })
  } finally {
    await rpc.call('anvil_stopImpersonatingAccount', [from])
  }
  return waitForReceipt(rpc, hash, request.label)
}
