import { CURRENCIES, type Currency, FRACTION_DIGITS_OPTIONS, validateSlippage } from '@ftm-wallet/sdk'
import { useEffect, useId, useState } from 'react'
import { Field } from '../../ui/Field.js'
import { Switch } from '../../ui/Switch.js'

export interface SettingsValues {
  currency: Currency
  fractionDigits: number
  darkMode: boolean
  autoDarkMode: boolean
  rtlDir: boolean
  /** Percent, 0.1 to 100. */
  slippageTolerance: number
}

export interface SettingsViewProps {
  values: SettingsValues
  onChange: (patch: Partial<SettingsValues>) => void
  explorerUrl: string | undefined
  /** Browser-extension wallet buttons; undefined unless the active account is an extension-wallet one. */
  extensionWallet?:
    | {
        onAddNetwork: () => void
        onAddAssets: () => void
        /** The last action's popover ('{chain} was added to Metamask', 'Asset X was added to Metamask', errors). */
        message?: { kind: 'success' | 'error'; text: string } | undefined
      }
    | undefined
}

// English is the only language the wallet has, so it is the only one offered
// (docs/behaviour/settings.md#settings-screen).
const LANGUAGES = [{ value: 'en-US', label: 'English' }]

export function SettingsView({ values, onChange, explorerUrl, extensionWallet }: SettingsViewProps) {
  const ids = { currency: useId(), digits: useId(), language: useId() }
  const [slippage, setSlippage] = useState(String(values.slippageTolerance))
  useEffect(() => setSlippage(String(values.slippageTolerance)), [values.slippageTolerance])
  const slippageResult = validateSlippage(slippage)

  return (
    <div className="stack">
      <h1>Settings</h1>
      <section className="card stack" aria-labelledby="settings-wallet">
        <h2 id="settings-wallet">Wallet</h2>
        <div className="field">
          <label htmlFor={ids.currency}>Currency</label>
          <select
            id={ids.currency}
            value={values.currency}
            onChange={(e) => onChange({ currency: e.target.value as Currency })}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.digits}>Decimal Points</label>
          <select
            id={ids.digits}
            value={values.fractionDigits}
            onChange={(e) => onChange({ fractionDigits: Number(e.target.value) })}
          >
            {FRACTION_DIGITS_OPTIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.language}>Language</label>
          <select id={ids.language} defaultValue="en-US">
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
        <Switch
          label="Dark Mode"
          checked={values.darkMode}
          disabled={values.autoDarkMode}
          hint={values.autoDarkMode ? 'Auto Dark Mode is on: the theme follows your system.' : undefined}
          onCheckedChange={(darkMode) => onChange({ darkMode })}
        />
        <Switch
          label="Auto Dark Mode"
          checked={values.autoDarkMode}
          onCheckedChange={(autoDarkMode) => onChange({ autoDarkMode })}
        />
        <Switch
          label="Right-to-left"
          checked={values.rtlDir}
          onCheckedChange={(rtlDir) => onChange({ rtlDir })}
        />
      </section>

      <section className="card stack" aria-labelledby="settings-funi">
        <h2 id="settings-funi">fUNI</h2>
        <Field
          label="Slippage Tolerance (%)"
          type="number"
          min={0.1}
          max={100}
          step={0.1}
          value={slippage}
          onChange={(e) => {
            setSlippage(e.target.value)
            const result = validateSlippage(e.target.value)
            // Only valid values are saved (docs/behaviour/settings.md#slippage).
            if (result.ok) onChange({ slippageTolerance: result.value })
          }}
          error={slippageResult.ok ? undefined : slippageResult.message}
        />
      </section>

      <section className="card stack" aria-labelledby="settings-extension">
        <h2 id="settings-extension">Browser-extension wallet</h2>
        {extensionWallet ? (
          <>
            <div className="row">
              <button type="button" className="btn btn-secondary" onClick={extensionWallet.onAddNetwork}>
                Add network
              </button>
              <button type="button" className="btn btn-secondary" onClick={extensionWallet.onAddAssets}>
                Add assets
              </button>
            </div>
            <div role="status" aria-live="polite">
              {extensionWallet.message && (
                <p className={`message message-${extensionWallet.message.kind}`}>
                  {extensionWallet.message.text}
                </p>
              )}
            </div>
          </>
        ) : (
          <p className="muted">
            Pick a browser-extension wallet account (MetaMask and others) to add the network and assets to it.
          </p>
        )}
      </section>

      <section className="card stack" aria-labelledby="settings-links">
        <h2 id="settings-links">Links</h2>
        <ul>
          <li>
            <a href="https://docs.fantom.foundation/" target="_blank" rel="noopener noreferrer">
              How-to guide
            </a>
          </li>
          <li>
            <a href={explorerUrl} target="_blank" rel="noopener noreferrer">
              Explorer
            </a>
          </li>
        </ul>
      </section>
    </div>
  )
}
