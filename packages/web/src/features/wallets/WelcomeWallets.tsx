import { routePath } from '../../navigation/routeNames.js'
import { useWalletRows } from './useWalletRows.js'
import { WalletList } from './WalletList.js'

/**
 * The welcome screen's list of stored wallets with their balances, each linking to its history. In a chunk of its
 * own: a first visit has no wallet, so the welcome screen loads the list and the balances' code only when wallets are
 * stored (docs/decisions.md#size-budgets).
 */
export function WelcomeWallets() {
  const { rows } = useWalletRows()
  return (
    <WalletList
      wallets={rows}
      mode={{ kind: 'link', to: (address) => routePath('account-history', { address }) }}
    />
  )
}
