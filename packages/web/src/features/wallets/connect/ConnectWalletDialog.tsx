import { Dialog } from '../../../ui/Dialog.js'

export interface ConnectEntry {
  id: 'metamask' | 'ledger' | 'ledgerEth' | 'coinbase' | 'walletConnect'
  label: string
  description: string
  /** Starts the connection; undefined when this build cannot connect the wallet. */
  onConnect?: (() => void) | undefined
}

// docs/behaviour/signers.md#connect-wallet-window: the extension wallet, Ledger with the Fantom app and with the
// Ethereum app, Coinbase Wallet and WalletConnect.
export const CONNECT_ENTRIES: readonly Omit<ConnectEntry, 'onConnect'>[] = [
  { id: 'metamask', label: 'MetaMask', description: 'Browser-extension wallet' },
  { id: 'ledger', label: 'Ledger (Fantom app)', description: 'Hardware wallet with the Fantom FTM app' },
  { id: 'ledgerEth', label: 'Ledger (Ethereum app)', description: 'Hardware wallet with the Ethereum app' },
  { id: 'coinbase', label: 'Coinbase Wallet', description: 'Mobile or extension wallet' },
  { id: 'walletConnect', label: 'WalletConnect', description: 'Connect a wallet app by QR code' },
]

export interface ConnectWalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Handlers by entry id, for the wallets this build can already connect. */
  handlers?: Partial<Record<ConnectEntry['id'], () => void>>
  /** Entries whose wallet is the active account's live connection: their button disconnects it. */
  connected?: Partial<Record<ConnectEntry['id'], boolean>>
  /** A short outcome shown above the list (e.g. 'WalletConnect disconnected.'). */
  status?: string | undefined
}

/** The Connect Wallet window. An entry without a handler says so instead of doing nothing. */
export function ConnectWalletDialog({
  open,
  onOpenChange,
  handlers = {},
  connected = {},
  status,
}: ConnectWalletDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Connect Wallet" width={400}>
      {status && (
        <p role="status" className="message message-info">
          {status}
        </p>
      )}
      <ul className="item-list" aria-label="Wallets you can connect">
        {CONNECT_ENTRIES.map((entry) => {
          const onConnect = handlers[entry.id]
          return (
            <li key={entry.id} className="item-row">
              <div className="grow">
                <div>
                  <strong>{entry.label}</strong>
                </div>
                <div className="field-hint">{entry.description}</div>
                {!onConnect && (
                  <div className="field-hint" id={`connect-${entry.id}-note`}>
                    Not available in this build.
                  </div>
                )}
              </div>
              {onConnect ? (
                <button
                  type="button"
                  className={connected[entry.id] ? 'btn btn-small btn-secondary' : 'btn btn-small'}
                  aria-label={`${connected[entry.id] ? 'Disconnect' : 'Connect'} ${entry.label}`}
                  onClick={onConnect}
                >
                  {connected[entry.id] ? 'Disconnect' : 'Connect'}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  disabled
                  aria-describedby={`connect-${entry.id}-note`}
                >
                  Connect
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </Dialog>
  )
}
