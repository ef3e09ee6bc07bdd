import { uniswapInterface } from './abis.js'
import { readDefiConfiguration } from './defiConfiguration.js'
import { readDefiTokens } from './defiTokens.js'
import { depsOf } from './domainDeps.js'
import { readErc20, readErc20Amount } from './erc20.js'
import { tryReadContract } from './readContract.js'
import { listActiveErc20, listErc20Assets } from './tokenLists.js'

type Ctx = unknown

/** Query resolvers of the DeFi module (docs/chain-and-api.md#api-queries). */
export const defiQueryResolvers = {
  defiConfiguration: (_: unknown, __: unknown, ctx: Ctx) => readDefiConfiguration(ctx),
  defiTokens: (_: unknown, __: unknown, ctx: Ctx) => readDefiTokens(ctx),
  // The router's WETH() is the native token; null when there is no router to ask.
  defiNativeToken: async (_: unknown, __: unknown, ctx: Ctx) => {
    const { chain, addresses } = depsOf(ctx)
    if (!addresses.uniswapRouter) return null
    const r = await tryReadContract(chain, uniswapInterface, addresses.uniswapRouter, 'WETH')
    return r === null ? null : readErc20(ctx, String(r[0]))
  },
  fMintAccount: (_: unknown, args: { owner: string }) => ({ address: args.owner }),
  fMintTokenAllowance: (_: unknown, args: { owner: string; token: string }, ctx: Ctx) =>
    readErc20Amount(ctx, args.token, 'allowance', [args.owner, depsOf(ctx).addresses.fMint]),
  erc20Token: (_: unknown, args: { token: string }, ctx: Ctx) => readErc20(ctx, args.token),
  erc20TokenList: (_: unknown, args: { count?: number | null }, ctx: Ctx) => listActiveErc20(ctx, args.count),
  erc20Assets: (_: unknown, args: { owner: string; count?: number | null }, ctx: Ctx) =>
    listErc20Assets(ctx, args.owner, args.count),
  ercTotalSupply: (_: unknown, args: { token: string }, ctx: Ctx) =>
    readErc20Amount(ctx, args.token, 'totalSupply'),
  ercTokenBalance: (_: unknown, args: { owner: string; token: string }, ctx: Ctx) =>
    readErc20Amount(ctx, args.token, 'balanceOf', [args.owner]),
  ercTokenAllowance: (_: unknown, args: { token: string; owner: string; spender: string }, ctx: Ctx) =>
    readErc20Amount(ctx, args.token, 'allowance', [args.owner, args.spender]),
}
