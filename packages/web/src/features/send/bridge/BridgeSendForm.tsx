import {
  BRIDGE_ERROR_MESSAGES,
  BRIDGE_MIN_FTM,
  type BridgeDirection,
  bridgeMessages,
  computeBridgeReceiveAmount,
  formatUnits,
  parseAmountInput,
  transferMessages,
} from '@ftm-wallet/sdk'
import { bridgeSendFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { useAmountText, useDisplay } from '../../../ui/display.js'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'
import { ContactList, type ContactRow } from '../../contacts/ContactList.js'
import { getBridgeAddressField, getSendDirectionOption } from './sendDirections.js'

export interface BridgeSendValues {
  direction: BridgeDirection
  /** wei */
  amount: bigint
  targetAddress: string
  memo?: string | undefined
}

export interface BridgeSendFormProps {
  direction: BridgeDirection
  /** FTM a send may carry (balance minus room for fees); undefined while loading. */
  available: bigint | undefined
  entireBalance: bigint | undefined
  /** 'down' shows 'Bridge is down' in the address error and keeps the form from submitting. */
  bridge: 'loading' | 'ready' | 'down'
  contacts: readonly ContactRow[]
  onSubmit: (values: BridgeSendValues) => void
}

/** The send form of a bridge direction: amount (at least 50 FTM), the other chain's address, memo for Binance. */
export function BridgeSendForm(props: BridgeSendFormProps) {
  const { direction, available, entireBalance, bridge, contacts, onSubmit } = props
  const amountText = useAmountText()
  const { fractionDigits } = useDisplay()
  const ftm = (wei: bigint) => `${amountText(wei)} FTM`
  const field = getBridgeAddressField(direction)
  const option = getSendDirectionOption(direction)
  const [amount, setAmount] = useState('')
  const [address, setAddress] = useState('')
  const [memo, setMemo] = useState('')
  const [errors, setErrors] = useState<{ amount?: string | undefined; address?: string | undefined }>({})
  const [picking, setPicking] = useState(false)
  const value = parseAmountInput(amount, 18)
  const addressError = bridge === 'down' ? BRIDGE_ERROR_MESSAGES[6] : errors.address

  function submit(event: FormEvent) {
    event.preventDefault()
    if (available === undefined || bridge !== 'ready') return
    const target = address.trim()
    // The bridge flow's check: the amount (at least 50 FTM, at most what is available, in the user's decimal points),
    // then the direction's address.
    const check =
      value === undefined
        ? undefined
        : bridgeSendFlow.check(
            { direction, amount: value, targetAddress: target },
            { available, fractionDigits },
          )
    const next = {
      amount: value === undefined ? transferMessages.invalidAmount : check?.byField?.amount?.message,
      address: check?.byField?.targetAddress?.message,
    }
    setErrors(next)
    if (next.amount || next.address || value === undefined) return
    onSubmit({
      direction,
      amount: value,
      targetAddress: target,
      memo: field.withMemo && memo.trim() ? memo.trim() : undefined,
    })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Send FTM to ${option.chain}`}>
      <Field
        label="Amount (FTM)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        hint={available === undefined ? 'Loading balance…' : `Available: ${ftm(available)}`}
      />
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={entireBalance === undefined}
          onClick={() => entireBalance !== undefined && setAmount(formatUnits(entireBalance, 18))}
        >
          Entire Balance
        </button>
      </div>
      <div className="message" data-testid="bridge-fee">
        <p>{bridgeMessages.feeNotice}</p>
        <p className="muted">
          Minimum {ftm(BRIDGE_MIN_FTM)}, fee {ftm(BRIDGE_MIN_FTM)}.
          {value !== undefined && value >= BRIDGE_MIN_FTM && (
            <>
              {' '}
              You will receive {ftm(computeBridgeReceiveAmount({ amount: value }))} on {option.chain}.
            </>
          )}
        </p>
      </div>
      <Field
        label={field.label}
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={addressError}
      />
      <div className="row">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setPicking(true)}>
          Pick a contact
        </button>
      </div>
      {field.withMemo && (
        <Field
          label="Memo (optional)"
          autoComplete="off"
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
      )}
      <FormAlert errors={[errors.amount, addressError]} />
      <div className="row">
        <button type="submit" className="btn" disabled={available === undefined || bridge !== 'ready'}>
          Continue
        </button>
      </div>
      <Dialog open={picking} onOpenChange={setPicking} title="Select" width={1050}>
        <ContactList
          contacts={contacts.filter((c) => c.blockchain === option.blockchain)}
          mode={{
            kind: 'pick',
            onPick: (c) => {
              setAddress(c.address)
              setPicking(false)
            },
          }}
        />
      </Dialog>
    </form>
  )
}
