import { useAccounts, useAccountsService, useWallet } from '@ftm-wallet/react'
import type { WizardWallet } from '@ftm-wallet/sdk'
import type { DiscoverAccounts } from '@ftm-wallet/sdk/machines'
import { Suspense, useEffect } from 'react'
import { preloadKdf } from '../../platform/kdf/loadWorkerKdf.js'
import { lazyNamed } from '../../ui/lazyNamed.js'

// The wizards carry the key-handling code (scrypt, BIP39 word list): loaded only when a window opens.
const CreateWalletDialog = lazyNamed(() => import('./create/CreateWalletDialog.js'), 'CreateWalletDialog')
const RestoreWalletDialog = lazyNamed(() => import('./restore/RestoreWalletDialog.js'), 'RestoreWalletDialog')
// The connect windows load the external wallets' code (their SDKs and the Ledger chunk load later still).
const ConnectWalletWindows = lazyNamed(
  () => import('./connect/ConnectWalletWindows.js'),
  'ConnectWalletWindows',
)

// The wizards' finishing code (storing the wallet, a phrase's account discovery): it loads while the window is
// filled in, so a wallet is stored as soon as its key is derived (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
let wizardActions: Promise<typeof import('./wizardActions.js')> | undefined
const loadWizardActions = () => {
  wizardActions ??= import('./wizardActions.js')
  return wizardActions
}

export type WalletWindow = 'connect' | 'create' | 'restore' | undefined

export interface WalletWindowsProps {
  open: WalletWindow
  onOpenChange: (window: WalletWindow) => void
}

/** The Connect, Create and Restore windows of the welcome screen and the dashboard. */
export function WalletWindows({ open, onOpenChange }: WalletWindowsProps) {
  const service = useAccountsService()
  const { accounts } = useAccounts()
  // The KDF worker starts while the window is filled in (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  useEffect(() => {
    if (open === 'create' || open === 'restore') {
      preloadKdf()
      void loadWizardActions().catch(() => {
        // Not loaded now (offline, a new version): the wizard's last step loads it again.
        wizardActions = undefined
      })
    }
  }, [open])
  const { network, client } = useWallet()
  // A restored phrase's used accounts are looked up on the network (nonce or balance, 5 unused in a row end it).
  const discover: DiscoverAccounts = async (parameters) => {
    const { discoverHdAccounts } = await loadWizardActions()
    return discoverHdAccounts({ client, ...parameters })
  }
  // A phrase wallet keeps its encrypted phrase with its accounts (docs/decisions.md#recovery-phrases). The new wallet
  // is added and made active in one write of the list, so the screen renders the change once
  // (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  const store = async (wallet: WizardWallet) => {
    const { storeWizardWallet } = await loadWizardActions()
    await storeWizardWallet(service, wallet, undefined, { activate: true })
  }
  const change = (window: Exclude<WalletWindow, undefined>) => (next: boolean) =>
    onOpenChange(next ? window : undefined)
  return (
    <Suspense fallback={null}>
      {open === 'connect' && <ConnectWalletWindows onOpenChange={change('connect')} />}
      {open === 'create' && <CreateWalletDialog open onOpenChange={change('create')} onCreated={store} />}
      {open === 'restore' && (
        <RestoreWalletDialog
          open
          onOpenChange={change('restore')}
          accounts={accounts}
          onRestored={store}
          chainId={network.chainId}
          discover={discover}
        />
      )}
    </Suspense>
  )
}
