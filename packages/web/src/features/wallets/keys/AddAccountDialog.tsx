import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'

export interface AddAccountDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The derivation pattern of the group, e.g. m/44'/60'/0'/0/N. */
  pattern: string
  /** Derives and stores the next account (the SDK's addHdAccount); resolves with its address and path. */
  onAdd: (password: string) => Promise<{ address: string; path: string }>
}

/**
 * 'Add account' (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase): the wallet password opens the stored
 * phrase and the next index is derived, as MetaMask does.
 */
export function AddAccountDialog({ open, onOpenChange, pattern, onAdd }: AddAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add account" width={560}>
      {open && <AddAccountContent pattern={pattern} onAdd={onAdd} />}
    </Dialog>
  )
}

function AddAccountContent({ pattern, onAdd }: Pick<AddAccountDialogProps, 'pattern' | 'onAdd'>) {
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [added, setAdded] = useState<{ address: string; path: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password === '' || busy) return
    setBusy(true)
    setError(undefined)
    try {
      setAdded(await onAdd(password))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The account could not be added')
    } finally {
      setPassword('')
      setBusy(false)
    }
  }

  if (added) {
    return (
      <p role="status" className="message message-success">
        Added <span className="mono">{added.address}</span> at {added.path}.
      </p>
    )
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>
        The next account of this recovery phrase ({pattern}) is derived and encrypted with the same password.
      </p>
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert errors={[error]} />
      <div className="row">
        <button type="submit" className="btn" disabled={password === '' || busy}>
          {busy ? 'Please wait…' : 'Add account'}
        </button>
      </div>
    </form>
  )
}
