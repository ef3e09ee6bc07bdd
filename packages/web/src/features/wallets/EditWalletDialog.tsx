import { POPOVER_HIDE, validateName, validateOrder } from '@ftm-wallet/sdk'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CopyButton } from '../../ui/CopyButton.js'
import { Dialog } from '../../ui/Dialog.js'
import { Field } from '../../ui/Field.js'
import { FormAlert } from '../../ui/FormAlert.js'
import { QrCode } from '../../ui/QrCode.js'
import { accountTypeLabel } from './accountTypeLabel.js'

export interface EditWalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  wallet: { address: string; type: string; name?: string | undefined; order: number } | undefined
  /** Number of wallets: the order goes from 1 to this. */
  count: number
  onSave: (changes: { name: string; order: number }) => Promise<void> | void
  onRemove: () => void
}

/** 'Wallet Settings' window: address with copy and QR, type, Name, Order, 'Remove Wallet...' and Save. */
export function EditWalletDialog({
  open,
  onOpenChange,
  wallet,
  count,
  onSave,
  onRemove,
}: EditWalletDialogProps) {
  const [name, setName] = useState('')
  const [order, setOrder] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [showQr, setShowQr] = useState(false)
  const [saveError, setSaveError] = useState<string | undefined>()
  // 'Wallet settings saved.' after a save, shown for a moment once the window has closed
  // (docs/behaviour/wallets-and-accounts.md#edit-wallet).
  const [saved, setSaved] = useState(false)
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(savedTimer.current), [])
  useEffect(() => {
    if (!open || !wallet) return
    setName(wallet.name ?? '')
    setOrder(String(wallet.order))
    setSubmitted(false)
    setShowQr(false)
    setSaveError(undefined)
  }, [open, wallet])
  const savedNotice = saved && (
    <p role="status" className="toast message message-success">
      Wallet settings saved.
    </p>
  )
  if (!wallet) return savedNotice || null

  const nameResult = validateName(name)
  const orderResult = validateOrder(order, count)
  const nameError = submitted && !nameResult.ok ? nameResult.message : undefined
  const orderError = submitted && !orderResult.ok ? orderResult.message : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!nameResult.ok || !orderResult.ok || !wallet) return
    // The settings form saves only if the name or the order changed
    // (docs/behaviour/wallets-and-accounts.md#edit-wallet).
    if (nameResult.value === (wallet.name ?? '') && orderResult.value === wallet.order) {
      onOpenChange(false)
      return
    }
    try {
      await onSave({ name: nameResult.value, order: orderResult.value })
      onOpenChange(false)
      setSaved(true)
      clearTimeout(savedTimer.current)
      savedTimer.current = setTimeout(() => setSaved(false), POPOVER_HIDE)
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The wallet could not be saved')
    }
  }

  return (
    <>
      {savedNotice}
      <Dialog open={open} onOpenChange={onOpenChange} title="Wallet Settings" width={560}>
        <form className="stack" onSubmit={submit} noValidate>
          <div className="field">
            <span className="label">Address</span>
            <div className="row">
              <span className="mono">{wallet.address}</span>
              <CopyButton text={wallet.address} />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => setShowQr((s) => !s)}
              >
                {showQr ? 'Hide QR code' : 'QR code'}
              </button>
            </div>
            {showQr && <QrCode value={wallet.address} label={`QR code of address ${wallet.address}`} />}
          </div>
          <div className="field">
            <span className="label">Type</span>
            <span>{accountTypeLabel(wallet.type)}</span>
          </div>
          <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} error={nameError} />
          <Field
            label="Order"
            type="number"
            min={1}
            max={count}
            step={1}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            error={orderError}
          />
          <FormAlert errors={[nameError, orderError, saveError]} />
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <button type="button" className="link-button" onClick={onRemove}>
              Remove Wallet...
            </button>
            <button type="submit" className="btn">
              Save
            </button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
