import { Link } from 'react-router'
import { NetworkPicker } from '../features/networks/NetworkPicker.js'
import { PendingTransactions } from '../features/pending/PendingTransactions.js'
import { MenuDrawer } from './MenuDrawer.js'

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
        <PendingTransactions />
        <MenuDrawer address={address} />
      </div>
    </header>
  )
}
