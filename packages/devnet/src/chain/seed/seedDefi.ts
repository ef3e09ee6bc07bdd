import { Wallet } from 'ethers'
import { readMany, UNISWAP_ABI } from '../defi/abi.js'
import { type DefiContext, type DefiDeployment, requireSftm } from '../defi/types.js'
import { createRpcClient, type RpcClient } from '../rpcClient.js'
import { readChainParams } from '../txSender.js'
import type { PoolState } from './pairMath.js'
import { createPricePath } from './pricePath.js'
import { createRandom } from './random.js'
import { type HistoryCounts, runHistory } from './runHistory.js'
import { DefiSeedError, setupAdmin, setupTraders } from './setupSeed.js'
import { createActor, createWorld, type SeedWorld } from './world.js'

const DAY = 86_400

export interface SeedDefiOptions {
  /** First second of the history (default: 35 days before `to`, or just after the latest block if later). */
  from?: number
  /** Last second of the history (default: 30 s before the wall clock when the seed starts). */
  to?: number
  /** Seed of the plan's random choices (trader keys are always fresh random keys). */
  seed?: number
}

export interface SeedDefiReturnType {
  from: number
  /** Timestamp of the seed's last block. */
  to: number
  /** Addresses of the trader accounts (random keys, kept in memory only; fMint positions and LP shares). */
  traders: string[]
  counts: HistoryCounts
  /**
   * Plays more trading in a later window on the same pools and traders, e.g. the hours between the chain
   * layer's last seed step and now (so 24 h volumes and 15-minute charts have data): an oracle update and a
   * reward push first, then swaps (one per 15 minutes of window, 20 to 80), a few liquidity and fMint actions.
   * Nothing else may have traded in the pools in between. Returns what it played.
   */
  extend(window: { from?: number; to?: number }): Promise<HistoryCounts>
}

/**
 * Seeds the DeFi world on a chain whose clock is in the past: fMint positions for the admin and eight traders,
 * liquidity in the four pools, reward funding, then ~35 days of swaps, liquidity changes, fMint actions,
 * daily oracle updates and reward pushes, each in its own block at increasing timestamps up to the present.
 * Every transaction is checked; the pools' on-chain reserves must equal the seed's own bookkeeping.
 */
export async function seedDefi(
  ctx: DefiContext,
  defi: DefiDeployment,
  options: SeedDefiOptions = {},
): Promise<SeedDefiReturnType> {
  const rpc = createRpcClient(ctx.rpcUrl)
  const params = await readChainParams(rpc)
  const after = await nextTimestamp(rpc)
  const to = Math.max(options.to ?? Math.floor(Date.now() / 1000) - 30, after + 3600)
  const from = Math.max(options.from ?? to - 35 * DAY, after)

  const pools: PoolState[] = defi.pairs.map((p) => ({
    address: p.address,
    token0: p.token0,
    token1: p.token1,
    reserve0: 0n,
    reserve1: 0n,
    totalSupply: 0n,
  }))
  const onChain = await readReserves(ctx.rpcUrl, pools)
  if (onChain.some(([r0, r1]) => r0 !== 0n || r1 !== 0n)) {
    throw new DefiSeedError('DEFI_SEED_ALREADY_SEEDED', 'the DeFi pools already hold liquidity')
  }

  const random = createRandom(options.seed ?? 250)
  const { contracts } = defi
  const world = createWorld({
    rpc,
    defi,
    token: {
      wftm: contracts.wftm,
      sftm: requireSftm(ctx),
      fusd: contracts.fusd,
      usdc: contracts.usdc,
      wbtc: contracts.wbtc,
    },
    random,
    prices: createPricePath(random, from, to),
    pools,
    admin: await createActor(rpc, new Wallet(ctx.admin.privateKey), params, 'admin'),
    traders: [],
    start: from,
  })
  const counts = await play(ctx, world, async () => {
    const { sftmPerTrader } = await setupAdmin(world)
    world.traders = await setupTraders(world, params, sftmPerTrader)
    return runHistory(world, to)
  })
  return {
    from,
    to: world.now - 1,
    traders: world.traders.map((t) => t.sender.address),
    counts,
    async extend(window) {
      // the admin key is shared with the chain layer, which has sent with it since
      await world.admin.sender.resyncNonce()
      const start = Math.max(window.from ?? 0, await nextTimestamp(rpc))
      const end = Math.max(window.to ?? Math.floor(Date.now() / 1000) - 30, start + 600)
      world.now = start
      const swaps = Math.min(80, Math.max(20, Math.round((end - start) / 900)))
      const plan = { swaps, adds: 2, removes: 1, fmintOps: 2, claims: 1, recentShare: 0, tickFirst: true }
      return play(ctx, world, () => runHistory(world, end, plan))
    },
  }
}

/** Runs `steps` with automine off (each transaction mined at the world's clock), then checks every receipt
 * and that the pools' reserves equal the seed's bookkeeping. */
async function play(ctx: DefiContext, world: SeedWorld, steps: () => Promise<HistoryCounts>) {
  let counts: HistoryCounts
  await world.rpc.call('anvil_setAutomine', [false])
  try {
    counts = await steps()
  } finally {
    await world.rpc.call('anvil_setAutomine', [true])
  }
  for (const actor of [world.admin, ...world.traders]) await actor.sender.flush()
  const reserves = await readReserves(ctx.rpcUrl, world.pools)
  world.pools.forEach((pool, i) => {
    const [r0, r1] = reserves[i]!
    if (r0 !== pool.reserve0 || r1 !== pool.reserve1) {
      throw new DefiSeedError(
        'DEFI_SEED_OUT_OF_SYNC',
        `pool ${pool.address} reserves differ from the seed's plan`,
      )
    }
  })
  return counts
}

async function nextTimestamp(rpc: RpcClient): Promise<number> {
  const latest = await rpc.call<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])
  return Number(BigInt(latest.timestamp)) + 1
}

async function readReserves(rpcUrl: string, pools: PoolState[]): Promise<Array<[bigint, bigint]>> {
  const answers = await readMany(
    createRpcClient(rpcUrl),
    pools.map((p) => ({ iface: UNISWAP_ABI, to: p.address, fn: 'getReserves' })),
  )
  return answers.map((a) => [a[0] as bigint, a[1] as bigint])
}
