// SFC delegation state over JSON-RPC: which delegations an address has, its withdraw requests and claimed
// rewards come from the SFC's events (eth_getLogs); amounts, rewards and lock-ups from eth_call, as the API reads them.
import { Interface, toBeHex, zeroPadValue } from 'ethers'
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { type ContractRead, readContracts, readContractsOrThrow } from './nodeReads.js'

export const sfcReadInterface = /* @__PURE__ */ new Interface([
  'function getStake(address, uint256) view returns (uint256)',
  'function pendingRewards(address, uint256) view returns (uint256)',
  'function getLockupInfo(address, uint256) view returns (uint256 lockedStake, uint256 fromEpoch, uint256 endTime, uint256 duration)',
  'function getUnlockedStake(address, uint256) view returns (uint256)',
  'function getValidatorID(address) view returns (uint256)',
  'function getValidator(uint256) view returns (uint256 status, uint256 deactivatedTime, uint256 deactivatedEpoch, uint256 receivedStake, uint256 createdEpoch, uint256 createdTime, address auth)',
  'function lastValidatorID() view returns (uint256)',
  'function currentEpoch() view returns (uint256)',
  'function currentSealedEpoch() view returns (uint256)',
  'function stakeTokenizerAddress() view returns (address)',
  'function unlockStake(uint256 toValidatorID, uint256 amount) returns (uint256)',
  'function getEpochOfflineTime(uint256, uint256) view returns (uint256)',
  'function getEpochOfflineBlocks(uint256, uint256) view returns (uint256)',
  'function constsAddress() view returns (address)',
  'function minSelfStake() view returns (uint256)',
  'function maxDelegatedRatio() view returns (uint256)',
  'function minLockupDuration() view returns (uint256)',
  'function maxLockupDuration() view returns (uint256)',
  'function withdrawalPeriodEpochs() view returns (uint256)',
  'function withdrawalPeriodTime() view returns (uint256)',
  'event Delegated(address indexed delegator, uint256 indexed toValidatorID, uint256 amount)',
  'event Undelegated(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event Withdrawn(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event ClaimedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
  'event RestakedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
])

export const stakeTokenizerReadInterface = /* @__PURE__ */ new Interface([
  'function outstandingSFTM(address, uint256) view returns (uint256)',
  'function allowedToWithdrawStake(address, uint256) view returns (bool)',
])

let eventTopics: string[] | undefined
/** The topics of the SFC events a delegation's history is read from, hashed on first use (not at import: a read
 * command that never falls back to JSON-RPC should not pay for keccak at start-up). */
function sfcEventTopics(): string[] {
  eventTopics ??= ['Delegated', 'Undelegated', 'Withdrawn', 'ClaimedRewards', 'RestakedRewards'].map(
    (name) => sfcReadInterface.getEvent(name)?.topicHash as string,
  )
  return eventTopics
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
            sfcEventTopics(),
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

function toDelegations(logs: RawLog[]): SfcDelegationRecord[] {
  const sorted = [...logs].sort(
    (a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex),
  )
  const pairs = new Map<bigint, SfcDelegationRecord>()
  for (const log of sorted) {
    const parsed = sfcReadInterface.parseLog({ topics: log.topics, data: log.data })
    if (!parsed) continue
    const validatorId = BigInt(parsed.args[1])
    const block = Number(log.blockNumber)
    let pair = pairs.get(validatorId)
    if (!pair) {
      pair = { validatorId, createdBlock: block, claimedReward: 0n, withdrawRequests: [] }
      pairs.set(validatorId, pair)
    }
    switch (parsed.name) {
      case 'Undelegated':
        pair.withdrawRequests.push({
          validatorId,
          wrId: BigInt(parsed.args[2]),
          amount: BigInt(parsed.args[3]),
          createdBlock: block,
          withdrawBlock: null,
        })
        break
      case 'Withdrawn': {
        const wrId = BigInt(parsed.args[2])
        const index = pair.withdrawRequests.findIndex((r) => r.withdrawBlock === null && r.wrId === wrId)
        const open = pair.withdrawRequests[index]
        if (open) pair.withdrawRequests[index] = { ...open, withdrawBlock: block }
        break
      }
      case 'ClaimedRewards':
      case 'RestakedRewards':
        pair.claimedReward += BigInt(parsed.args[2]) + BigInt(parsed.args[3]) + BigInt(parsed.args[4])
        break
    }
  }
  return [...pairs.values()]
}

/** Sum of the withdraw requests not yet withdrawn. */
export const pendingWithdrawals = (record: SfcDelegationRecord): bigint =>
  record.withdrawRequests.filter((r) => r.withdrawBlock === null).reduce((sum, r) => sum + r.amount, 0n)

export const sfcRead = (fn: string, args: readonly unknown[]): ContractRead => ({
  contract: sfcReadInterface,
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
    sfcRead('getStake', [delegator, r.validatorId]),
    sfcRead('pendingRewards', [delegator, r.validatorId]),
  ])
  const results = await readContractsOrThrow(rpc, reads, signal)
  return records.map((_, i) => [results[2 * i]?.[0] as bigint, results[2 * i + 1]?.[0] as bigint])
}

/** Everything the `Delegation` object shows, read for one pair. */
export interface SfcDelegationDetail {
  stake: bigint
  rewards: bigint
  unlocked: bigint
  lockup: { lockedStake: bigint; fromEpoch: bigint; endTime: bigint; duration: bigint }
  outstandingSFTM: bigint
  tokenizerAllowedToWithdraw: boolean
}

/** Stake, rewards, unlocked stake, raw lock-up and sFTM state of several pairs in one batch (plus the tokenizer). */
export async function readDelegationDetails(
  rpc: RpcClient,
  delegator: string,
  validatorIds: readonly bigint[],
  signal?: AbortSignal,
): Promise<SfcDelegationDetail[]> {
  const perPair = 4
  const reads = validatorIds.flatMap((id) => [
    sfcRead('getStake', [delegator, id]),
    sfcRead('pendingRewards', [delegator, id]),
    sfcRead('getUnlockedStake', [delegator, id]),
    sfcRead('getLockupInfo', [delegator, id]),
  ])
  const results = await readContracts(rpc, [...reads, sfcRead('stakeTokenizerAddress', [])], signal)
  const tokenizerResult = results[results.length - 1]
  const tokenizer =
    tokenizerResult instanceof RpcError ? null : ((tokenizerResult?.[0] as string | undefined) ?? null)
  const hasTokenizer = tokenizer !== null && !/^0x0{40}$/i.test(tokenizer)
  const tokenizerResults = hasTokenizer
    ? await readContracts(
        rpc,
        validatorIds.flatMap((id) => [
          {
            contract: stakeTokenizerReadInterface,
            to: tokenizer,
            fn: 'outstandingSFTM',
            args: [delegator, id],
          },
          {
            contract: stakeTokenizerReadInterface,
            to: tokenizer,
            fn: 'allowedToWithdrawStake',
            args: [delegator, id],
          },
        ]),
        signal,
      )
    : []
  return validatorIds.map((_, i) => {
    const at = (k: number) => {
      const result = results[i * perPair + k]
      if (result instanceof RpcError || result === undefined)
        throw result ?? new RpcError('RPC_BAD_RESPONSE', 'missing')
      return result
    }
    const lock = at(3)
    const sftm = tokenizerResults[2 * i]
    const allowed = tokenizerResults[2 * i + 1]
    return {
      stake: at(0)[0] as bigint,
      rewards: at(1)[0] as bigint,
      unlocked: at(2)[0] as bigint,
      lockup: {
        lockedStake: lock[0] as bigint,
        fromEpoch: lock[1] as bigint,
        endTime: lock[2] as bigint,
        duration: lock[3] as bigint,
      },
      outstandingSFTM: sftm === undefined || sftm instanceof RpcError ? 0n : (sftm[0] as bigint),
      tokenizerAllowedToWithdraw:
        allowed === undefined || allowed instanceof RpcError ? true : (allowed[0] as boolean),
    }
  })
}

/** Timestamps of blocks (one batch). */
export async function readBlockTimes(
  rpc: RpcClient,
  blocks: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, number>> {
  const unique = [...new Set(blocks)]
  const answers = await rpc.batch(
    unique.map((block) => ({ method: 'eth_getBlockByNumber', params: [`0x${block.toString(16)}`, false] })),
    { signal },
  )
  const times = new Map<number, number>()
  unique.forEach((block, i) => {
    const answer = answers[i] as { timestamp?: string } | RpcError | null
    if (answer instanceof RpcError) throw answer
    times.set(block, answer?.timestamp ? Number(answer.timestamp) : 0)
  })
  return times
}

/** The latest block's timestamp. */
export async function readChainTime(rpc: RpcClient, signal?: AbortSignal): Promise<bigint> {
  const block = (await rpc.request(
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    { signal },
  )) as {
    timestamp?: string
  } | null
  return BigInt(block?.timestamp ?? '0x0')
}
