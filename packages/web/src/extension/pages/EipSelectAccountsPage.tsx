import { useAccounts } from '@ftm-wallet/react'
import { useEffect, useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { Switch } from '../../ui/Switch.js'
import { parseSiteOrigin } from '../sitePermissions.js'
import { EipWelcomePage } from './EipWelcomePage.js'
import { getExtensionBridge, NOT_IN_EXTENSION } from './extensionBridge.js'

/**
 * Which accounts a site may use (docs/behaviour/extension.md#site-pages): one switch per wallet account, stored per
 * origin when saved. Opened by a site's account request (`?request`), Save answers it (`wallet_requestAccounts_done`)
 * and Cancel refuses it; opened from the wallet, Save changes the grant and the site hears `accountsChanged`.
 */
export function EipSelectAccountsPage() {
  const { site = '' } = useParams()
  const [search] = useSearchParams()
  const forRequest = search.has('request')
  const bridge = useMemo(() => getExtensionBridge(), [])
  const { accounts } = useAccounts()
  const origin = parseSiteOrigin(site)
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    if (!bridge || !origin) return
    const addresses = accounts.map((a) => a.address)
    void bridge.permissions.accountsFor(origin, addresses).then((granted) => setSelected(new Set(granted)))
  }, [bridge, origin, accounts])

  // docs/behaviour/extension.md#site-pages: the special value 'popup' (and any site that is not an origin) shows the
  // welcome page.
  if (site === 'popup' || !origin) return <EipWelcomePage />
  if (!bridge) return <p className="card message message-info">{NOT_IN_EXTENSION}</p>

  const toggle = (address: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(address)
    else next.delete(address)
    setSelected(next)
    setSaved(false)
  }
  const done = (list: string[]) =>
    bridge.send({ type: 'wallet_requestAccounts_done', origin, accounts: list })
  const save = async () => {
    await done(accounts.map((a) => a.address).filter((a) => selected?.has(a)))
    if (forRequest) window.close()
    else setSaved(true)
  }
  const cancel = async () => {
    if (forRequest) await bridge.send({ type: 'wallet_requestAccounts_rejected', origin })
    window.close()
  }
  const disconnect = async () => {
    await done([])
    setSelected(new Set())
    setSaved(true)
  }

  return (
    <section className="card stack" aria-labelledby="eip-select-title">
      <h1 id="eip-select-title">Select accounts</h1>
      <p>
        <strong className="mono" data-testid="eip-site">
          {origin}
        </strong>{' '}
        may use the accounts you switch on. It never sees the others.
      </p>
      {accounts.length === 0 && <p>No wallet yet.</p>}
      {selected &&
        accounts.map((a) => (
          <Switch
            key={a.address}
            label={`${a.name} ${a.address}`}
            checked={selected.has(a.address)}
            onCheckedChange={(on) => toggle(a.address, on)}
          />
        ))}
      <div className="row">
        <button type="button" className="btn" onClick={() => void cancel()}>
          Cancel
        </button>
        {!forRequest && (
          <button type="button" className="btn" onClick={() => void disconnect()}>
            Disconnect site
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={!selected}>
          {forRequest ? 'Connect' : 'Save'}
        </button>
      </div>
      <p role="status">{saved ? 'Saved.' : ''}</p>
    </section>
  )
}
