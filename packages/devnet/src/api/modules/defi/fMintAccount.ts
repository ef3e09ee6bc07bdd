import { ZeroAddress } from 'ethers'
import { fMintInterface } from './abis.js'
import { type DefiTokenSource, readDefiToken } from './defiTokens.js'
import { chainTime, depsOf } from './domainDeps.js'
import { GENERIC_TOKEN_LOGO, readErc20 } from './erc20.js'
import { readContract } from './readContract.js'

/** What an `FMintAccount` resolves from. */
export interface FMintAccountSource {
  address: string
}

/** One token balance of an fMint account. */
export interface TokenBalance {
  type: 'COLLATERAL' | 'DEBT'
  tokenAddress: string
  balance: bigint
  value: bigint
}

/** The owner's non-zero balances in one fMint pool, with their fUSD values. */
async function poolBalances(
  ctx: unknown,
  owner: string,
  type: TokenBalance['type'],
): Promise<TokenBalance[]> {
  const { chain, addresses } = depsOf(ctx)
  const pool = type === 'COLLATERAL' ? addresses.fMintCollateralPool : addresses.fMintDebtPool
  if (!pool) return []
  const read = async (fn: string, args: unknown[] = []) =>
    (await readContract(chain, fMintInterface, pool, fn, args))[0]
  const count = Number(await read('tokensCount'))
  const tokens = await Promise.all(Array.from({ length: count }, (_, i) => read('getToken', [i])))
  const balances = await Promise.all(
    tokens.map(async (token) => {
      const balance = (await read('balanceOf', [owner, token])) as bigint
      const value = balance > 0n ? ((await read('tokenValue', [token, balance])) as bigint) : 0n
      return { type, tokenAddress: String(token).toLowerCase(), balance, value }
    }),
  )
  return balances.filter((b) => b.balance > 0n)
}

const minterRead = async (ctx: unknown, fn: string, owner: string) => {
  const { chain, addresses } = depsOf(ctx)
  return (
    await readContract(chain, fMintInterface, addresses.fMint, fn, [owner, ZeroAddress, 0n])
  )[0] as bigint
}

const rewardsRead = async (ctx: unknown, fn: string, args: unknown[] = []) => {
  const { chain, addresses } = depsOf(ctx)
  return (await readContract(chain, fMintInterface, addresses.fMintRewards, fn, args))[0]
}

/** Field resolvers of `FMintAccount`. */
export const fMintAccountResolvers = {
  address: (a: FMintAccountSource) => a.address,
  collateral: (a: FMintAccountSource, _: unknown, ctx: unknown) => poolBalances(ctx, a.address, 'COLLATERAL'),
  collateralList: async (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    (await poolBalances(ctx, a.address, 'COLLATERAL')).map((b) => b.tokenAddress),
  collateralValue: (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    minterRead(ctx, 'collateralValueOf', a.address),
  debt: (a: FMintAccountSource, _: unknown, ctx: unknown) => poolBalances(ctx, a.address, 'DEBT'),
  debtList: async (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    (await poolBalances(ctx, a.address, 'DEBT')).map((b) => b.tokenAddress),
  debtValue: (a: FMintAccountSource, _: unknown, ctx: unknown) => minterRead(ctx, 'debtValueOf', a.address),
  rewardsEarned: (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    rewardsRead(ctx, 'rewardEarned', [a.address]),
  rewardsStashed: (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    rewardsRead(ctx, 'rewardStash', [a.address]),
  canClaimRewards: (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    rewardsRead(ctx, 'rewardCanClaim', [a.address]),
  canReceiveRewards: (a: FMintAccountSource, _: unknown, ctx: unknown) =>
    rewardsRead(ctx, 'rewardIsEligible', [a.address]),
  // A push is possible once the minimum interval since the last one has passed
  // (docs/chain-and-api.md#fmint-contracts).
  canPushNewRewards: async (_: FMintAccountSource, __: unknown, ctx: unknown) => {
    const [last, interval, now] = await Promise.all([
      rewardsRead(ctx, 'lastRewardPush') as Promise<bigint>,
      rewardsRead(ctx, 'minRewardPushInterval') as Promise<bigint>,
      chainTime(ctx),
    ])
    return now >= last + interval
  },
}

/** Field resolvers of `FMintTokenBalance`. */
export const fMintTokenBalanceResolvers = {
  token: async (b: TokenBalance, _: unknown, ctx: unknown): Promise<DefiTokenSource | null> => {
    const listed = await readDefiToken(ctx, b.tokenAddress)
    if (listed) return listed
    // A pool token the registry dropped: describe it from its ERC20 metadata.
    const meta = await readErc20(ctx, b.tokenAddress)
    if (!meta) return null
    return {
      ...meta,
      logo: GENERIC_TOKEN_LOGO,
      priceDecimals: 18,
      isActive: false,
      canDeposit: false,
      canMint: false,
      canTrade: false,
    }
  },
}
