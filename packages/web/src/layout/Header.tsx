import { usePendingRecords } from '@ftm-wallet/react'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { NetworkPicker } from '../features/networks/NetworkPicker.js'
import { lazyNamed } from '../ui/lazyNamed.js'
import { MenuDrawer } from './MenuDrawer.js'

// The pending indicator, its tracker and its window (speed up and cancel through the flow machines and the
// confirmation) load once the store holds a record of the network (a transaction waiting, or a finished one whose
// notice is still to show), not with the first screen: with none they would show nothing. usePendingRecords reads
// the store without them (docs/behaviour/app-shell.md#offline-and-the-first-visit, docs/decisions.md#size-budgets).
const PendingTransactions = lazyNamed(
  () => import('../features/pending/PendingTransactions.js'),
  'PendingTransactions',
)

/** Logo, the active network (always visible, docs/behaviour/networks.md#picker), pending transactions, the menu. */
export function Header({ address }: { address: string | undefined }) {
  const pendingRecords = usePendingRecords().records.length > 0
  return (
    <header className="app-header">
      <Link to="/" className="logo">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Fantom Wallet</span>
      </Link>
      <div className="row">
        <NetworkPicker />
        {pendingRecords && (
          <Suspense fallback={null}>
            <PendingTransactions />
          </Suspense>
        )}
        <MenuDrawer address={address} />
      </div>
    </header>
  )
}
