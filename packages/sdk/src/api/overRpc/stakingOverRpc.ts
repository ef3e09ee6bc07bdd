// Delegations over JSON-RPC (limited mode), in the API's `data` shapes: records from the SFC's events, amounts,
// rewards and the raw lock-up from eth_call (the same reads and the same 300 s lock grace as the real API).
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { readOne, toQuantity } from './nodeReads.js'
import {
  pendingWithdrawals,
  readBlockTimes,
  readChainTime,
  readDelegationDetails,
  readSfcDelegations,
  type SfcDelegationDetail,
  type SfcDelegationRecord,
  sfcReadInterface,
} from './sfcOverRpc.js'

// The real API counts a lock that ended less than 5 minutes ago as still locked (R3 of the API's behaviours).
const LOCK_GRACE = 300n

function delegationObject(
  address: string,
  record: SfcDelegationRecord,
  detail: SfcDelegationDetail,
  times: Map<number, number>,
  now: bigint,
) {
  const inWithdraw = pendingWithdrawals(record)
  const { lockup } = detail
  return {
    toStakerId: toQuantity(record.validatorId),
    createdTime: toQuantity(times.get(record.createdBlock) ?? 0),
    amount: toQuantity(detail.stake + inWithdraw),
    amountDelegated: toQuantity(detail.stake),
    amountInWithdraw: toQuantity(inWithdraw),
    unlockedAmount: toQuantity(detail.unlocked),
    claimedReward: toQuantity(record.claimedReward),
    outstandingSFTM: toQuantity(detail.outstandingSFTM),
    tokenizerAllowedToWithdraw: detail.tokenizerAllowedToWithdraw,
    isFluidStakingActive: true,
    isDelegationLocked: lockup.lockedStake > 0n && lockup.endTime + LOCK_GRACE > now,
    lockDuration: toQuantity(lockup.duration),
    lockedUntil: toQuantity(lockup.endTime),
    lockedFromEpoch: toQuantity(lockup.fromEpoch),
    pendingRewards: { amount: toQuantity(detail.rewards) },
    withdrawRequests: [...record.withdrawRequests].reverse().map((r) => ({
      address: address.toLowerCase(),
      stakerID: toQuantity(r.validatorId),
      withdrawRequestID: toQuantity(r.wrId),
      createdTime: toQuantity(times.get(r.createdBlock) ?? 0),
      withdrawTime: r.withdrawBlock === null ? null : toQuantity(times.get(r.withdrawBlock) ?? 0),
      amount: toQuantity(r.amount),
    })),
  }
}

/** The Delegation objects of `address` (optionally for one validator), newest first. */
async function readDelegationObjects(
  rpc: RpcClient,
  address: string,
  signal?: AbortSignal,
  validatorId?: bigint,
) {
  const [records] = await readSfcDelegations(rpc, [address], signal, validatorId)
  const list = records ?? []
  if (list.length === 0) return []
  const blocks = list.flatMap((r) => [
    r.createdBlock,
    ...r.withdrawRequests.flatMap((w) =>
      w.withdrawBlock === null ? [w.createdBlock] : [w.createdBlock, w.withdrawBlock],
    ),
  ])
  const [details, times, now] = await Promise.all([
    readDelegationDetails(
      rpc,
      address,
      list.map((r) => r.validatorId),
      signal,
    ),
    readBlockTimes(rpc, blocks, signal),
    readChainTime(rpc, signal),
  ])
  return list
    .map((record, i) => delegationObject(address, record, details[i] as SfcDelegationDetail, times, now))
    .reverse()
}

/** `delegation(address, staker)`: null when the pair was never seen (the API's "unknown delegation"). */
export async function delegationOverRpc(
  rpc: RpcClient,
  address: string,
  validatorId: bigint,
  signal?: AbortSignal,
) {
  const [delegation] = await readDelegationObjects(rpc, address, signal, validatorId)
  return { delegation: delegation ?? null }
}

/** `delegationsByAddress`: every delegation on the first page (a later page is empty). */
export async function delegationsByAddressOverRpc(
  rpc: RpcClient,
  address: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const all = cursor === null ? await readDelegationObjects(rpc, address, signal) : []
  const edges = all.map((delegation) => ({ cursor: delegation.toStakerId, delegation }))
  return {
    delegationsByAddress: {
      pageInfo: {
        first: edges[0]?.cursor ?? null,
        last: edges.at(-1)?.cursor ?? null,
        hasNext: false,
        hasPrevious: cursor !== null,
      },
      totalCount: toQuantity(edges.length),
      edges,
    },
  }
}

/** `delegation { unlockedAmount }` */
export async function unlockedAmountOverRpc(
  rpc: RpcClient,
  address: string,
  validatorId: bigint,
  signal?: AbortSignal,
) {
  const amount = (await readOne(
    rpc,
    { contract: sfcReadInterface(), to: SFC_ADDRESS, fn: 'getUnlockedStake', args: [address, validatorId] },
    signal,
  )) as bigint
  return { delegation: { unlockedAmount: toQuantity(amount) } }
}

/** `delegation { unlockPenalty(amount) }`: `unlockStake` simulated from the delegator; a revert is the error. */
export async function unlockPenaltyOverRpc(
  rpc: RpcClient,
  address: string,
  validatorId: bigint,
  amount: bigint,
  signal?: AbortSignal,
) {
  const penalty = (await readOne(
    rpc,
    {
      contract: sfcReadInterface(),
      to: SFC_ADDRESS,
      fn: 'unlockStake',
      args: [validatorId, amount],
      from: address,
    },
    signal,
  )) as bigint
  return { delegation: { unlockPenalty: toQuantity(penalty) } }
}

/** `epoch { id }`-style reads: the current sealed epoch number. */
export async function currentSealedEpochOverRpc(rpc: RpcClient, signal?: AbortSignal): Promise<bigint> {
  return (await readOne(
    rpc,
    { contract: sfcReadInterface(), to: SFC_ADDRESS, fn: 'currentSealedEpoch', args: [] },
    signal,
  )) as bigint
}
