import { type CustomToken, DEFAULT_TOKEN_DECIMALS, validateCustomToken } from '@ftm-wallet/sdk'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { Field } from '../../ui/Field.js'
import { FormAlert } from '../../ui/FormAlert.js'

export interface AddCustomTokenDialogProps {
  onOpenChange: (open: boolean) => void
  onAdd: (token: CustomToken) => Promise<void>
}

/**
 * Add Custom Token (docs/behaviour/tokens-and-assets.md#custom-tokens): address, symbol (≤ 11 characters), decimals
 * (whole, ≥ 1, default 18).
 */
export function AddCustomTokenDialog({ onOpenChange, onAdd }: AddCustomTokenDialogProps) {
  const [values, setValues] = useState({ address: '', symbol: '', decimals: String(DEFAULT_TOKEN_DECIMALS) })
  const [error, setError] = useState<{ field?: string | undefined; message: string } | undefined>()
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined)
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateCustomToken(values)
    if (!result.ok) return setError({ field: result.field, message: result.message })
    setError(undefined)
    try {
      await onAdd(result.value)
      onOpenChange(false)
    } catch (e) {
      setError({ message: e instanceof Error ? e.message : 'The token was not saved' })
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title="Add Custom Token" width={400}>
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label="Token Contract Address"
          value={values.address}
          onChange={set('address')}
          autoComplete="off"
          spellCheck={false}
          error={errorOf('address')}
        />
        <Field
          label="Token Symbol"
          value={values.symbol}
          onChange={set('symbol')}
          error={errorOf('symbol')}
        />
        <Field
          label="Decimals of Precision"
          type="number"
          min={1}
          step={1}
          value={values.decimals}
          onChange={set('decimals')}
          error={errorOf('decimals')}
        />
        <FormAlert errors={[error?.message]} />
        <div className="row">
          <button type="submit" className="btn btn-primary">
            Add Token
          </button>
        </div>
      </form>
    </Dialog>
  )
}
