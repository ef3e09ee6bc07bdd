import { type Erc20Source, readErc20Amount, tokenLogo } from './erc20.js'
import { poolTotal } from './poolTotals.js'

/** Field resolvers of `ERC20Token`; the parent is an Erc20Source. */
export const erc20TokenResolvers = {
  address: (t: Erc20Source) => t.address,
  name: (t: Erc20Source) => t.name,
  symbol: (t: Erc20Source) => t.symbol,
  decimals: (t: Erc20Source) => t.decimals,
  totalSupply: (t: Erc20Source, _: unknown, ctx: unknown) => readErc20Amount(ctx, t.address, 'totalSupply'),
  logoURL: (t: Erc20Source, _: unknown, ctx: unknown) => tokenLogo(ctx, t.address),
  balanceOf: (t: Erc20Source, args: { owner: string }, ctx: unknown) =>
    readErc20Amount(ctx, t.address, 'balanceOf', [args.owner]),
  allowance: (t: Erc20Source, args: { owner: string; spender: string }, ctx: unknown) =>
    readErc20Amount(ctx, t.address, 'allowance', [args.owner, args.spender]),
  totalDeposit: (t: Erc20Source, _: unknown, ctx: unknown) => poolTotal(ctx, 'collateral', t.address),
  totalDebt: (t: Erc20Source, _: unknown, ctx: unknown) => poolTotal(ctx, 'debt', t.address),
}
