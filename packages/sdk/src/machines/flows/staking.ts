import { getDelegation } from '../../api/staking/getDelegation.js'
import { getErc20TokenAllowance } from '../../api/tokens/getErc20TokenAllowance.js'
import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildClaimRewardsTx } from '../../contracts/sfc/buildClaimRewardsTx.js'
import { buildDelegateTx } from '../../contracts/sfc/buildDelegateTx.js'
import { buildLockStakeTx } from '../../contracts/sfc/buildLockStakeTx.js'
import { buildRelockStakeTx } from '../../contracts/sfc/buildRelockStakeTx.js'
import { buildRestakeRewardsTx } from '../../contracts/sfc/buildRestakeRewardsTx.js'
import { buildUndelegateTx } from '../../contracts/sfc/buildUndelegateTx.js'
import { buildUnlockStakeTx } from '../../contracts/sfc/buildUnlockStakeTx.js'
import { buildWithdrawTx } from '../../contracts/sfc/buildWithdrawTx.js'
import { createWithdrawalRequestId } from '../../contracts/sfc/createWithdrawalRequestId.js'
import { buildMintSftmTx } from '../../contracts/stakeTokenizer/buildMintSftmTx.js'
import { buildRedeemSftmTx } from '../../contracts/stakeTokenizer/buildRedeemSftmTx.js'
import type { IntegerLike } from '../../contracts/types.js'
import { computeAllowanceAmount } from '../../fmint/amounts.js'
import { computeUndelegateAmount } from '../../staking/computeUndelegateAmount.js'
import { computeUndelegatePlan } from '../../staking/computeUndelegatePlan.js'
import { needsSftmAllowance } from '../../staking/permissions.js'
import type { FlowContextDependencies, FlowDefinition, FlowStep } from '../engine/types.js'
import { assertParams, type FlowContracts, resolveFlowContracts } from './contracts.js'
import { dynamicStep, staticStep } from './step.js'

export interface DelegateParams {
  validatorId: IntegerLike
  /** wei */
  amount: bigint
}

/** Delegate, or increase a delegation (1 step): `delegate(validatorId)` with the amount as value. */
export const delegateFlow: FlowDefinition<DelegateParams> = {
  id: 'delegate',
  plan: ({ validatorId, amount }) => ({
    steps: [staticStep('delegate', 'Delegate', buildDelegateTx({ validatorId, amount }))],
  }),
}

export interface ValidatorParams {
  validatorId: IntegerLike
}

/** Claim rewards (1 step). */
export const claimRewardsFlow: FlowDefinition<ValidatorParams> = {
  id: 'claimRewards',
  plan: ({ validatorId }) => ({
    steps: [staticStep('claim', 'Claim Rewards', buildClaimRewardsTx({ validatorId }))],
  }),
}

/** Claim & restake (1 step): `restakeRewards`. */
export const claimAndRestakeFlow: FlowDefinition<ValidatorParams> = {
  id: 'claimAndRestake',
  plan: ({ validatorId }) => ({
    steps: [staticStep('restake', 'Claim & Restake', buildRestakeRewardsTx({ validatorId }))],
  }),
}

export interface UndelegateParams {
  validatorId: IntegerLike
  /** wei the user asked to undelegate. */
  amount: bigint
  /** The delegation's state (the API's Delegation); read from the API when absent. */
  delegation?: { amountDelegated: bigint; unlockedAmount: bigint; isDelegationLocked: boolean } | undefined
  /** A fixed request id (a fresh random one by default, kept for retries). */
  withdrawalRequestId?: IntegerLike | undefined
}

async function readDelegation(validatorId: IntegerLike, { client, from, signal }: FlowContextDependencies) {
  const delegation = await getDelegation(client, { address: from, stakerId: BigInt(validatorId), signal })
  assertParams(delegation !== null, 'delegation')
  return delegation
}

/**
 * Undelegate: 3 stages (Undelegate, Confirm, Finished) or, when the delegation is locked and the amount exceeds
 * the unlocked part, 4 (Unlock, Confirm, Undelegate, Finished): `unlockStake(excess)` first, then `undelegate` with
 * the amount capped at what is unlocked afterwards (the penalty may take some, computeUndelegateAmount).
 */
export const undelegateFlow: FlowDefinition<UndelegateParams> = {
  id: 'undelegate',
  async plan(params, dependencies) {
    const { validatorId } = params
    const delegation = params.delegation ?? (await readDelegation(validatorId, dependencies))
    const plan = computeUndelegatePlan({ ...delegation, amount: params.amount })
    const withdrawalRequestId = params.withdrawalRequestId ?? createWithdrawalRequestId()
    if (plan.unlockAmount === 0n) {
      const call = buildUndelegateTx({ validatorId, withdrawalRequestId, amount: plan.amount })
      return { steps: [staticStep('undelegate', 'Undelegate', call)] }
    }
    const steps: FlowStep[] = [
      staticStep('unlock', 'Unlock', buildUnlockStakeTx({ validatorId, amount: plan.unlockAmount })),
      dynamicStep('undelegate', 'Undelegate', async (context) => {
        const { unlockedAmount } = await readDelegation(validatorId, context)
        const { amount } = computeUndelegateAmount({ requested: plan.amount, unlockedAmount })
        return buildUndelegateTx({ validatorId, withdrawalRequestId, amount })
      }),
    ]
    return { steps }
  },
}

export interface LockDelegationParams {
  validatorId: IntegerLike
  /** Seconds (computeLockDuration). */
  lockupDuration: IntegerLike
  /** wei to lock (computeLockAmount). */
  amount: bigint
}

/** Lock a delegation (Lock, Confirm, Finished): `lockStake`. */
export const lockDelegationFlow: FlowDefinition<LockDelegationParams> = {
  id: 'lockDelegation',
  plan: (params) => ({ steps: [staticStep('lock', 'Lock', buildLockStakeTx(params))] }),
}

export type ExtendLockParams = Omit<LockDelegationParams, 'amount'>

/** Extend a running lock (1 step): `relockStake(validatorId, duration, 0)`. */
export const extendLockFlow: FlowDefinition<ExtendLockParams> = {
  id: 'extendLock',
  plan: ({ validatorId, lockupDuration }) => ({
    steps: [staticStep('relock', 'Lock', buildRelockStakeTx({ validatorId, lockupDuration, amount: 0n }))],
  }),
}

export interface SftmParams {
  validatorId: IntegerLike
  contracts?: Partial<FlowContracts> | undefined
}

/** Mint sFTM against a locked delegation (1 step): `mintSFTM(validatorId)` on the stake tokenizer. */
export const mintSftmFlow: FlowDefinition<SftmParams> = {
  id: 'mintSftm',
  async plan({ validatorId, contracts }, dependencies) {
    const { stakeTokenizer } = await resolveFlowContracts(['stakeTokenizer'], contracts, dependencies)
    return {
      steps: [staticStep('mint', 'Mint sFTM', buildMintSftmTx({ tokenizer: stakeTokenizer, validatorId }))],
    }
  },
}

export interface RepaySftmParams extends SftmParams {
  /** The delegation's outstanding sFTM, repaid in full. */
  amount: bigint
  /** sFTM allowance of the tokenizer; read from the API when absent. */
  allowance?: bigint | undefined
}

/**
 * Repay sFTM: Allow, Confirm (`increaseAllowance(sFTM → tokenizer, outstanding × 1.05)`, then `redeemSFTM`), or only
 * Confirm when the allowance already covers the outstanding amount.
 */
export const repaySftmFlow: FlowDefinition<RepaySftmParams> = {
  id: 'repaySftm',
  async plan({ validatorId, amount, contracts, ...params }, dependencies) {
    const { stakeTokenizer: tokenizer, sftm } = await resolveFlowContracts(
      ['stakeTokenizer', 'sftm'],
      contracts,
      dependencies,
    )
    const { client, from, signal } = dependencies
    const allowance =
      params.allowance ??
      (await getErc20TokenAllowance(client, { token: sftm, owner: from, spender: tokenizer, signal }))
    const redeem = staticStep('redeem', 'Confirm', buildRedeemSftmTx({ tokenizer, validatorId, amount }))
    if (!needsSftmAllowance({ outstandingSFTM: amount, allowance })) return { steps: [redeem] }
    const allow = buildIncreaseAllowanceTx({
      token: sftm,
      spender: tokenizer,
      amount: computeAllowanceAmount({ amount }),
    })
    return { steps: [staticStep('allow', 'Allow', allow), redeem] }
  },
}

export interface WithdrawParams {
  validatorId: IntegerLike
  /** The request's `withdrawRequestID` as the API returned it ('Need withdrawRequestID' without it). */
  withdrawRequestId: IntegerLike | undefined | null
}

/** Withdraw an undelegation after its waiting period (1 step). */
export const withdrawFlow: FlowDefinition<WithdrawParams> = {
  id: 'withdraw',
  plan: ({ validatorId, withdrawRequestId }) => ({
    steps: [
      staticStep(
        'withdraw',
        'Withdraw',
        buildWithdrawTx({ validatorId, withdrawalRequestId: withdrawRequestId }),
      ),
    ],
  }),
}
