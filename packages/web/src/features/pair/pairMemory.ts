import type { UniswapPair } from '@ftm-wallet/sdk'
import { shownSymbol } from '../../ui/tokenSymbol.js'

// What the device remembers of the pairs it has shown (the pair page, the pools list): each pair's token addresses,
// symbols (as the app shows them) and decimals, so the pair page opened again draws its charts from its own series
// without waiting for the pair list, the API's slowest answer (docs/behaviour/pair-detail.md#charts). Only public
// chain data; the live pair replaces it once it comes.

/** The localStorage entry: pairs by `<chainId>:<pair address>`, the most recently shown last. */
export const PAIR_MEMORY_KEY = 'ftm-wallet:pair-tokens'

/** How many pairs are kept; the one shown longest ago goes first. */
export const PAIR_MEMORY_LIMIT = 50

/** A remembered pair: enough for the chart tabs' names and the amounts' decimals. */
export interface RememberedPair {
  readonly pairAddress: string
  readonly tokens: readonly { readonly address: string; readonly symbol: string; readonly decimals: number }[]
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const idOf = (chainId: number, pairAddress: string) => `${chainId}:${pairAddress.toLowerCase()}`

function isToken(value: unknown): value is RememberedPair['tokens'][number] {
  const token = value as { address?: unknown; symbol?: unknown; decimals?: unknown } | null
  return (
    typeof token === 'object' &&
    token !== null &&
    typeof token.address === 'string' &&
    ADDRESS.test(token.address) &&
    typeof token.symbol === 'string' &&
    token.symbol.length > 0 &&
    token.symbol.length <= 64 &&
    Number.isInteger(token.decimals) &&
    (token.decimals as number) >= 0 &&
    (token.decimals as number) <= 255
  )
}

function isPair(value: unknown): value is RememberedPair {
  const pair = value as { pairAddress?: unknown; tokens?: unknown } | null
  return (
    typeof pair === 'object' &&
    pair !== null &&
    typeof pair.pairAddress === 'string' &&
    ADDRESS.test(pair.pairAddress) &&
    Array.isArray(pair.tokens) &&
    pair.tokens.length === 2 &&
    pair.tokens.every(isToken)
  )
}

/** The stored entries; a missing, unreadable or corrupt entry reads as none. */
function readAll(): Record<string, unknown> {
  try {
    const raw = globalThis.localStorage?.getItem(PAIR_MEMORY_KEY)
    const value: unknown = raw ? JSON.parse(raw) : undefined
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** The pair at `pairAddress` on the chain `chainId` as last shown on this device, if it was. */
export function rememberedPair(chainId: number, pairAddress: string | undefined): RememberedPair | undefined {
  if (!pairAddress || !ADDRESS.test(pairAddress)) return undefined
  const found = readAll()[idOf(chainId, pairAddress)]
  return isPair(found) && found.pairAddress.toLowerCase() === pairAddress.toLowerCase() ? found : undefined
}

type PairTokens = Pick<UniswapPair, 'pairAddress' | 'tokens'>

function entryOf(pair: PairTokens): RememberedPair | undefined {
  const entry: RememberedPair = {
    pairAddress: pair.pairAddress,
    tokens: pair.tokens.map(({ address, symbol, decimals }) => ({
      address,
      symbol: shownSymbol(symbol),
      decimals,
    })),
  }
  return isPair(entry) ? entry : undefined
}

function write(all: Record<string, unknown>): void {
  const ids = Object.keys(all)
  for (const old of ids.slice(0, Math.max(0, ids.length - PAIR_MEMORY_LIMIT))) delete all[old]
  try {
    globalThis.localStorage?.setItem(PAIR_MEMORY_KEY, JSON.stringify(all))
  } catch {
    // Storage full or blocked: the page asks for the pair as before.
  }
}

/** Remembers `pair`'s tokens (addresses, shown symbols, decimals) for the chain `chainId`, as the one shown last. */
export function rememberPair(chainId: number, pair: PairTokens): void {
  const entry = entryOf(pair)
  if (!entry) return
  const id = idOf(chainId, pair.pairAddress)
  const all = readAll()
  const known = all[id]
  if (isPair(known) && JSON.stringify(known) === JSON.stringify(entry)) {
    // Already remembered as it is: nothing to write, unless it has to move up to stay among the kept ones.
    const ids = Object.keys(all)
    if (ids.indexOf(id) >= ids.length - PAIR_MEMORY_LIMIT / 2) return
  }
  delete all[id]
  all[id] = entry
  write(all)
}

/**
 * Remembers the tokens of every pair of a list (the pools list), in one write and only when one of them is new or
 * changed.
 */
export function rememberPairs(chainId: number, pairs: readonly PairTokens[]): void {
  const all = readAll()
  let changed = false
  for (const pair of pairs) {
    const entry = entryOf(pair)
    if (!entry) continue
    const id = idOf(chainId, pair.pairAddress)
    const known = all[id]
    if (isPair(known) && JSON.stringify(known) === JSON.stringify(entry)) continue
    delete all[id]
    all[id] = entry
    changed = true
  }
  if (changed) write(all)
}

/** Forgets the pair at `pairAddress` (the API says it is no pair). */
export function forgetPair(chainId: number, pairAddress: string): void {
  const all = readAll()
  const id = idOf(chainId, pairAddress)
  if (!(id in all)) return
  delete all[id]
  try {
    globalThis.localStorage?.setItem(PAIR_MEMORY_KEY, JSON.stringify(all))
  } catch {
    // Nothing to do: a stale entry is replaced by the live pair anyway.
  }
}
