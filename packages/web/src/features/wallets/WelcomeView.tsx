import type { ReactNode } from 'react'

export interface WelcomeViewProps {
  onConnect: () => void
  onCreate: () => void
  onRestore: () => void
  /** The existing wallets, when there are any. */
  wallets?: ReactNode
}

/** Welcome: what the wallet does, three actions, the existing wallets and how to install the app. */
export function WelcomeView({ onConnect, onCreate, onRestore, wallets }: WelcomeViewProps) {
  return (
    <div className="stack">
      <section className="card stack welcome-hero" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Fantom Wallet</h1>
        <p>Send, receive and stake your Opera FTM. Your keys never leave your device.</p>
        <div className="row">
          <button type="button" className="btn" onClick={onConnect}>
            Connect Wallet
          </button>
          <button type="button" className="btn" onClick={onCreate}>
            Create a new wallet
          </button>
          <button type="button" className="btn btn-secondary" onClick={onRestore}>
            Restore wallet
          </button>
        </div>
      </section>
      {wallets && (
        <section className="card stack" aria-labelledby="welcome-wallets">
          <h2 id="welcome-wallets">Your wallets</h2>
          {wallets}
        </section>
      )}
    </div>
  )
}
