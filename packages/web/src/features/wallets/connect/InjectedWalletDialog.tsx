import {
  type DiscoveredProvider,
  EIP1193_MESSAGES,
  type Eip1193Provider,
  requestEip1193Accounts,
  WalletError,
} from '@ftm-wallet/sdk'
import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'

/** Where the Install button sends people without an extension wallet (docs/behaviour/signers.md#injected-wallets). */
export const METAMASK_INSTALL_URL = 'https://metamask.io/download/'

export interface InjectedWalletDialogProps {
  onOpenChange: (open: boolean) => void
  /** EIP-6963 discovery (then window.ethereum); rejects with 'Metamask is not installed.' when there is none. */
  discover: () => Promise<DiscoveredProvider[]>
  /** Addresses of the wallet's existing 'metamask' accounts. */
  existing: readonly string[]
  onAdd: (address: string, provider: Eip1193Provider) => Promise<void>
  /** Pause between discoveries while the user installs the extension wallet (default 500 ms). */
  pollMs?: number
}

type View =
  | { step: 'busy' }
  | { step: 'notInstalled' }
  | { step: 'onboarding' }
  | { step: 'choose'; wallets: DiscoveredProvider[] }
  | { step: 'ask' | 'exists'; address: string; provider: Eip1193Provider }
  | { step: 'error'; message: string }

const messageOf = (error: unknown) =>
  error instanceof WalletError ? error.message : 'The wallet did not answer. Please try again.'

/**
 * The extension-wallet window: finds the injected wallets, asks the chosen one for its accounts, then
 * 'Would you like to add account X?' with Add Account and Ok (docs/behaviour/signers.md#injected-wallets); an
 * existing account only gets Ok. Without one, Install opens the wallet's download page and starts onboarding: the
 * window looks for the wallet again every `pollMs` and goes on as soon as it is installed.
 */
export function InjectedWalletDialog({
  onOpenChange,
  discover,
  existing,
  onAdd,
  pollMs = 500,
}: InjectedWalletDialogProps) {
  const [view, setView] = useState<View>({ step: 'busy' })
  const ask = useCallback(
    async (provider: Eip1193Provider) => {
      setView({ step: 'busy' })
      try {
        const [address] = await requestEip1193Accounts(provider)
        if (!address) return setView({ step: 'error', message: EIP1193_MESSAGES.connectRejected })
        const known = existing.some((a) => a.toLowerCase() === address.toLowerCase())
        setView({ step: known ? 'exists' : 'ask', address, provider })
      } catch (error) {
        // -32002 'Request already pending', 4001 'Please connect to MetaMask.' (the user refused); others logged.
        console.error('Extension wallet:', error)
        setView({ step: 'error', message: messageOf(error) })
      }
    },
    [existing],
  )
  const found = useCallback(
    (wallets: DiscoveredProvider[]) => {
      const [only] = wallets
      if (wallets.length === 1 && only) void ask(only.provider)
      else setView({ step: 'choose', wallets })
    },
    [ask],
  )
  useEffect(() => {
    discover().then(found, (error: unknown) => {
      if (error instanceof WalletError && error.code === 'EIP1193_NOT_INSTALLED')
        setView({ step: 'notInstalled' })
      else setView({ step: 'error', message: messageOf(error) })
    })
  }, [discover, found])
  // Onboarding: the download page is open in another tab; look for the new wallet until it answers.
  const onboarding = view.step === 'onboarding'
  useEffect(() => {
    if (!onboarding) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () =>
      discover().then(
        (wallets) => live && found(wallets),
        () => {
          if (live) timer = setTimeout(look, pollMs)
        },
      )
    void look()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [onboarding, discover, found, pollMs])

  const close = () => onOpenChange(false)
  const ok = (
    <button type="button" className="btn btn-secondary" onClick={close}>
      Ok
    </button>
  )
  return (
    <Dialog open onOpenChange={onOpenChange} title="MetaMask" width={400}>
      {view.step === 'busy' && <p aria-busy="true">Waiting for the wallet…</p>}
      {view.step === 'notInstalled' && (
        <div className="stack">
          <p role="alert" className="message message-info">
            {EIP1193_MESSAGES.notInstalled}
          </p>
          <div className="row">
            {ok}
            <a
              className="btn"
              href={METAMASK_INSTALL_URL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setView({ step: 'onboarding' })}
            >
              Install
            </a>
          </div>
        </div>
      )}
      {view.step === 'onboarding' && (
        <div className="stack">
          <p role="status" aria-busy="true">
            Install the extension wallet in the tab that opened. This window goes on as soon as it is
            installed.
          </p>
          <div className="row">{ok}</div>
        </div>
      )}
      {view.step === 'choose' && (
        <ul className="item-list" aria-label="Browser wallets">
          {view.wallets.map((w) => (
            <li key={w.info.uuid} className="item-row">
              <span className="grow">{w.info.name}</span>
              <button type="button" className="btn btn-small" onClick={() => void ask(w.provider)}>
                Connect
              </button>
            </li>
          ))}
        </ul>
      )}
      {(view.step === 'ask' || view.step === 'exists') && (
        <div className="stack">
          <p className="break-all">
            {view.step === 'ask'
              ? `Would you like to add account ${view.address}?`
              : `Account ${view.address} already exists.`}
          </p>
          <div className="row">
            {ok}
            {view.step === 'ask' && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setView({ step: 'busy' })
                  onAdd(view.address, view.provider).catch((error: unknown) =>
                    setView({ step: 'error', message: messageOf(error) }),
                  )
                }}
              >
                Add Account
              </button>
            )}
          </div>
        </div>
      )}
      {view.step === 'error' && (
        <div className="stack">
          <p role="alert" className="message message-error">
            {view.message}
          </p>
          <div className="row">{ok}</div>
        </div>
      )}
    </Dialog>
  )
}
