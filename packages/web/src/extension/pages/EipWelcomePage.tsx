import { useAccountBalances, useAccounts } from '@ftm-wallet/react'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { FtmAmount } from '../../ui/display.js'
import { Switch } from '../../ui/Switch.js'
import type { ProviderSettings } from '../providerSettings.js'
import { getExtensionBridge, NOT_IN_EXTENSION } from './extensionBridge.js'

/** The popup's site view: the wallet's accounts, the sites connected to them, and a button to start the wallet. */
export function EipWelcomePage() {
  const bridge = useMemo(() => getExtensionBridge(), [])
  const { accounts } = useAccounts()
  const addresses = useMemo(() => accounts.map((a) => a.address), [accounts])
  const balances = useAccountBalances({ addresses }).data
  const [sites, setSites] = useState<string[]>([])
  const [settings, setSettings] = useState<ProviderSettings | null>(null)
  useEffect(() => {
    void bridge?.permissions.sites().then(setSites)
    void bridge?.providerSettings.get().then(setSettings)
  }, [bridge])
  const change = (next: ProviderSettings) => {
    setSettings(next)
    void bridge?.providerSettings.set(next)
  }
  return (
    <section className="card stack" aria-labelledby="eip-welcome-title">
      <h1 id="eip-welcome-title">Fantom Wallet</h1>
      {!bridge && <p className="message message-info">{NOT_IN_EXTENSION}</p>}
      <h2>Accounts</h2>
      {accounts.length === 0 ? (
        <p>No wallet yet.</p>
      ) : (
        <ul className="stack">
          {accounts.map((a) => (
            <li key={a.address}>
              {a.name} <span className="mono">{a.address}</span>{' '}
              <FtmAmount
                wei={balances?.find((b) => b.address.toLowerCase() === a.address.toLowerCase())?.balance}
              />
            </li>
          ))}
        </ul>
      )}
      {bridge && (
        <button type="button" className="btn btn-primary" onClick={bridge.openWallet}>
          Open wallet
        </button>
      )}
      <h2>Connected sites</h2>
      {sites.length === 0 ? (
        <p>No site may use your accounts.</p>
      ) : (
        <ul className="stack">
          {sites.map((site) => (
            <li key={site}>
              <Link to={`/eip-select-accounts/${encodeURIComponent(site)}`}>{site}</Link>
            </li>
          ))}
        </ul>
      )}
      {settings && (
        <>
          <h2>Compatibility</h2>
          {/* docs/behaviour/extension.md#compatibility */}
          <Switch
            label="Tell sites this wallet works like MetaMask"
            hint="Many sites enable their buttons only for a wallet flagged isMetaMask."
            checked={settings.isMetaMask}
            onCheckedChange={(on) => change({ ...settings, isMetaMask: on })}
          />
          <Switch
            label="Use Fantom Wallet as the browser's default wallet"
            hint="Also provides window.ethereum, for sites that look only there. Off: another wallet's is left alone."
            checked={settings.defaultWallet}
            onCheckedChange={(on) => change({ ...settings, defaultWallet: on })}
          />
        </>
      )}
    </section>
  )
}
