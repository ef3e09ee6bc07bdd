import { getDelegation } from '../../api/staking/getDelegation.js'
import { getErc20TokenAllowance } from '../../api/tokens/getErc20TokenAllowance.js'
import { ContractInputError } from '../../contracts/ContractInputError.js'
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
import { formatAmount } from '../../format/formatAmount.js'
import type { LockDaysBounds } from '../../staking/computeLockDaysBounds.js'
import { computeUndelegateAmount, formatUnstakeLockWarning } from '../../staking/computeUndelegateAmount.js'
import { computeUndelegatePlan } from '../../staking/computeUndelegatePlan.js'
import {
  canClaimRewards,
  canRepaySftm,
  canUndelegate,
  type DelegationState,
  needsSftmAllowance,
} from '../../staking/permissions.js'
import { computeLockAmount, validateLockAmount } from '../../staking/validateLockAmount.js'
import { validateRestake } from '../../staking/validateRestake.js'
import { validateStakeAmount, validateStakeValidator } from '../../staking/validateStakeAmount.js'
import { validateUndelegateAmount } from '../../staking/validateUndelegateAmount.js'
import type { FlowContextDependencies, FlowDefinition, FlowStep } from '../engine/types.js'
import { ALLOW_SKIPPED_NOTICE } from './approvals.js'
import { firstRefusal, noRules, passes, refuses } from './check.js'
import { assertParams, type FlowContracts, resolveFlowContracts } from './contracts.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { allowStep, dynamicStep, staticStep } from './step.js'

/** The validator a stake goes to, as its rules need it. */
export interface StakeValidatorFacts {
  /** What the validator can still accept (wei); caps the stake. */
  delegatedLimit?: bigint | undefined
  name?: string | undefined
}

export interface DelegateParams {
  validatorId: IntegerLike
  /** wei */
  amount: bigint
}

export interface DelegateFacts {
  /** Wallet balance and gas price in wei. */
  balance: bigint
  gasPrice: bigint
  validator?: StakeValidatorFacts | undefined
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/**
 * Delegate, or increase a delegation (1 step): `delegate(validatorId)` with the amount as value. Check: 1 FTM up to
 * the balance left after gas, then the validator's limit (validateStakeAmount); a validator must be chosen.
 */
export const delegateFlow: FlowDefinition<DelegateParams, DelegateFacts> = {
  id: 'delegate',
  check: ({ validatorId, amount }, { balance, gasPrice, validator, fractionDigits }) =>
    firstRefusal([
      ['amount', () => validateStakeAmount({ amount, balance, gasPrice, validator, fractionDigits })],
      ['validatorId', () => validateStakeValidator(validatorId)],
    ]),
  plan: ({ validatorId, amount }) => ({
    steps: [staticStep('delegate', 'Delegate', buildDelegateTx({ validatorId, amount }))],
  }),
}

export interface ValidatorParams {
  validatorId: IntegerLike
}

export interface ClaimRewardsFacts {
  delegation: Pick<DelegationState, 'isFluidStakingActive' | 'pendingRewards' | 'amountDelegated'>
}

/** Claim (and claim & restake) need pending rewards the delegation may claim (canClaimRewards). */
const refuseWithoutRewards = (
  validatorId: IntegerLike,
  delegation: ClaimRewardsFacts['delegation'],
  verb: string,
) =>
  !canClaimRewards(delegation) || delegation.pendingRewards === 0n
    ? new FlowRuleError('FLOW_NOTHING_TO_CLAIM', FLOW_MESSAGES.noRewards(verb, String(validatorId)))
    : undefined

/** Claim rewards (1 step); refused without rewards to claim. */
export const claimRewardsFlow: FlowDefinition<ValidatorParams, ClaimRewardsFacts> = {
  id: 'claimRewards',
  check: ({ validatorId }, { delegation }) =>
    refuses(refuseWithoutRewards(validatorId, delegation, 'claim from')),
  plan: ({ validatorId }) => ({
    steps: [staticStep('claim', 'Claim Rewards', buildClaimRewardsTx({ validatorId }))],
  }),
}

export interface ClaimAndRestakeFacts extends ClaimRewardsFacts {
  /** The validator's delegatedLimit (wei) caps the restake; without it only the rewards are checked. */
  validator?: { delegatedLimit: bigint; name?: string | undefined } | undefined
}

/**
 * Claim & restake (1 step): `restakeRewards`. Refused without rewards, and above the validator's limit: 'Staking
 * limit reached. You can restake max …' (validateRestake).
 */
export const claimAndRestakeFlow: FlowDefinition<ValidatorParams, ClaimAndRestakeFacts> = {
  id: 'claimAndRestake',
  check: ({ validatorId }, { delegation, validator }) =>
    firstRefusal([
      [undefined, () => refuseWithoutRewards(validatorId, delegation, 'restake at')],
      [
        undefined,
        () =>
          validator &&
          validateRestake({
            pendingRewards: delegation.pendingRewards,
            delegatedLimit: validator.delegatedLimit,
            validatorName: validator.name,
            validatorId: BigInt(validatorId),
          }),
      ],
    ]),
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
  /** The user's decimal points for the '{n} FTM slashing applied' notice (default 2). */
  fractionDigits?: number | undefined
}

async function readDelegation(validatorId: IntegerLike, { client, from, signal }: FlowContextDependencies) {
  const delegation = await getDelegation(client, { address: from, stakerId: BigInt(validatorId), signal })
  assertParams(delegation !== null, 'delegation')
  return delegation
}

export interface UndelegateFacts {
  delegation: Pick<
    DelegationState,
    'amountDelegated' | 'amountInWithdraw' | 'unlockedAmount' | 'isDelegationLocked'
  >
  /** The API's unlockPenalty for the locked part to unlock (wei), when known: it joins the warning. */
  penalty?: bigint | undefined
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/**
 * Undelegate: 3 stages (Undelegate, Confirm, Finished) or, when the delegation is locked and the amount exceeds
 * the unlocked part, 4 (Unlock, Confirm, Undelegate, Finished): `unlockStake(excess)` first, then `undelegate` with
 * the amount capped at what is unlocked afterwards (the penalty may take some, computeUndelegateAmount).
 * Check: something left to undelegate, 1 FTM ≤ amount ≤ delegated; warns '{x} FTM of {y} FTM are still locked.'
 * (with the penalty) when an unlock comes first.
 */
export const undelegateFlow: FlowDefinition<UndelegateParams, UndelegateFacts> = {
  id: 'undelegate',
  check({ validatorId, amount }, { delegation, penalty, fractionDigits }) {
    if (!canUndelegate(delegation)) {
      const message = FLOW_MESSAGES.nothingToUndelegate(String(validatorId))
      return refuses(new FlowRuleError('FLOW_NOT_ALLOWED', message))
    }
    const error = validateUndelegateAmount({
      amount,
      amountDelegated: delegation.amountDelegated,
      fractionDigits,
    })
    if (error) return refuses(error, 'amount')
    const plan = computeUndelegatePlan({ ...delegation, amount })
    const warning = formatUnstakeLockWarning({ ...plan, penalty, fractionDigits })
    return passes(warning ? [warning] : [])
  },
  async plan(params, dependencies) {
    const { validatorId } = params
    const delegation = params.delegation ?? (await readDelegation(validatorId, dependencies))
    const plan = computeUndelegatePlan({ ...delegation, amount: params.amount })
    const withdrawalRequestId = params.withdrawalRequestId ?? createWithdrawalRequestId()
    if (plan.unlockAmount === 0n) {
      const call = buildUndelegateTx({ validatorId, withdrawalRequestId, amount: plan.amount })
      return { steps: [staticStep('undelegate', 'Undelegate', call)] }
    }
    // The unlock's penalty may leave less unlocked than asked for: the step's notice says how much was cut.
    let slashing: string | undefined
    const undelegate = dynamicStep('undelegate', 'Undelegate', async (context) => {
      const { unlockedAmount } = await readDelegation(validatorId, context)
      const { amount, warning } = computeUndelegateAmount({
        requested: plan.amount,
        unlockedAmount,
        fractionDigits: params.fractionDigits,
      })
      slashing = warning
      return buildUndelegateTx({ validatorId, withdrawalRequestId, amount })
    })
    const steps: FlowStep[] = [
      staticStep('unlock', 'Unlock', buildUnlockStakeTx({ validatorId, amount: plan.unlockAmount })),
      { ...undelegate, notice: () => slashing },
    ]
    return { steps }
  },
}

export interface LockDelegationParams {
  validatorId: IntegerLike
  /** Seconds (computeLockDuration). */
  lockupDuration: IntegerLike
  /** wei to lock, as entered. */
  amount: bigint
  /** The delegation's amountDelegated: above 99.95 % of it the whole of it is locked (computeLockAmount). */
  amountDelegated?: bigint | undefined
}

export interface ExtendLockFacts {
  /** computeLockDaysBounds: when no lock is possible, `reason` says why. */
  bounds: Pick<LockDaysBounds, 'canLock' | 'reason'>
}

export interface LockDelegationFacts extends ExtendLockFacts {
  /** The delegation's amountDelegated (wei). */
  amountDelegated: bigint
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

const refuseUnlessLockable = (bounds: ExtendLockFacts['bounds']) =>
  bounds.canLock ? undefined : bounds.reason

/**
 * Lock a delegation (Lock, Confirm, Finished): `lockStake`. Check: a lock is possible (the days bounds), then
 * 1 FTM ≤ amount ≤ delegated (validateLockAmount).
 */
export const lockDelegationFlow: FlowDefinition<LockDelegationParams, LockDelegationFacts> = {
  id: 'lockDelegation',
  check: ({ amount }, { bounds, amountDelegated, fractionDigits }) =>
    firstRefusal([
      ['lockupDuration', () => refuseUnlessLockable(bounds)],
      ['amount', () => validateLockAmount({ amount, amountDelegated, fractionDigits })],
    ]),
  plan: ({ validatorId, lockupDuration, amount, amountDelegated }) => {
    const locked = amountDelegated === undefined ? amount : computeLockAmount({ amount, amountDelegated })
    const call = buildLockStakeTx({ validatorId, lockupDuration, amount: locked })
    return { steps: [staticStep('lock', 'Lock', call)] }
  },
}

export type ExtendLockParams = Omit<LockDelegationParams, 'amount' | 'amountDelegated'>

/** Extend a running lock (1 step): `relockStake(validatorId, duration, 0)`. Check: a lock is possible. */
export const extendLockFlow: FlowDefinition<ExtendLockParams, ExtendLockFacts> = {
  id: 'extendLock',
  check: (_params, { bounds }) => refuses(refuseUnlessLockable(bounds), 'lockupDuration'),
  plan: ({ validatorId, lockupDuration }) => ({
    steps: [staticStep('relock', 'Lock', buildRelockStakeTx({ validatorId, lockupDuration, amount: 0n }))],
  }),
}

export interface SftmParams {
  validatorId: IntegerLike
  contracts?: Partial<FlowContracts> | undefined
}

/**
 * Mint sFTM against a locked delegation (1 step): `mintSFTM(validatorId)` on the stake tokenizer. No rule of its
 * own: whether it is offered at all is canMintSftm (a feature flag in the web wallet).
 */
export const mintSftmFlow: FlowDefinition<SftmParams, unknown> = {
  id: 'mintSftm',
  check: noRules,
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

export interface RepaySftmFacts {
  /** The wallet's sFTM balance (wei). */
  sftmBalance: bigint
  /** The user's decimal points for the amounts of the check's message (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/**
 * Repay sFTM: Allow, Confirm (`increaseAllowance(sFTM → tokenizer, outstanding × 1.05)`, then `redeemSFTM`), or only
 * Confirm when the allowance already covers the outstanding amount. Check: sFTM is outstanding and the wallet
 * holds that much (canRepaySftm).
 */
export const repaySftmFlow: FlowDefinition<RepaySftmParams, RepaySftmFacts> = {
  id: 'repaySftm',
  check({ validatorId, amount }, { sftmBalance, fractionDigits }) {
    if (canRepaySftm({ outstandingSFTM: amount, sftmBalance })) return passes()
    const shown = (value: bigint) =>
      formatAmount(value, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits })
    const message =
      amount === 0n
        ? FLOW_MESSAGES.noSftmToRepay(String(validatorId))
        : FLOW_MESSAGES.notEnoughSftm(shown(amount), shown(sftmBalance))
    return refuses(new FlowRuleError('FLOW_NOT_ALLOWED', message), 'amount')
  },
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
    // docs/behaviour/approvals.md#allow-skipped: the plan says why there is no Allow step.
    if (!needsSftmAllowance({ outstandingSFTM: amount, allowance }))
      return { steps: [redeem], notices: [ALLOW_SKIPPED_NOTICE] }
    const allow = buildIncreaseAllowanceTx({
      token: sftm,
      spender: tokenizer,
      amount: computeAllowanceAmount({ amount }),
    })
    return { steps: [allowStep('allow', 'Allow', allow, amount), redeem] }
  },
}

export interface WithdrawParams {
  validatorId: IntegerLike
  /** The request's `withdrawRequestID` as the API returned it ('Need withdrawRequestID' without it). */
  withdrawRequestId: IntegerLike | undefined | null
}

/** Withdraw an undelegation after its waiting period (1 step). Check: 'Need withdrawRequestID' without one. */
export const withdrawFlow: FlowDefinition<WithdrawParams, unknown> = {
  id: 'withdraw',
  check: ({ withdrawRequestId }) =>
    refuses(
      withdrawRequestId === undefined || withdrawRequestId === null
        ? new ContractInputError('CONTRACT_MISSING_WITHDRAW_REQUEST_ID', 'Need withdrawRequestID', {
            details: { field: 'withdrawalRequestId' },
          })
        : undefined,
      'withdrawRequestId',
    ),
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

export interface UnlockStakeParams {
  validatorId: IntegerLike
  /** Locked wei to unlock early (a penalty applies). */
  amount: bigint
}

export interface UnlockStakeFacts {
  delegation: Pick<DelegationState, 'amountDelegated' | 'unlockedAmount' | 'isDelegationLocked'>
  /** The API's unlockPenalty for the amount (wei), when known: warned about. */
  penalty?: bigint | null | undefined
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/**
 * Unlock locked stake on its own (1 step): `unlockStake` (the undelegate flow does it as its first step when
 * needed). Check: the delegation is locked and the amount at most what is locked; warns about the penalty.
 */
export const unlockStakeFlow: FlowDefinition<UnlockStakeParams, UnlockStakeFacts> = {
  id: 'unlockStake',
  check({ validatorId, amount }, { delegation, penalty, fractionDigits }) {
    const shown = (value: bigint) =>
      formatAmount(value, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits })
    const locked = delegation.amountDelegated - delegation.unlockedAmount
    if (!delegation.isDelegationLocked || locked <= 0n) {
      const message = FLOW_MESSAGES.notLocked(String(validatorId))
      return refuses(new FlowRuleError('FLOW_NOT_ALLOWED', message))
    }
    if (amount > locked) {
      const message = FLOW_MESSAGES.unlockStakeMax(shown(locked))
      return refuses(
        new FlowRuleError('FLOW_AMOUNT_TOO_HIGH', message, { details: { max: locked } }),
        'amount',
      )
    }
    return passes(penalty ? [FLOW_MESSAGES.unlockPenalty(shown(penalty))] : [])
  },
  plan: ({ validatorId, amount }) => ({
    steps: [staticStep('unlock', 'Unlock', buildUnlockStakeTx({ validatorId, amount }))],
  }),
}

/** Several delegations at once: each has its own facts (its delegation, its validator). */
export interface EachValidatorFacts<Facts> {
  each: readonly Facts[]
}

/**
 * A one-delegation flow for each of several validators, as one flow (one confirmation, one unlock): the steps of
 * each, in order; the check refuses with the first delegation's refusal.
 */
function forEachValidator<Facts>(
  id: string,
  flow: FlowDefinition<ValidatorParams, Facts>,
): FlowDefinition<{ each: readonly ValidatorParams[] }, EachValidatorFacts<Facts>> {
  return {
    id,
    check({ each }, facts) {
      if (each.length === 0 || facts.each.length !== each.length)
        return refuses(new FlowRuleError('FLOW_BAD_PARAMETERS', FLOW_MESSAGES.badParameters))
      const checks = each.map((params, i) => flow.check(params, facts.each[i] as Facts))
      return checks.find((check) => check.error) ?? passes(checks.flatMap((check) => check.warnings))
    },
    async plan({ each }, dependencies) {
      const plans = await Promise.all(each.map((params) => flow.plan(params, dependencies)))
      return {
        steps: plans.flatMap((plan, i) => plan.steps.map((step) => ({ ...step, id: `${step.id}-${i}` }))),
      }
    },
  }
}

/** Claim the rewards of several delegations (one Claim Rewards step each); each one's claim check. */
export const claimAllRewardsFlow = /* @__PURE__ */ forEachValidator('claimAllRewards', claimRewardsFlow)

/** Restake the rewards of several delegations (one Claim & Restake step each); each one's restake check. */
export const restakeAllRewardsFlow = /* @__PURE__ */ forEachValidator(
  'restakeAllRewards',
  claimAndRestakeFlow,
)
