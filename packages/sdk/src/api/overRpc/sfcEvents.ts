// The SFC reads a balance needs over JSON-RPC (limited mode) — its delegation events and each pair's stake and
// pending rewards — with fixed selectors and topics and word-by-word decoding instead of ethers' ABI coder, so an app
// that shows a balance does not carry the coder (docs/chain-and-api.md#selectors-and-encodings; the values are
// checked against ethers' hashes in sfcEvents.test.ts).
import { toBeHex, zeroPadValue } from 'ethers'
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { type ContractCodec, type ContractRead, readContractsOrThrow } from './nodeReads.js'

/** topic0 of the SFC events a delegation's history is read from (keccak-256 of the event signatures). */
export const SFC_EVENT_TOPICS = {
  Delegated: '0x9a8f44850296624dadfd9c246d17e47171d35727a181bd090aa14bbbe00238bb',
  Undelegated: '0xd3bb4e423fbea695d16b982f9f682dc5f35152e5411646a8a5a79a6b02ba8d57',
  Withdrawn: '0x75e161b3e824b114fc1a33274bd7091918dd4e639cede50b78b15a4eea956a21',
  ClaimedRewards: '0xc1d8eb6e444b89fb8ff0991c19311c070df704ccb009e210d1462d5b2410bf45',
  RestakedRewards: '0x4119153d17a36f9597d40e3ab4148d03261a439dddbec4e91799ab7159608e26',
} as const

/** Selectors of the two `(address, uint256) → uint256` views read per delegation. */
export const SFC_STAKE_SELECTORS = { getStake: '0xcfd47663', pendingRewards: '0x6099ecb2' } as const

const word = (value: unknown) =>
  typeof value === 'string' ? zeroPadValue(value, 32) : toBeHex(value as bigint, 32)

/** getStake / pendingRewards: `(address, uint256)` in, one uint256 out. */
export const sfcStakeCodec: ContractCodec = {
  encodeFunctionData(fn, args) {
    const selector = SFC_STAKE_SELECTORS[fn as keyof typeof SFC_STAKE_SELECTORS]
    if (!selector) throw new Error(`sfcStakeCodec does not encode ${fn}`)
    return selector + args.map((arg) => word(arg).slice(2)).join('')
  },
  decodeFunctionResult(_fn, data) {
    if (!/^0x[0-9a-fA-F]{64}/.test(data)) throw new Error('expected one 32-byte word')
    return [BigInt(data.slice(0, 66))]
  },
}

/** A withdraw request as the SFC's events tell it. */
export interface SfcWithdrawRequest {
  readonly validatorId: bigint
  readonly wrId: bigint
  readonly amount: bigint
  readonly createdBlock: number
  readonly withdrawBlock: number | null
}

/** One delegator → validator pair seen in the SFC's events. */
export interface SfcDelegationRecord {
  readonly validatorId: bigint
  /** Block of the first event of the pair. */
  readonly createdBlock: number
  claimedReward: bigint
  readonly withdrawRequests: SfcWithdrawRequest[]
}

interface RawLog {
  topics: string[]
  data: string
  blockNumber: string
  logIndex: string
}

/**
 * The delegations of `delegator` (in the order first seen) from the SFC's events, optionally for one validator.
 * Several delegators are read with one eth_getLogs each, in one batch.
 */
export async function readSfcDelegations(
  rpc: RpcClient,
  delegators: readonly string[],
  signal?: AbortSignal,
  validatorId?: bigint,
): Promise<SfcDelegationRecord[][]> {
  const logs = await rpc.batch(
    delegators.map((delegator) => ({
      method: 'eth_getLogs',
      params: [
        {
          address: SFC_ADDRESS,
          fromBlock: '0x0',
          toBlock: 'latest',
          topics: [
            Object.values(SFC_EVENT_TOPICS),
            zeroPadValue(delegator, 32),
            ...(validatorId === undefined ? [] : [toBeHex(validatorId, 32)]),
          ],
        },
      ],
    })),
    { signal },
  )
  return logs.map((answer) => {
    if (answer instanceof RpcError) throw answer
    if (!Array.isArray(answer)) throw new RpcError('RPC_BAD_RESPONSE', 'eth_getLogs answered without a list')
    return toDelegations(answer as RawLog[])
  })
}

/** The n-th 32-byte word of a log's data. */
const dataWord = (log: RawLog, n: number): bigint => {
  const hex = log.data.slice(2 + 64 * n, 2 + 64 * (n + 1))
  if (hex.length !== 64) throw new RpcError('RPC_BAD_RESPONSE', 'an SFC event has too little data')
  return BigInt(`0x${hex}`)
}
const topicWord = (log: RawLog, n: number): bigint => {
  const topic = log.topics[n]
  if (topic === undefined) throw new RpcError('RPC_BAD_RESPONSE', 'an SFC event has too few topics')
  return BigInt(topic)
}

function toDelegations(logs: RawLog[]): SfcDelegationRecord[] {
  const sorted = [...logs].sort(
    (a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex),
  )
  const pairs = new Map<bigint, SfcDelegationRecord>()
  const topics = SFC_EVENT_TOPICS
  for (const log of sorted) {
    const topic0 = log.topics[0]?.toLowerCase()
    if (!Object.values(topics).includes(topic0 as (typeof topics)[keyof typeof topics])) continue
    const validatorId = topicWord(log, 2)
    const block = Number(log.blockNumber)
    let pair = pairs.get(validatorId)
    if (!pair) {
      pair = { validatorId, createdBlock: block, claimedReward: 0n, withdrawRequests: [] }
      pairs.set(validatorId, pair)
    }
    switch (topic0) {
      case topics.Undelegated:
        pair.withdrawRequests.push({
          validatorId,
          wrId: topicWord(log, 3),
          amount: dataWord(log, 0),
          createdBlock: block,
          withdrawBlock: null,
        })
        break
      case topics.Withdrawn: {
        const wrId = topicWord(log, 3)
        const index = pair.withdrawRequests.findIndex((r) => r.withdrawBlock === null && r.wrId === wrId)
        const open = pair.withdrawRequests[index]
        if (open) pair.withdrawRequests[index] = { ...open, withdrawBlock: block }
        break
      }
      case topics.ClaimedRewards:
      case topics.RestakedRewards:
        pair.claimedReward += dataWord(log, 0) + dataWord(log, 1) + dataWord(log, 2)
        break
    }
  }
  return [...pairs.values()]
}

/** Sum of the withdraw requests not yet withdrawn. */
export const pendingWithdrawals = (record: SfcDelegationRecord): bigint =>
  record.withdrawRequests.filter((r) => r.withdrawBlock === null).reduce((sum, r) => sum + r.amount, 0n)

const stakeRead = (fn: keyof typeof SFC_STAKE_SELECTORS, args: readonly unknown[]): ContractRead => ({
  contract: sfcStakeCodec,
  to: SFC_ADDRESS,
  fn,
  args,
})

/** Stake and pending rewards of each record, in one batch: `[stake, rewards]` per record. */
export async function readStakeAndRewards(
  rpc: RpcClient,
  delegator: string,
  records: readonly SfcDelegationRecord[],
  signal?: AbortSignal,
): Promise<[bigint, bigint][]> {
  const reads = records.flatMap((r) => [
    stakeRead('getStake', [delegator, r.validatorId]),
    stakeRead('pendingRewards', [delegator, r.validatorId]),
  ])
  const results = await readContractsOrThrow(rpc, reads, signal)
  return records.map((_, i) => [results[2 * i]?.[0] as bigint, results[2 * i + 1]?.[0] as bigint])
}
