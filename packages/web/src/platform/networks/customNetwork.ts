import type { NetworkPreset } from '@ftm-wallet/sdk'
import type { CustomNetwork } from '../../extension/networkStore.js'
import { NetworkError } from './networkError.js'

export { createLocalNetworkStorage } from './localNetworkStorage.js'
// The checks load when a network is added (app/NetworkedWallet.tsx); the error and the storage adapter, which the
// first screen needs, sit in modules of their own (docs/decisions.md#size-budgets).
export { NetworkError, type NetworkErrorCode } from './networkError.js'

/**
 * A custom network as the user types it into the picker's form (docs/behaviour/networks.md#custom-networks):
 * checked field by field, then against its RPC's own `eth_chainId` before the network store keeps it. The store
 * itself (which networks exist, which one is active) is `extension/networkStore.ts`, shared by the web app (local
 * storage) and the extension (chrome.storage.local).
 */
export interface CustomNetworkInput {
  name: string
  rpcUrl: string
  /** Decimal (`4002`) or 0x-hex (`0xfa2`). */
  chainId: number | string
  /** The native currency's symbol (default FTM). */
  symbol?: string | undefined
  explorerUrl?: string | undefined
}

/** Asks a JSON-RPC endpoint for `eth_chainId`; resolves the number. */
export type ReadChainId = (rpcUrl: string, signal?: AbortSignal) => Promise<number>

/** `eth_chainId` over fetch (10 s at most). Throws NETWORK_RPC_UNREACHABLE naming the URL when there is no answer. */
export const fetchChainId: ReadChainId = async (rpcUrl, signal) => {
  const unreachable = (why: string) =>
    new NetworkError('NETWORK_RPC_UNREACHABLE', `The RPC at ${rpcUrl} did not answer eth_chainId (${why}).`)
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: signal ?? AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw unreachable(error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'no connection')
  }
  if (!response.ok) throw unreachable(`HTTP ${response.status}`)
  const body = (await response.json().catch(() => null)) as { result?: unknown } | null
  const id = typeof body?.result === 'string' ? parseChainId(body.result) : null
  if (id === null) throw unreachable('not a JSON-RPC chain id')
  return id
}

/** A chain id given as a number, decimal string or 0x-hex string; null when it is not a positive safe integer. */
export function parseChainId(value: unknown): number | null {
  let id: number
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value.trim())) id = Number.parseInt(value, 16)
  else if (typeof value === 'string' && /^[0-9]+$/.test(value.trim())) id = Number(value)
  else return null
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** An http(s) URL as given (trimmed); null otherwise. */
function parseHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.trim() : null
  } catch {
    return null
  }
}

/** Two spellings of one URL (`http://host:1` and `http://host:1/`) compare equal. */
const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href
  } catch {
    return a === b
  }
}

/** Checks the form's fields (nothing is asked of the RPC). Throws NetworkError naming the wrong field. */
export function checkCustomNetworkInput(input: CustomNetworkInput): CustomNetwork {
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (name === '' || name.length > 40)
    throw new NetworkError('NETWORK_NAME_INVALID', 'Enter a network name (at most 40 characters).')
  const rpcUrl = parseHttpUrl(input.rpcUrl)
  if (!rpcUrl) throw new NetworkError('NETWORK_RPC_URL_INVALID', 'Enter the RPC URL (http:// or https://).')
  const chainId = parseChainId(input.chainId)
  if (chainId === null)
    throw new NetworkError(
      'NETWORK_CHAIN_ID_INVALID',
      'Enter the chain id as a positive whole number (e.g. 250 or 0xfa).',
    )
  const symbol = (input.symbol ?? '').trim() || 'FTM'
  if (symbol.length > 11)
    throw new NetworkError('NETWORK_SYMBOL_INVALID', 'The currency symbol must be 11 characters or fewer.')
  let explorerUrl: string | undefined
  if (input.explorerUrl !== undefined && input.explorerUrl.trim() !== '') {
    explorerUrl = parseHttpUrl(input.explorerUrl) ?? undefined
    if (!explorerUrl)
      throw new NetworkError(
        'NETWORK_EXPLORER_URL_INVALID',
        'The explorer URL must start with http:// or https://.',
      )
  }
  return {
    chainId,
    name,
    rpcUrls: [rpcUrl],
    nativeCurrency: { name: symbol, symbol, decimals: 18 },
    ...(explorerUrl ? { explorerUrl } : {}),
  }
}

/**
 * The form's network, checked: its fields, that no listed network (`known`) uses the RPC URL, and that the RPC
 * reports the chain id given — else NETWORK_CHAIN_ID_MISMATCH naming both ids (`details`: expected, reported).
 */
export async function verifyCustomNetwork(
  input: CustomNetworkInput,
  {
    known,
    readChainId = fetchChainId,
    signal,
  }: { known: readonly NetworkPreset[]; readChainId?: ReadChainId; signal?: AbortSignal },
): Promise<CustomNetwork> {
  const network = checkCustomNetworkInput(input)
  const rpcUrl = network.rpcUrls[0] as string
  const sameRpc = known.find((n) => [n.rpcUrl, ...n.rpcUrls].some((url) => sameUrl(url, rpcUrl)))
  if (sameRpc)
    throw new NetworkError('NETWORK_DUPLICATE', `${sameRpc.name} already uses this RPC URL (${rpcUrl}).`)
  const reported = await readChainId(rpcUrl, signal)
  if (reported !== network.chainId) {
    throw new NetworkError(
      'NETWORK_CHAIN_ID_MISMATCH',
      `The RPC at ${rpcUrl} reports chain id ${reported}, not ${network.chainId}. Check the chain id or the URL.`,
      { details: { expected: network.chainId, reported } },
    )
  }
  return network
}
