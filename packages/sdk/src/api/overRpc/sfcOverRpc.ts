// SFC delegation state over JSON-RPC: which delegations an address has, its withdraw requests and claimed
// rewards come from the SFC's events (eth_getLogs); amounts, rewards and lock-ups from eth_call, as the API reads them.

import { SFC_ADDRESS } from '../../constants/contracts.js'
import { lazyInterface } from '../../contracts/lazyInterface.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { type ContractRead, readContracts } from './nodeReads.js'

export const sfcReadInterface = lazyInterface([
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

export const stakeTokenizerReadInterface = lazyInterface([
  'function outstandingSFTM(address, uint256) view returns (uint256)',
  'function allowedToWithdrawStake(address, uint256) view returns (bool)',
])

export {
  pendingWithdrawals,
  readSfcDelegations,
  readStakeAndRewards,
  type SfcDelegationRecord,
  type SfcWithdrawRequest,
} from './sfcEvents.js'

export const sfcRead = (fn: string, args: readonly unknown[]): ContractRead => ({
  contract: sfcReadInterface(),
  to: SFC_ADDRESS,
  fn,
  args,
})

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
            contract: stakeTokenizerReadInterface(),
            to: tokenizer,
            fn: 'outstandingSFTM',
            args: [delegator, id],
          },
          {
            contract: stakeTokenizerReadInterface(),
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
