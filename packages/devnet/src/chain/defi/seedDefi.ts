import { Wallet } from 'ethers'
import { readMany, UNISWAP_ABI } from './abi.js'
import { createRpcClient } from './rpcClient.js'
import type { PoolState } from './seed/pairMath.js'
import { createPricePath } from './seed/pricePath.js'
import { createRandom } from './seed/random.js'
import { type HistoryCounts, runHistory } from './seed/runHistory.js'
import { DefiSeedError, setupAdmin, setupTraders } from './seed/setupSeed.js'
import { createActor, createWorld } from './seed/world.js'
import { readChainParams } from './txSender.js'
import { type DefiContext, type DefiDeployment, requireSftm } from './types.js'

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
  /** Addresses of the trader accounts (random keys, discarded; they hold fMint positions and LP shares). */
  traders: string[]
  counts: HistoryCounts
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
  const latest = await rpc.call<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])
  const after = Number(BigInt(latest.timestamp)) + 1
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
  let counts: HistoryCounts
  await rpc.call('anvil_setAutomine', [false])
  try {
    const { sftmPerTrader } = await setupAdmin(world)
    world.traders = await setupTraders(world, params, sftmPerTrader)
    counts = await runHistory(world, to)
  } finally {
    await rpc.call('anvil_setAutomine', [true])
  }

  for (const actor of [world.admin, ...world.traders]) await actor.sender.flush()
  const reserves = await readReserves(ctx.rpcUrl, pools)
  pools.forEach((pool, i) => {
    const [r0, r1] = reserves[i]!
    if (r0 !== pool.reserve0 || r1 !== pool.reserve1) {
      throw new DefiSeedError(
        'DEFI_SEED_OUT_OF_SYNC',
        `pool ${pool.address} reserves differ from the seed's plan`,
      )
    }
  })
  return { from, to: world.now - 1, traders: world.traders.map((t) => t.sender.address), counts }
}

async function readReserves(rpcUrl: string, pools: PoolState[]): Promise<Array<[bigint, bigint]>> {
  const answers = await readMany(
    createRpcClient(rpcUrl),
    pools.map((p) => ({ iface: UNISWAP_ABI, to: p.address, fn: 'getReserves' })),
  )
  return answers.map((a) => [a[0] as bigint, a[1] as bigint])
}
