import {
  computeUndelegateAmount,
  computeUndelegatePlan,
  formatUnits,
  formatWithdrawalPeriod,
  parseAmountInput,
  stakingTexts,
} from '@ftm-wallet/sdk'
import { undelegateFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { useAmountText, useDisplay } from '../../ui/display.js'
import { Field } from '../../ui/Field.js'
import { blockSigns } from './LockForm.js'

export interface UndelegateFormProps {
  delegation: {
    toStakerId: bigint
    amountDelegated: bigint
    amountInWithdraw: bigint
    unlockedAmount: bigint
    isDelegationLocked: boolean
    pendingRewards: bigint
    /** Unix seconds the lock ends (0 without a lock). */
    lockedUntil?: number | undefined
  }
  /** The network's SFC `withdrawalPeriodTime` in seconds, told in the note. */
  withdrawalPeriodTime: number
  /** The API's unlockPenalty for the part still locked (wei), when known. */
  penalty: bigint | undefined
  /** Tells the page which locked amount to ask the penalty for. */
  onUnlockAmountChange?: (unlockAmount: bigint) => void
  onSubmit: (amount: bigint) => void
}

/**
 * Undelegate: amount with 'Entire Delegation', the note with the network's withdrawal period and the lock and
 * slashing warnings.
 */
export function UndelegateForm({
  delegation,
  withdrawalPeriodTime,
  penalty,
  onUnlockAmountChange,
  onSubmit,
}: UndelegateFormProps) {
  const [text, setText] = useState('')
  const { fractionDigits } = useDisplay()
  const amountText = useAmountText()
  const amount = parseAmountInput(text.trim())
  // The undelegate flow's check: 1 FTM up to the delegation (text that is no amount counts as 0), and the lock
  // warning with the penalty; its amounts in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const check =
    text === ''
      ? undefined
      : undelegateFlow.check(
          { validatorId: delegation.toStakerId, amount: amount ?? 0n },
          { delegation, penalty, fractionDigits },
        )
  const error = check?.error
  const plan = amount && check && !error ? computeUndelegatePlan({ ...delegation, amount }) : undefined
  const lockWarning = plan && check?.warnings[0]
  const slashing =
    plan && plan.unlockAmount > 0n && penalty
      ? computeUndelegateAmount({
          requested: plan.amount,
          unlockedAmount: delegation.unlockedAmount + plan.unlockAmount - penalty,
          fractionDigits,
        }).warning
      : undefined
  const blocked = delegation.pendingRewards > 0n
  const change = (value: string) => {
    setText(value)
    const next = parseAmountInput(value.trim())
    const nextPlan = next ? computeUndelegatePlan({ ...delegation, amount: next }) : undefined
    onUnlockAmountChange?.(nextPlan?.unlockAmount ?? 0n)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (plan && !blocked) onSubmit(plan.amount)
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {blocked && (
        <p role="alert" className="message message-error">
          {stakingTexts.claimBeforeUndelegate}
        </p>
      )}
      <Field
        label="Amount (FTM)"
        type="number"
        inputMode="decimal"
        min={1}
        value={text}
        onKeyDown={blockSigns}
        onChange={(e) => change(e.target.value)}
        error={error?.message}
      />
      <div className="row">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => change(formatUnits(delegation.amountDelegated))}
        >
          {stakingTexts.entireDelegation}
        </button>
      </div>
      <p className="muted">{stakingTexts.undelegateNote(formatWithdrawalPeriod(withdrawalPeriodTime))}</p>
      {delegation.isDelegationLocked && (delegation.lockedUntil ?? 0) > 0 && (
        <p className="message message-warning" data-testid="locked-undelegate-note">
          {lockedUndelegateNote(
            new Date((delegation.lockedUntil ?? 0) * 1000).toLocaleDateString(),
            amountText(delegation.unlockedAmount),
          )}
        </p>
      )}
      {lockWarning && (
        <p className="message message-warning" role="status">
          {lockWarning}
        </p>
      )}
      {slashing && <p className="message message-warning">{slashing}</p>}
      <p className="muted">Delegated: {amountText(delegation.amountDelegated)} FTM</p>
      <button type="submit" className="btn btn-primary" disabled={!plan || blocked}>
        Undelegate
      </button>
    </form>
  )
}

/**
 * Undelegating a locked delegation (docs/behaviour/staking.md#undelegating): more than the unlocked amount takes an
 * early unlock first, and that costs a penalty — said before any amount is typed; the amount's warning then names it.
 */
export function lockedUndelegateNote(until: string, unlocked: string): string {
  return (
    `This delegation is locked until ${until}. Up to ${unlocked} FTM (its unlocked part) is undelegated at once; ` +
    'more takes step 1, Unlock, which ends the lock early and costs a penalty: you lose part of the rewards ' +
    'the lock earned (the amount is shown below once you type one). Step 2 then undelegates.'
  )
}
