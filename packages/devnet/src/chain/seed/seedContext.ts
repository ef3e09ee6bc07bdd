import { type JsonRpcProvider, type Result, toQuantity, Wallet } from 'ethers'
import { setChainTime } from '../chainClock.js'
import { contractInterface, encodeCall } from '../contractInterfaces.js'
import type { StakingContracts } from '../deployStakingContracts.js'
import type { RpcClient } from '../rpcClient.js'
import { createTxSender, type TxSender } from '../txSender.js'
import type { ValidatorKey } from './seedPlan.js'

export const FTM = 10n ** 18n
export const DAY = 86_400

/** What the seed steps share. */
export interface SeedContext {
  provider: JsonRpcProvider
  /** The JSON-RPC client the seed's senders send with. */
  rpc: RpcClient
  admin: TxSender
  contracts: StakingContracts
  /** Chain time (unix s) where the seeded history starts. */
  start: number
  /** Chain time (unix s) the seed ends at (≈ now). */
  end: number
  validators: Map<ValidatorKey, { id: number; sender: TxSender }>
  delegators: TxSender[]
}

/** Moves chain time to `start + offset` (never backwards). */
export async function at(ctx: SeedContext, offset: number): Promise<void> {
  await setChainTime(ctx.provider, ctx.start + offset)
}

/** Moves chain time to the absolute `time`. */
export async function atTime(ctx: SeedContext, time: number): Promise<void> {
  await setChainTime(ctx.provider, time)
}

/** A random key (kept only in memory) funded with `ftm` FTM via anvil_setBalance. */
export async function createFundedSender(ctx: SeedContext, ftm: bigint): Promise<TxSender> {
  const wallet = Wallet.createRandom()
  await ctx.rpc.call('anvil_setBalance', [wallet.address, toQuantity(ftm * FTM)])
  return createTxSender(ctx.rpc, wallet.privateKey)
}

/** Sends `contract.fn(args)` from `from`. */
export async function callContract(
  from: TxSender,
  contract: string,
  address: string,
  fn: string,
  args: readonly unknown[] = [],
  value?: bigint,
): Promise<void> {
  await from.send({ to: address, data: encodeCall(contract, fn, args), value, label: `${contract}.${fn}` })
}

/** Reads `contract.fn(args)` with eth_call. */
export async function readContract(
  provider: JsonRpcProvider,
  contract: string,
  address: string,
  fn: string,
  args: readonly unknown[] = [],
): Promise<Result> {
  const iface = contractInterface(contract)
  const data = await provider.call({ to: address, data: iface.encodeFunctionData(fn, args) })
  return iface.decodeFunctionResult(fn, data)
}

/** Seals the current epoch as the admin (rewards for every validator in it) and opens the next one. */
export async function advanceEpoch(ctx: SeedContext): Promise<void> {
  await callContract(ctx.admin, 'SFC', ctx.contracts.sfc, 'advanceEpoch')
}

export function validatorId(ctx: SeedContext, key: ValidatorKey): number {
  const v = ctx.validators.get(key)
  if (!v) throw new Error(`seed: validator ${key} was not created`)
  return v.id
}
