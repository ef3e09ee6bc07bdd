import { Dialog } from './Dialog.js'

export interface ConfirmRemoveDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
}

/** A removal confirmation window (contacts, wallets). */
export function ConfirmRemoveDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: ConfirmRemoveDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={400}>
      <div className="stack">
        <p>{text}</p>
        <div className="row">
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  )
}
