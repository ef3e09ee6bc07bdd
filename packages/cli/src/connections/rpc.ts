import { checkRpcChainId, RpcError } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'
import { fetchDevnetInfo } from './devnetInfo.js'
import type { ResolvedNetwork } from './network.js'
import { nodeHttpFetch } from './nodeHttpFetch.js'

const verified = new Set<string>()

/**
 * Refuses an endpoint the user named (--rpc, FTM_RPC, the CLI config) whose chain id is not the network's, with
 * RpcError `RPC_CHAIN_MISMATCH` naming both ids (exit code 2); asked once per endpoint and run.
 */
export async function assertRpcChainId(network: ResolvedNetwork): Promise<void> {
  const url = network.rpcUrl
  if (!url || !network.customRpc || verified.has(url)) return
  await checkRpcChainId({ url, chainId: network.preset.chainId, fetch: nodeHttpFetch })
  verified.add(url)
}

/**
 * The network's JSON-RPC endpoint: --rpc / FTM_RPC / the configured one (its chain id checked first), the preset's,
 * or the devnet's own.
 */
export async function resolveRpcUrl(network: ResolvedNetwork): Promise<string> {
  if (network.rpcUrl) {
    await assertRpcChainId(network)
    return network.rpcUrl
  }
  if (network.name === 'devnet') return (await fetchDevnetInfo(network)).rpcUrl
  throw new CliError('NO_RPC', `No JSON-RPC endpoint for ${network.name}: pass --rpc URL or set FTM_RPC`)
}

let id = 0

/**
 * One JSON-RPC request. The node's error travels in RpcError `RPC_ERROR` with `details.error` ({ code, message,
 * data }: a revert's data among them); no answer: `RPC_UNREACHABLE` (exit code 3).
 */
export async function rpcRequest<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  let text: string
  try {
    const response = await nodeHttpFetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok)
      throw new RpcError('RPC_HTTP_ERROR', `JSON-RPC answered HTTP ${response.status} at ${rpcUrl}`)
    text = await response.text()
  } catch (cause) {
    if (cause instanceof RpcError) throw cause
    throw new RpcError('RPC_UNREACHABLE', `The JSON-RPC endpoint ${rpcUrl} did not answer`, { cause })
  }
  let body: { result?: T; error?: { code?: number; message?: string; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new RpcError('RPC_BAD_RESPONSE', `JSON-RPC answered something else than JSON at ${rpcUrl}`, {
      cause,
    })
  }
  if (body.error)
    throw new RpcError('RPC_ERROR', String(body.error.message ?? 'JSON-RPC error'), {
      details: { error: body.error },
    })
  return body.result as T
}

/** A 0x-hex quantity as a bigint (null stays null). */
export const quantity = (hex: string | null | undefined): bigint | null =>
  hex === null || hex === undefined ? null : BigInt(hex)
