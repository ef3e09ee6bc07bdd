import { GraphQLError } from 'graphql'
import type { ApiContext } from '../../module.js'
import { type Erc20Source, readErc20 } from './erc20.js'

const DEFAULT_LIST = 50
const MAX_LIST = 250

async function readable(ctx: unknown, addresses: readonly string[]): Promise<Erc20Source[]> {
  const tokens = await Promise.all(addresses.map((a) => readErc20(ctx, a)))
  return tokens.filter((t): t is Erc20Source => t !== null)
}

/**
 * `erc20TokenList`: the ERC20 contracts with the most token events in the index, most active first.
 * count 0 → 250, a negative count → the default length (as on the real API).
 */
export async function listActiveErc20(
  ctx: unknown,
  count: number | null | undefined,
): Promise<Erc20Source[]> {
  const { indexer } = ctx as ApiContext
  await indexer.sync()
  const activity = new Map<string, number>()
  for (const tx of indexer.txs.all) {
    for (const event of tx.tokenEvents) {
      if (event.standard === 'ERC20') activity.set(event.token, (activity.get(event.token) ?? 0) + 1)
    }
  }
  const n = count === 0 ? MAX_LIST : count === null || count === undefined || count < 0 ? DEFAULT_LIST : count
  const ranked = [...activity.entries()].sort((a, b) => b[1] - a[1]).map(([token]) => token)
  return (await readable(ctx, ranked.slice(0, Math.min(n, MAX_LIST) * 2))).slice(0, Math.min(n, MAX_LIST))
}

/**
 * `erc20Assets`: every token contract the owner ever received, that answers as an ERC20. Like the real API,
 * a count of 1 or below 0 is refused and any other count is not applied.
 */
export async function listErc20Assets(ctx: unknown, owner: string, count: number | null | undefined) {
  const n = count ?? DEFAULT_LIST
  if (n === 1 || n < 0) throw new GraphQLError('nothing to do, zero erc assets requested')
  const { indexer } = ctx as ApiContext
  await indexer.sync()
  return readable(ctx, indexer.txs.tokensReceivedBy(owner))
}
