import {
  type ApiClient,
  computeAmountIn,
  computeAmountOut,
  computeMaximumAmount,
  computeMinimumAmount,
  computePriceImpact,
  getUniswapPair,
  type UniswapPair,
} from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import { readSlippage } from '../../input/slippage.js'
import { type CliToken, findToken } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import type { Display } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'

export interface TradeOptions {
  from?: string
  to?: string
  amount?: string
  exactOut?: boolean
  slippage?: string
}

/** A priced trade: what goes in and out, the slippage bounds and the price impact (all from the SDK's math). */
export interface Trade {
  from: CliToken
  to: CliToken
  pair: UniswapPair
  mode: 'exactIn' | 'exactOut'
  amountIn: bigint
  amountOut: bigint
  /** exactIn: minimum received; exactOut: maximum sold. */
  limit: bigint
  slippagePercent: number
  priceImpact: number
}

async function readTradeToken(
  context: CommandContext<TradeOptions>,
  client: ApiClient,
  value: string | undefined,
  flag: '--from' | '--to',
) {
  const text = await optionOrAsk(context, value, {
    what: `the token (${flag})`,
    hint: `${flag} SYMBOL`,
    message: flag === '--from' ? 'Sell' : 'Buy',
  })
  if (text.trim().toUpperCase() === 'FTM') {
    throw new CliError(
      'FTM_NOT_TRADED',
      `${flag} FTM: fUNI trades WFTM; wrap FTM first (ftm wrap --amount N) and use WFTM`,
    )
  }
  return findToken(client, text)
}

/** Reads --from, --to, --amount, --exact-out and --slippage and prices the trade on the pair's reserves. */
export async function priceTrade(
  context: CommandContext<TradeOptions>,
  client: ApiClient,
  wallet: NodeWallet,
  user?: string,
): Promise<Trade> {
  const { options } = context
  const slippagePercent = readSlippage(wallet, options.slippage)
  const from = await readTradeToken(context, client, options.from, '--from')
  const to = await readTradeToken(context, client, options.to, '--to')
  if (from.address.toLowerCase() === to.address.toLowerCase())
    throw new CliError('SAME_TOKEN', '--from and --to are the same token')
  const mode = options.exactOut ? 'exactOut' : 'exactIn'
  const amountToken = mode === 'exactIn' ? from : to
  const { amount } = await readAmountArg(context, options.amount, {
    message: `Amount (${amountToken.symbol})`,
    decimals: amountToken.decimals,
  })
  const pair = await getUniswapPair(client, { tokens: [from.address, to.address], ...(user ? { user } : {}) })
  if (!pair || pair.totalSupply === 0n)
    throw new CliError('SWAP_INSUFFICIENT_LIQUIDITY', 'Insufficient Pair Liquidity')
  const fromIndex = pair.tokens.findIndex((t) => t.address.toLowerCase() === from.address.toLowerCase())
  const reserveIn = pair.reserves[fromIndex] ?? 0n
  const reserveOut = pair.reserves[1 - fromIndex] ?? 0n
  const amountIn = mode === 'exactIn' ? amount : computeAmountIn({ amountOut: amount, reserveIn, reserveOut })
  const amountOut =
    mode === 'exactIn' ? computeAmountOut({ amountIn: amount, reserveIn, reserveOut }) : amount
  const limit =
    mode === 'exactIn'
      ? computeMinimumAmount({ amount: amountOut, slippagePercent })
      : computeMaximumAmount({ amount: amountIn, slippagePercent })
  const priceImpact = computePriceImpact({ amountIn, amountOut, reserveIn, reserveOut })
  return { from, to, pair, mode, amountIn, amountOut, limit, slippagePercent, priceImpact }
}

/**
 * The quote's lines, as `swap quote` prints them and `swap swap` shows before confirming, in the settings' decimal
 * points. When `signing`, the amounts the transaction carries (the exact side and the slippage bound) are written
 * with `display.signed`, which adds the exact amount when the decimal points cut it; the other side is an estimate
 * (docs/behaviour/tokens-and-assets.md#number-formatting).
 */
export function describeTrade(trade: Trade, display: Display, signing = false): Record<string, string> {
  const { from, to, amountIn, amountOut, limit, mode } = trade
  const amount = (value: bigint, token: CliToken, signed: boolean) =>
    (signing && signed ? display.signed : display.token)(value, token.decimals, token.symbol)
  return {
    sell: amount(amountIn, from, mode === 'exactIn'),
    buy: amount(amountOut, to, mode === 'exactOut'),
    [mode === 'exactIn' ? 'min received' : 'max sold']: amount(limit, mode === 'exactIn' ? to : from, true),
    'price impact': `${trade.priceImpact.toFixed(2)}%`,
    slippage: `${trade.slippagePercent}%`,
  }
}
