import { Link } from 'react-router'
import { PendingTransactions } from '../features/pending/PendingTransactions.js'
import { MenuDrawer } from './MenuDrawer.js'

export function Header({ address }: { address: string | undefined }) {
  return (
    <header className="app-header">
      <Link to="/" className="logo">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Fantom Wallet</span>
      </Link>
      <PendingTransactions />
      <MenuDrawer address={address} />
    </header>
  )
}
