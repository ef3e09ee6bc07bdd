import {
  computeEntireBalanceStakeAmount,
  formatUnits,
  parseAmountInput,
  type StakerListItem,
  stakingTexts,
} from '@ftm-wallet/sdk'
import { delegateFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { useAmountText, useDisplay } from '../../ui/display.js'
import { Field } from '../../ui/Field.js'
import { FormAlert } from '../../ui/FormAlert.js'
import { blockSigns } from './LockForm.js'
import { ValidatorPicker } from './ValidatorPicker.js'

export interface StakeFormProps {
  /** Wallet balance and gas price in wei; undefined while loading. */
  balance: bigint | undefined
  gasPrice: bigint | undefined
  validators: readonly StakerListItem[]
  delegatedIds: readonly bigint[]
  /** Increase delegation: the validator is fixed. */
  fixedValidator?: StakerListItem | undefined
  explorerAddress: (address: string) => string | undefined
  onSubmit: (values: { validator: StakerListItem; amount: bigint }) => void
}

/** 'Delegate FTM': Amount with 'Entire Balance -2 FTM', the validator picker, Continue. */
export function StakeForm(props: StakeFormProps) {
  const { balance, gasPrice, fixedValidator, onSubmit } = props
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<StakerListItem | undefined>(fixedValidator)
  const [picking, setPicking] = useState(false)
  const [errors, setErrors] = useState<{ amount?: string | undefined; validator?: string | undefined }>({})
  const ready = balance !== undefined && gasPrice !== undefined
  const amountText = useAmountText()
  const { fractionDigits } = useDisplay()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!ready) return
    const amount = parseAmountInput(text.trim())
    const validator = picked && {
      delegatedLimit: picked.delegatedLimit,
      name: picked.stakerInfo?.name ?? undefined,
    }
    // The delegate flow's check (text that is no amount counts as 0: 'Invalid amount'); each field shows its own,
    // its limits in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
    const check = delegateFlow.check(
      { validatorId: picked?.id as bigint, amount: amount ?? 0n },
      { balance, gasPrice, validator, fractionDigits },
    )
    setErrors({
      amount: check.byField?.amount?.message,
      validator: check.byField?.validatorId?.message,
    })
    if (!check.error && picked && amount !== undefined) onSubmit({ validator: picked, amount })
  }
  const validatorText = picked
    ? `${picked.stakerInfo?.name || stakingTexts.unknownValidator}, ${picked.id}`
    : ''
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label="Amount"
        type="number"
        inputMode="decimal"
        min={1}
        value={text}
        onKeyDown={blockSigns}
        onChange={(e) => {
          setText(e.target.value)
          setErrors((old) => ({ ...old, amount: undefined }))
        }}
        error={errors.amount}
        // The balance the amount comes from (docs/behaviour/staking.md#delegating).
        hint={balance === undefined ? 'Loading balance…' : `Available: ${amountText(balance)} FTM`}
      />
      <div className="row">
        <button
          type="button"
          className="btn btn-small"
          disabled={!ready}
          onClick={() =>
            ready && setText(formatUnits(computeEntireBalanceStakeAmount({ balance, gasPrice })))
          }
        >
          {stakingTexts.entireBalance}
        </button>
      </div>
      <Field
        label="Validator"
        readOnly
        placeholder={stakingTexts.selectValidator}
        value={validatorText}
        onClick={() => !fixedValidator && setPicking(true)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || fixedValidator) return
          e.preventDefault()
          setPicking(true)
        }}
        error={errors.validator}
      />
      {!fixedValidator && (
        <div className="row">
          <button type="button" className="btn btn-small" onClick={() => setPicking(true)}>
            {stakingTexts.selectValidator}
          </button>
        </div>
      )}
      <FormAlert errors={[errors.amount, errors.validator]} />
      <button type="submit" className="btn btn-primary" disabled={!ready}>
        Continue
      </button>
      {picking && (
        <ValidatorPicker
          validators={props.validators}
          delegatedIds={props.delegatedIds}
          explorerAddress={props.explorerAddress}
          onSelect={(v) => {
            setPicked(v)
            setPicking(false)
            setErrors((old) => ({ ...old, validator: undefined }))
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </form>
  )
}
