import { BLOCKCHAINS, validateContactAddress, validateName, validateOrder } from '@ftm-wallet/sdk'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { Field } from '../../ui/Field.js'
import { FormAlert } from '../../ui/FormAlert.js'
import { blockchainLabel } from './blockchainLabel.js'

type Blockchain = (typeof BLOCKCHAINS)[number]

export interface ContactDraft {
  address: string
  name: string
  blockchain: Blockchain
  order: number
}

export type ContactDialogMode =
  /** New contact: address and blockchain editable, empty. */
  | { kind: 'new' }
  /** Add contact: like new, with prefilled values. */
  | { kind: 'add'; address?: string; blockchain?: Blockchain; name?: string }
  /** Edit: address and blockchain read-only, with a Remove Contact link. */
  | { kind: 'edit'; contact: ContactDraft }

export interface ContactDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  mode: ContactDialogMode
  /** Existing contacts and the user's accounts, for the 'Address already exists' rule. */
  contacts: readonly { address: string }[]
  accounts: readonly { address: string }[]
  /**
   * Turns a name of the network's naming service into an address; failures are ignored
   * (docs/behaviour/contacts.md#validation).
   */
  resolveName?: (name: string) => Promise<string | undefined>
  onSave: (contact: ContactDraft) => Promise<void> | void
  onRemove?: () => void
}

const TITLES = { new: 'New Contact', add: 'Add Contact', edit: 'Edit Contact' } as const

export function ContactDialog(props: ContactDialogProps) {
  const { open, onOpenChange, mode, contacts, accounts, resolveName, onSave, onRemove } = props
  const selectId = useId()
  const isEdit = mode.kind === 'edit'
  const max = isEdit ? contacts.length : contacts.length + 1
  const [address, setAddress] = useState('')
  const [blockchain, setBlockchain] = useState<Blockchain>('fantom')
  const [name, setName] = useState('')
  const [order, setOrder] = useState('')
  const [errors, setErrors] = useState<{ address?: string; name?: string; order?: string; save?: string }>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    const c = mode.kind === 'edit' ? mode.contact : undefined
    const prefill = mode.kind === 'add' ? mode : undefined
    setAddress(c?.address ?? prefill?.address ?? '')
    setBlockchain(c?.blockchain ?? prefill?.blockchain ?? 'fantom')
    // Default name 'Contact N', N = contact count + 1; new contacts go last (docs/behaviour/contacts.md#validation).
    setName(c?.name ?? prefill?.name ?? `Contact ${contacts.length + 1}`)
    setOrder(String(c?.order ?? contacts.length + 1))
    setErrors({})
  }, [open, mode, contacts.length])

  async function checkAddress(value: string, chain: Blockchain): Promise<{ value?: string; error?: string }> {
    let candidate = value
    if (chain === 'fantom' && resolveName && value.trim() && !value.trim().startsWith('0x')) {
      // Naming failures are ignored; the value is then validated as typed.
      candidate = (await resolveName(value.trim()).catch(() => undefined)) ?? value
    }
    const others = isEdit
      ? contacts.filter((c) => c.address.toLowerCase() !== candidate.toLowerCase())
      : contacts
    const result = validateContactAddress(candidate, { blockchain: chain, contacts: others, accounts })
    return result.ok ? { value: result.value } : { error: result.message }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const addr = isEdit ? { value: address } : await checkAddress(address, blockchain)
      const n = validateName(name)
      const o = validateOrder(order, max)
      const next = {
        address: addr.error,
        name: n.ok ? undefined : n.message,
        order: o.ok ? undefined : o.message,
      }
      setErrors(next)
      if (!addr.value || !n.ok || !o.ok) return
      await onSave({ address: addr.value, blockchain, name: n.value, order: o.value })
      onOpenChange(false)
    } catch (error) {
      setErrors((e) => ({
        ...e,
        save: error instanceof Error ? error.message : 'The contact could not be saved',
      }))
    } finally {
      setBusy(false)
    }
  }

  async function changeBlockchain(next: Blockchain) {
    setBlockchain(next)
    // The address is revalidated when the blockchain changes.
    if (address.trim()) {
      const checked = await checkAddress(address, next)
      setErrors((e) => ({ ...e, address: checked.error }))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[mode.kind]} width={560}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={selectId}>Blockchain</label>
          <select
            id={selectId}
            value={blockchain}
            disabled={isEdit}
            onChange={(e) => changeBlockchain(e.target.value as Blockchain)}
          >
            {BLOCKCHAINS.map((b) => (
              <option key={b} value={b}>
                {blockchainLabel(b)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Address"
          value={address}
          readOnly={isEdit}
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
          autoComplete="off"
          spellCheck={false}
        />
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <Field
          label="Order"
          type="number"
          min={1}
          max={max}
          step={1}
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          error={errors.order}
        />
        <FormAlert errors={[errors.address, errors.name, errors.order, errors.save]} />
        <div className="row" style={{ justifyContent: 'space-between' }}>
          {isEdit && onRemove ? (
            <button type="button" className="link-button" onClick={onRemove}>
              Remove Contact
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="btn" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  )
}
