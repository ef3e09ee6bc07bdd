import {
  type ApiClient,
  getUniswapPair,
  getUniswapPairs,
  type UniswapPair,
  type UniswapPairToken,
} from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress } from '../../input/accounts.js'
import { findToken } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'

/** A pool with its tokens in the order the user named them (A/B) and the matching reserves. */
export interface OrderedPool {
  pair: UniswapPair
  tokenA: UniswapPairToken
  tokenB: UniswapPairToken
  reserveA: bigint
  reserveB: bigint
  /** The user's LP tokens (0 without a user). */
  shareOf: bigint
}

/** 'WFTM/FUSD' (symbols or addresses) or a pair address → the pool, read with the pair's reserves and the user's share. */
export async function loadPool(client: ApiClient, ref: string, user?: string): Promise<OrderedPool> {
  let addresses: [string, string]
  if (isHexAddress(ref.trim())) {
    const found = (await getUniswapPairs(client)).find(
      (p) => p.pairAddress.toLowerCase() === ref.trim().toLowerCase(),
    )
    if (!found) throw new CliError('UNKNOWN_PAIR', `No fUNI pool at ${ref}`)
    addresses = [found.tokens[0]?.address ?? '', found.tokens[1]?.address ?? '']
  } else {
    const parts = ref.split('/').map((s) => s.trim())
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      throw new CliError(
        'BAD_PAIR',
        `Pair '${ref}': write it as TOKEN/TOKEN (e.g. WFTM/FUSD) or give the pair address`,
      )
    }
    const [a, b] = await Promise.all([findToken(client, parts[0]), findToken(client, parts[1])])
    addresses = [a.address, b.address]
  }
  const pair = await getUniswapPair(client, { tokens: addresses, ...(user ? { user } : {}) })
  if (!pair) throw new CliError('UNKNOWN_PAIR', `No fUNI pool for ${ref}`)
  const indexA = pair.tokens.findIndex((t) => t.address.toLowerCase() === addresses[0].toLowerCase())
  const tokenA = pair.tokens[indexA] as UniswapPairToken
  const tokenB = pair.tokens[1 - indexA] as UniswapPairToken
  return {
    pair,
    tokenA,
    tokenB,
    reserveA: pair.reserves[indexA] ?? 0n,
    reserveB: pair.reserves[1 - indexA] ?? 0n,
    shareOf: pair.shareOf ?? 0n,
  }
}

/** --pair, asked for at a terminal. */
export function readPairOption(context: CommandContext<{ pair?: string }>): Promise<string> {
  return optionOrAsk(context, context.options.pair, {
    what: 'the pool',
    hint: '--pair A/B',
    message: 'Pool (e.g. WFTM/FUSD)',
  })
}
