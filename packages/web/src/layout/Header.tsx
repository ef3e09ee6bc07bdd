import { Suspense } from 'react'
import { Link } from 'react-router'
import { NetworkPicker } from '../features/networks/NetworkPicker.js'
import { lazyNamed } from '../ui/lazyNamed.js'
import { MenuDrawer } from './MenuDrawer.js'

// The pending indicator's window speeds up and cancels through the flow machines and the confirmation: its code
// loads after the first screen, not with it (docs/behaviour/app-shell.md#offline-and-the-first-visit).
const PendingTransactions = lazyNamed(
  () => import('../features/pending/PendingTransactions.js'),
  'PendingTransactions',
)

/** Logo, the active network (always visible, docs/behaviour/networks.md#picker), pending transactions, the menu. */
export function Header({ address }: { address: string | undefined }) {
  return (
    <header className="app-header">
      <Link to="/" className="logo">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Fantom Wallet</span>
      </Link>
      <div className="row">
        <NetworkPicker />
        <Suspense fallback={null}>
          <PendingTransactions />
        </Suspense>
        <MenuDrawer address={address} />
      </div>
    </header>
  )
}
