import { useChainTime, useDelegationUnlockPenalty, useWallet } from '@ftm-wallet/react'
import {
  computeLockAmount,
  computeLockDaysBounds,
  type Delegation,
  formatFtmAmount,
  type StakerListItem,
  stakingTexts,
  testnet,
  type WithdrawRequest,
} from '@ftm-wallet/sdk'
import {
  claimAndRestakeFlow,
  claimAndRestakeMachine,
  claimRewardsMachine,
  extendLockFlow,
  extendLockMachine,
  lockDelegationFlow,
  lockDelegationMachine,
  mintSftmMachine,
  repaySftmMachine,
  type UndelegateParams,
  undelegateMachine,
  withdrawMachine,
} from '@ftm-wallet/sdk/machines'
import { useState } from 'react'
import type { FlowStages } from '../../flow/FlowConfirmation.js'
import { useAmountText, useDisplay } from '../../ui/display.js'
import type { DetailAction } from './DelegationDetail.js'
import { FlowDialog } from './FlowDialog.js'
import { LockForm } from './LockForm.js'
import { SftmSummary } from './SftmSummary.js'
import { UndelegateForm } from './UndelegateForm.js'

export type OpenAction = { kind: DetailAction } | { kind: 'withdraw'; request: WithdrawRequest }

export interface DetailDialogsProps {
  action: OpenAction
  address: string
  delegation: Delegation
  validator: StakerListItem | undefined
  minLockupDuration: number
  /** The network's SFC `withdrawalPeriodTime` in seconds (the undelegate note). */
  withdrawalPeriodTime: number
  isValidatorAccount: boolean
  onClose: () => void
}

// Step bars (docs/behaviour/staking.md#undelegating): 'Lock, Confirm, Finished'; 'Undelegate, Confirm, Finished' or,
// with an unlock first, 'Unlock, Confirm, Undelegate, Finished'.
const LOCK_STAGES: FlowStages = { labels: ['Lock', 'Confirm'], current: () => 1 }
const UNDELEGATE_STAGES: FlowStages = { labels: ['Undelegate', 'Confirm'], current: () => 1 }
const UNLOCK_UNDELEGATE_STAGES: FlowStages = {
  labels: ['Unlock', 'Confirm', 'Undelegate'],
  current: ({ state, stepIndex }) => (stepIndex === 0 ? 0 : state === 'confirm' ? 1 : 2),
}

/** The window of one delegation action: claim, restake, undelegate, lock/extend, sFTM, withdraw. */
export function DetailDialogs(props: DetailDialogsProps) {
  const { action, delegation, validator, onClose } = props
  const validatorId = delegation.toStakerId
  const name = validator?.stakerInfo?.name || stakingTexts.unknownValidator
  // The pending rewards (an estimate of what the claim collects) and the amount a withdraw request returns (the
  // withdraw call carries only the request's id) are cut to the user's decimal points
  // (docs/behaviour/tokens-and-assets.md#number-formatting).
  const amountText = useAmountText()
  const summary = (
    <p>
      Validator: {name}, {validatorId.toString()}
    </p>
  )
  switch (action.kind) {
    case 'claim':
    case 'claimUnconditioned':
      return (
        <FlowDialog
          title="Claim Rewards"
          machine={claimRewardsMachine}
          params={{ validatorId }}
          onClose={onClose}
        >
          {summary}
          <p>Pending Rewards: {amountText(delegation.pendingRewards)} FTM</p>
        </FlowDialog>
      )
    case 'restake': {
      // The restake flow's check: rewards to restake, within the validator's limit.
      const blocked = claimAndRestakeFlow.check(
        { validatorId },
        { delegation, validator: validator && { delegatedLimit: validator.delegatedLimit, name } },
      ).error
      return (
        <FlowDialog
          title="Claim & Restake"
          machine={claimAndRestakeMachine}
          params={blocked ? undefined : { validatorId }}
          form={<p role="alert">{blocked?.message}</p>}
          onClose={onClose}
        >
          {summary}
          <p>Pending Rewards: {amountText(delegation.pendingRewards)} FTM</p>
        </FlowDialog>
      )
    }
    case 'undelegate':
      return <UndelegateDialog {...props} summary={summary} />
    case 'lock':
    case 'extend':
      return <LockDialog {...props} summary={summary} extend={action.kind === 'extend'} />
    case 'mintSftm':
      return (
        <FlowDialog title="Mint sFTM" machine={mintSftmMachine} params={{ validatorId }} onClose={onClose}>
          <SftmSummary kind="mint" delegation={delegation} validatorName={name} />
        </FlowDialog>
      )
    case 'repaySftm':
      // Allow, Confirm, Finished, or Confirm, Finished when the allowance covers the outstanding sFTM (the SDK's
      // plan reads it); the redeem's success closes the window (docs/behaviour/sftm.md#repaying).
      return (
        <FlowDialog
          title="Repay sFTM"
          machine={repaySftmMachine}
          params={{ validatorId, amount: delegation.outstandingSFTM }}
          closeOnSuccess
          allowTokens={{ allow: 'sFTM' }}
          onClose={onClose}
        >
          <SftmSummary kind="repay" delegation={delegation} validatorName={name} />
        </FlowDialog>
      )
    case 'withdraw':
      return (
        <FlowDialog
          title="Withdraw FTM"
          machine={withdrawMachine}
          params={{ validatorId, withdrawRequestId: action.request.withdrawRequestID }}
          onClose={onClose}
        >
          {summary}
          <p>Withdraw: {amountText(action.request.amount)} FTM</p>
        </FlowDialog>
      )
  }
}

type InnerProps = DetailDialogsProps & { summary: React.ReactNode }

function UndelegateDialog({ address, delegation, summary, onClose, withdrawalPeriodTime }: InnerProps) {
  const [params, setParams] = useState<UndelegateParams | undefined>()
  const [unlockAmount, setUnlockAmount] = useState(0n)
  // The '{n} FTM slashing applied' notice in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const { fractionDigits } = useDisplay()
  const penalty = useDelegationUnlockPenalty({
    address,
    stakerId: delegation.toStakerId,
    amount: unlockAmount,
  })
  const locked = params && delegation.isDelegationLocked && params.amount > delegation.unlockedAmount
  return (
    <FlowDialog
      title="Undelegate"
      machine={undelegateMachine}
      params={params}
      stages={locked ? UNLOCK_UNDELEGATE_STAGES : UNDELEGATE_STAGES}
      onClose={onClose}
      onEnd={(outcome) => (outcome === 'closed' ? onClose() : setParams(undefined))}
      form={
        <UndelegateForm
          delegation={delegation}
          withdrawalPeriodTime={withdrawalPeriodTime}
          penalty={penalty.data ?? undefined}
          onUnlockAmountChange={setUnlockAmount}
          onSubmit={(amount) =>
            setParams({ validatorId: delegation.toStakerId, amount, delegation, fractionDigits })
          }
        />
      }
    >
      {summary}
      <p>Undelegate: {formatFtmAmount(params?.amount ?? 0n)} FTM</p>
    </FlowDialog>
  )
}

function LockDialog({
  delegation,
  validator,
  summary,
  onClose,
  extend,
  ...props
}: InnerProps & { extend: boolean }) {
  const now = useChainTime()
  const { network } = useWallet()
  const { fractionDigits } = useDisplay()
  const [lockupDuration, setDuration] = useState<number | undefined>()
  const [at] = useState(now)
  const bounds = computeLockDaysBounds({
    now: at,
    minLockupDuration: props.minLockupDuration,
    validatorLockedUntil: validator?.lockedUntil ?? 0,
    delegationLockedUntil: delegation.lockedUntil,
    isValidatorAccount: props.isValidatorAccount,
    mode: extend ? 'extend' : 'lock',
    currentLockDuration: delegation.lockDuration,
  })
  const amount = computeLockAmount({
    amount: delegation.unlockedAmount,
    amountDelegated: delegation.amountDelegated,
  })
  const validatorId = delegation.toStakerId
  // The lock flows' check; the form shows the bounds' reason itself, the amount's error beside it ('You can lock
  // max …' in the user's decimal points, docs/behaviour/tokens-and-assets.md#number-formatting).
  const check = extend
    ? extendLockFlow.check({ validatorId, lockupDuration: 0 }, { bounds })
    : lockDelegationFlow.check(
        { validatorId, lockupDuration: 0, amount },
        { bounds, amountDelegated: delegation.amountDelegated, fractionDigits },
      )
  const amountError = check.field === 'amount' ? check.error : undefined
  const form = (
    <LockForm
      bounds={bounds}
      now={at}
      isValidatorAccount={props.isValidatorAccount}
      isTestnet={network.chainId === testnet.chainId}
      currentLockDuration={extend ? delegation.lockDuration : undefined}
      amountError={amountError?.message}
      onCancel={onClose}
      onSubmit={setDuration}
    />
  )
  const content = (
    <>
      {summary}
      <p>
        {/* The amount the lock signs, exact (docs/behaviour/tokens-and-assets.md#number-formatting). */}
        Lock: {formatFtmAmount(extend ? delegation.amountDelegated : amount)} FTM for{' '}
        {Math.round((lockupDuration ?? 0) / 86_400)} days
      </p>
    </>
  )
  return extend ? (
    <FlowDialog
      title="Lock Delegation"
      machine={extendLockMachine}
      params={lockupDuration === undefined ? undefined : { validatorId, lockupDuration }}
      form={form}
      stages={LOCK_STAGES}
      successTitle={stakingTexts.lockSuccess}
      onClose={onClose}
    >
      {content}
    </FlowDialog>
  ) : (
    <FlowDialog
      title="Lock Delegation"
      machine={lockDelegationMachine}
      params={lockupDuration === undefined ? undefined : { validatorId, lockupDuration, amount }}
      form={form}
      stages={LOCK_STAGES}
      successTitle={stakingTexts.lockSuccess}
      onClose={onClose}
    >
      {content}
    </FlowDialog>
  )
}
