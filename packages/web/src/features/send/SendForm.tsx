import {
  bridgeMessages,
  formatUnits,
  parseAmountInput,
  transferMessages,
  validateAddress,
} from '@ftm-wallet/sdk'
import {
  checkRecipient,
  type RecipientFacts,
  type RecipientWarning,
  sendFtmFlow,
  sendTokenFlow,
} from '@ftm-wallet/sdk/machines'
import { type FormEvent, useMemo, useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { useAmountText, useDisplay } from '../../ui/display.js'
import { Field } from '../../ui/Field.js'
import { FormAlert } from '../../ui/FormAlert.js'
import { ContactList, type ContactRow } from '../contacts/ContactList.js'

export interface SendFormValues {
  recipient: string
  /** Base units. */
  amount: bigint
  memo?: string | undefined
}

export interface SendFormProps {
  symbol: string
  decimals: number
  /** What may be sent (FTM: balance minus room for fees); undefined while loading. */
  available: bigint | undefined
  /** Decimals 'Available' shows: a token's display decimals by its price; FTM: the user's decimal points. */
  displayDecimals?: number | undefined
  /** What 'Entire Balance' fills in; undefined while loading. */
  entireBalance: bigint | undefined
  /** The memo is offered for FTM sends only (docs/behaviour/send-and-receive.md#send-form). */
  withMemo: boolean
  /**
   * A warning that blocks the send (a token send without FTM for its fee,
   * docs/behaviour/send-and-receive.md#send-form).
   */
  warning?: string | undefined
  contacts: readonly ContactRow[]
  /**
   * What the recipient checks read (docs/behaviour/send-and-receive.md#recipient-checks): the account, its contacts
   * and accounts, its recent counterparties, the tokens the wallet knows. Without it only the fixed rules apply.
   */
  recipientFacts?: RecipientFacts | undefined
  /** The token sent (a token send): sending it to its own contract is refused. */
  token?: { address: string; symbol: string } | undefined
  /** Resolves a name of the naming service; failures and unknown names give undefined. */
  resolveName: (name: string) => Promise<string | undefined>
  onSubmit: (values: SendFormValues) => void
  /**
   * Offers 'Save as contact' for a typed address that is no contact or account yet
   * (docs/behaviour/contacts.md#saving-a-recipient).
   */
  saveContact?: { isKnown: (address: string) => boolean; open: (address: string) => void } | undefined
}

/** Amount (with 'Entire Balance'), recipient (typed, resolved or picked from the contacts) and memo. */
export function SendForm(props: SendFormProps) {
  const { symbol, decimals, available, entireBalance, withMemo, warning, contacts, resolveName, onSubmit } =
    props
  const { recipientFacts, token, saveContact, displayDecimals } = props
  const amountText = useAmountText()
  // The check's limit ('You can transfer max …') in the decimals 'Available' uses
  // (docs/behaviour/tokens-and-assets.md#number-formatting).
  const display = useDisplay()
  const fractionDigits = displayDecimals ?? display.fractionDigits
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  const [memo, setMemo] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; recipient?: string }>({})
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  // The address whose warnings were shown at a Continue: the next Continue sends anyway.
  const [acknowledged, setAcknowledged] = useState<string | null>(null)
  const facts = recipientFacts ?? {}
  const typedRecipient = recipient.trim()
  // docs/behaviour/send-and-receive.md#recipient-checks: shown while the address is typed (a name once resolved).
  const [resolvedWarnings, setResolvedWarnings] = useState<readonly RecipientWarning[]>([])
  const liveWarnings = useMemo(
    () => checkRecipient(typedRecipient, facts, token).warnings,
    [typedRecipient, facts, token],
  )
  const warnings = typedRecipient.startsWith('0x') ? liveWarnings : resolvedWarnings
  const typedAddress = useMemo(() => {
    const checked = validateAddress(typedRecipient, 'fantom')
    return checked.ok ? checked.value : undefined
  }, [typedRecipient])
  const canSaveContact = !!saveContact && typedAddress !== undefined && !saveContact.isKnown(typedAddress)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (available === undefined || warning) return
    setBusy(true)
    try {
      const value = parseAmountInput(amount, decimals)
      const typed = recipient.trim()
      const resolved = typed && !typed.startsWith('0x') ? ((await resolveName(typed)) ?? typed) : typed
      const address = validateAddress(resolved, 'fantom')
      const checked = address.ok ? address.value : resolved
      // The send flows' check (the FTM one with the memo, the token one otherwise): the recipient rules and the
      // amount rule, each on its field.
      const check =
        value === undefined
          ? undefined
          : withMemo
            ? sendFtmFlow.check(
                { recipient: checked, amount: value },
                { available, fractionDigits, ...facts },
              )
            : sendTokenFlow.check(
                { token: token?.address ?? '', recipient: checked, amount: value },
                { available, symbol, decimals, fractionDigits, ...facts },
              )
      const amountError =
        value === undefined ? transferMessages.invalidAmount : check?.byField?.amount?.message
      // docs/behaviour/send-and-receive.md#address-rules: neither an address nor a name the services know.
      const recipientError = address.ok
        ? check?.byField?.recipient?.message
        : bridgeMessages.invalidOperaAddress
      setErrors({ amount: amountError, recipient: recipientError })
      if (amountError || recipientError || !address.ok || value === undefined) return
      // A look-alike, your own address or a token contract: shown once, the next Continue sends anyway.
      const found = checkRecipient(address.value, facts, token).warnings
      setResolvedWarnings(found)
      if (found.some((w) => w.kind !== 'firstTime') && acknowledged !== address.value) {
        setAcknowledged(address.value)
        return
      }
      onSubmit({
        recipient: address.value,
        amount: value,
        memo: withMemo && memo.trim() ? memo.trim() : undefined,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label={`Amount (${symbol})`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value)
          // An error belongs to what was checked: editing (or clearing) the field takes it away.
          setErrors((old) => ({ ...old, amount: undefined }))
        }}
        error={errors.amount}
        hint={
          available === undefined
            ? 'Loading balance…'
            : `Available: ${amountText(available, decimals, displayDecimals)} ${symbol}`
        }
      />
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={entireBalance === undefined}
          onClick={() => entireBalance !== undefined && setAmount(formatUnits(entireBalance, decimals))}
        >
          Entire Balance
        </button>
      </div>
      <Field
        label="Address"
        autoComplete="off"
        spellCheck={false}
        value={recipient}
        onChange={(e) => {
          setRecipient(e.target.value)
          setErrors((old) => ({ ...old, recipient: undefined }))
          setResolvedWarnings([])
          setAcknowledged(null)
        }}
        error={errors.recipient}
      />
      {warnings.map((w) =>
        w.kind === 'firstTime' ? (
          <p key={w.kind} role="status" className="message message-info">
            {w.message}
          </p>
        ) : (
          <p key={w.kind} role="alert" className="message message-warning">
            {w.message}
          </p>
        ),
      )}
      {acknowledged !== null && warnings.some((w) => w.kind !== 'firstTime') && (
        <p className="message message-warning">Check the warning above; Continue again to send anyway.</p>
      )}
      <div className="row">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setPicking(true)}>
          Pick a contact
        </button>
        {canSaveContact && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => saveContact.open(typedAddress)}
          >
            Save as contact
          </button>
        )}
      </div>
      {withMemo && (
        <Field
          label="Memo (optional)"
          autoComplete="off"
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
      )}
      <FormAlert errors={[errors.amount, errors.recipient]} />
      {warning && (
        <p role="alert" className="message message-error">
          {warning}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn" disabled={available === undefined || busy || !!warning}>
          Continue
        </button>
      </div>
      <Dialog open={picking} onOpenChange={setPicking} title="Select" width={1050}>
        <ContactList
          contacts={contacts.filter((c) => c.blockchain === 'fantom')}
          mode={{
            kind: 'pick',
            onPick: (c) => {
              setRecipient(c.address)
              setErrors((old) => ({ ...old, recipient: undefined }))
              setPicking(false)
            },
          }}
        />
      </Dialog>
    </form>
  )
}
