import { useWallet } from '@ftm-wallet/react'
import { isWalletError } from '@ftm-wallet/sdk'
import { type FormEvent, useState } from 'react'
import { isCustomNetwork, useNetworks } from '../../platform/networks/NetworksContext.js'
import type { NetworkErrorCode } from '../../platform/networks/networkError.js'
import { Dialog } from '../../ui/Dialog.js'
import { Field } from '../../ui/Field.js'

type FieldName = 'name' | 'rpcUrl' | 'chainId' | 'symbol' | 'explorerUrl'

/** Which field a NetworkError is about (the others are shown above the form). */
const FIELD_OF: Partial<Record<NetworkErrorCode, FieldName>> = {
  NETWORK_NAME_INVALID: 'name',
  NETWORK_RPC_URL_INVALID: 'rpcUrl',
  NETWORK_DUPLICATE: 'rpcUrl',
  NETWORK_CHAIN_ID_INVALID: 'chainId',
  NETWORK_SYMBOL_INVALID: 'symbol',
  NETWORK_EXPLORER_URL_INVALID: 'explorerUrl',
}

/**
 * The active network, always in the header (docs/behaviour/networks.md#picker); where the app can switch, a
 * button that opens the list: the configured networks and the custom ones, each chosen with one click, custom ones
 * removable, and a form to add one (checked against its RPC's chain id before it is kept).
 */
export function NetworkPicker() {
  const { network } = useWallet()
  const control = useNetworks()
  const [open, setOpen] = useState(false)
  const label = `${network.name} (chain ${network.chainId})`
  if (!control) {
    return (
      <span className="network-badge" data-testid="active-network" title={label}>
        {network.name}
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small network-badge"
        data-testid="active-network"
        aria-label={`Network: ${label}. Change network`}
        onClick={() => setOpen(true)}
      >
        <span className="network-dot" aria-hidden="true" />
        {network.name}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Networks" width={480}>
        <NetworkList onChosen={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function NetworkList({ onChosen }: { onChosen: () => void }) {
  const control = useNetworks()
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!control) return null
  const choose = async (id: string) => {
    setError(null)
    try {
      await control.select(id)
      onChosen()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  const remove = async (id: string) => {
    setError(null)
    try {
      await control.remove(id)
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <div className="stack">
      <ul className="network-list" aria-label="Networks">
        {control.networks.map((network) => {
          const custom = isCustomNetwork(network)
          const active = network.id === control.active.id
          return (
            <li key={network.id} className="row">
              <button
                type="button"
                className={`btn btn-secondary network-option${active ? ' active' : ''}`}
                aria-pressed={active}
                onClick={() => void choose(network.id)}
              >
                <span>{network.name}</span>
                <span className="muted">
                  chain {network.chainId}
                  {custom ? ' · custom' : ''}
                </span>
              </button>
              {custom && (
                <button
                  type="button"
                  className="btn btn-icon"
                  aria-label={`Remove ${network.name}`}
                  onClick={() => void remove(network.id)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {error && (
        <p role="alert" className="message message-error">
          {error}
        </p>
      )}
      <p className="muted">Your accounts stay the same on every network.</p>
      {adding ? (
        <AddNetworkForm onAdded={onChosen} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn" onClick={() => setAdding(true)}>
          Add network
        </button>
      )}
    </div>
  )
}

/** A custom network: name, RPC URL, chain id, currency symbol, explorer (docs/behaviour/networks.md#custom-networks). */
export function AddNetworkForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const control = useNetworks()
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: '',
    rpcUrl: '',
    chainId: '',
    symbol: 'FTM',
    explorerUrl: '',
  })
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<{ field?: FieldName | undefined; message: string } | null>(null)
  if (!control) return null
  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setChecking(true)
    try {
      await control.add(values)
      onAdded()
    } catch (e) {
      const field = isWalletError<NetworkErrorCode>(e) ? FIELD_OF[e.code] : undefined
      setError({ field, message: (e as Error).message })
    } finally {
      setChecking(false)
    }
  }
  const fieldError = (field: FieldName) => (error?.field === field ? error.message : undefined)
  return (
    <form className="stack" aria-label="Add network" onSubmit={(e) => void submit(e)} noValidate>
      <Field label="Network name" value={values.name} onChange={set('name')} error={fieldError('name')} />
      <Field
        label="RPC URL"
        type="url"
        value={values.rpcUrl}
        onChange={set('rpcUrl')}
        error={fieldError('rpcUrl')}
        placeholder="https://"
      />
      <Field
        label="Chain ID"
        inputMode="numeric"
        value={values.chainId}
        onChange={set('chainId')}
        error={fieldError('chainId')}
        hint="Checked against the RPC before the network is added."
      />
      <Field
        label="Currency symbol"
        value={values.symbol}
        onChange={set('symbol')}
        error={fieldError('symbol')}
      />
      <Field
        label="Block explorer URL (optional)"
        type="url"
        value={values.explorerUrl}
        onChange={set('explorerUrl')}
        error={fieldError('explorerUrl')}
      />
      {error && !error.field && (
        <p role="alert" className="message message-error">
          {error.message}
        </p>
      )}
      {checking && <p aria-busy="true">Checking the RPC…</p>}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={checking}>
          Add network
        </button>
      </div>
    </form>
  )
}
