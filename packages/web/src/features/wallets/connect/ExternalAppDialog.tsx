import type { WalletSession } from '@ftm-wallet/react'
import { type Eip1193Provider, type Signer, WalletError, watchEip1193Events } from '@ftm-wallet/sdk'
import { COINBASE_WRONG_CHAIN_MESSAGE } from '@ftm-wallet/sdk/coinbase'
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { QrCode } from '../../../ui/QrCode.js'

/** What a Coinbase or WalletConnect connection yields. */
export interface ExternalConnection {
  address: string
  signer: Signer
  provider: Eip1193Provider
  /** Coinbase: the wallet is on another chain; the notice window asks for Opera. */
  wrongChain?: boolean
  /** Ends the wallet's session (when its last account is removed from the wallet list). */
  session?: WalletSession
}

export interface ExternalAppDialogProps {
  app: 'coinbase' | 'walletConnect'
  chainId: number
  onOpenChange: (open: boolean) => void
  /** Loads the wallet's SDK (lazily) and connects; `onDisplayUri` receives a WalletConnect pairing URI. */
  connect: (onDisplayUri: (uri: string) => void) => Promise<ExternalConnection>
  onAdd: (connection: ExternalConnection) => Promise<void>
}

type View =
  | { step: 'busy' }
  | { step: 'pair'; uri: string }
  | { step: 'wrongChain'; connection: ExternalConnection }
  | { step: 'error'; message: string }

const TITLES = { coinbase: 'Coinbase Wallet', walletConnect: 'WalletConnect' } as const

/**
 * Coinbase Wallet and WalletConnect: connect in the wallet's app (WalletConnect shows its pairing QR code), then
 * add the account. On the wrong chain the Coinbase notice asks for Fantom Opera and hides itself once the
 * wallet switches (docs/behaviour/signers.md#coinbase).
 */
export function ExternalAppDialog({ app, chainId, onOpenChange, connect, onAdd }: ExternalAppDialogProps) {
  const [view, setView] = useState<View>({ step: 'busy' })
  const started = useRef(false)
  useEffect(() => {
    // One connection per window, also under StrictMode's double effects.
    if (started.current) return
    started.current = true
    connect((uri) => setView({ step: 'pair', uri }))
      .then((connection) => {
        if (connection.wrongChain) setView({ step: 'wrongChain', connection })
        else return onAdd(connection)
      })
      .catch((error: unknown) => {
        console.error(`${TITLES[app]}:`, error)
        setView({
          step: 'error',
          message: error instanceof WalletError ? error.message : 'Connection failed',
        })
      })
  }, [app, connect, onAdd])

  const waiting = view.step === 'wrongChain' ? view.connection : undefined
  useEffect(() => {
    if (!waiting) return
    return watchEip1193Events(waiting.provider, {
      onChainChanged: (id) => {
        if (id === chainId) void onAdd({ ...waiting, wrongChain: false })
      },
    })
  }, [waiting, chainId, onAdd])

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={TITLES[app]}
      width={view.step === 'wrongChain' ? 560 : 400}
    >
      {view.step === 'busy' && <p aria-busy="true">Waiting for the wallet…</p>}
      {view.step === 'pair' && (
        <div className="stack">
          <p>Scan this code with your wallet app.</p>
          <QrCode value={view.uri} label="WalletConnect pairing code" />
        </div>
      )}
      {view.step === 'wrongChain' && (
        <div className="stack">
          <p role="alert" className="message message-info">
            {COINBASE_WRONG_CHAIN_MESSAGE}
          </p>
          <p>
            In Coinbase Wallet open Settings, Active network, and select Fantom Opera, or select the current
            account in the wallet's app. This window closes by itself once the wallet is on Fantom Opera.
          </p>
        </div>
      )}
      {view.step === 'error' && (
        <p role="alert" className="message message-error">
          {view.message}
        </p>
      )}
    </Dialog>
  )
}
