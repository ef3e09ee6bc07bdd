import type { Wallet } from 'ethers'
import type { DefiDeployment } from '../defi/types.js'
import type { RpcClient } from '../rpcClient.js'
import { type ChainParams, createTxSender, type TxRequest, type TxSender } from '../txSender.js'
import type { PoolState } from './pairMath.js'
import type { PricePath } from './pricePath.js'
import type { Random } from './random.js'

export type TokenKey = 'wftm' | 'sftm' | 'fusd' | 'usdc' | 'wbtc'

/** An account of the seed with the balances the seed has given it (tracked, not read back). */
export interface Actor {
  label: string
  sender: TxSender
  tokens: Map<string, bigint>
  lp: Map<string, bigint>
  /** fMint position as tracked by the seed: collateral per token and fUSD debt. */
  collateral: Map<string, bigint>
  debt: bigint
}

/**
 * Everything the seed steps share. Automine is off during the seed: every transaction is mined on its own
 * with `evm_mine(timestamp)` at the clock's next second (with automine on, anvil may mine a transaction after
 * the next timestamp was already set, and a router deadline then expires).
 */
export interface SeedWorld {
  rpc: RpcClient
  defi: DefiDeployment
  token: Record<TokenKey, string>
  random: Random
  prices: PricePath
  pools: PoolState[]
  admin: Actor
  traders: Actor[]
  /** Timestamp the next transaction's block gets. */
  now: number
  /** Moves the clock forward to `time` (never back). */
  moveTo(time: number): void
  tx(actor: Actor, request: TxRequest): Promise<void>
  /** Deadline for router calls: the block's own time + 20 min (never the wall clock). */
  deadline(): number
}

export async function createActor(
  rpc: RpcClient,
  wallet: Wallet,
  params: ChainParams,
  label: string,
): Promise<Actor> {
  return {
    label,
    sender: await createTxSender(rpc, wallet, params),
    tokens: new Map(),
    lp: new Map(),
    collateral: new Map(),
    debt: 0n,
  }
}

export function balanceOf(actor: Actor, token: string): bigint {
  return actor.tokens.get(token) ?? 0n
}

export function credit(actor: Actor, token: string, amount: bigint): void {
  actor.tokens.set(token, balanceOf(actor, token) + amount)
}

export function debit(actor: Actor, token: string, amount: bigint): void {
  const left = balanceOf(actor, token) - amount
  if (left < 0n) throw new Error(`seed plan error: ${actor.label} would go below zero`)
  actor.tokens.set(token, left)
}

export interface WorldInit {
  rpc: RpcClient
  defi: DefiDeployment
  token: Record<TokenKey, string>
  random: Random
  prices: PricePath
  pools: PoolState[]
  admin: Actor
  traders: Actor[]
  start: number
}

export function createWorld(init: WorldInit): SeedWorld {
  const world: SeedWorld = {
    ...init,
    now: init.start,
    moveTo(time) {
      if (time > world.now) world.now = Math.floor(time)
    },
    async tx(actor, request) {
      await actor.sender.submit(request)
      await init.rpc.call('evm_mine', [world.now])
      world.now += 1
    },
    deadline: () => world.now + 1200,
  }
  return world
}
