import { useAccounts } from '@ftm-wallet/react'
import { Suspense, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { routePath } from '../../navigation/routeNames.js'
import { lazyNamed } from '../../ui/lazyNamed.js'
import { InstallInstructions } from './InstallInstructions.js'
import { type WalletWindow, WalletWindows } from './WalletWindows.js'
import { WelcomeView } from './WelcomeView.js'

// The stored wallets' list and balances load only when there are wallets (docs/decisions.md#size-budgets).
const WelcomeWallets = lazyNamed(() => import('./WelcomeWallets.js'), 'WelcomeWallets')

export function WelcomePage() {
  const { accounts } = useAccounts()
  const location = useLocation()
  const [window, setWindow] = useState<WalletWindow>()
  // docs/behaviour/wallets-and-accounts.md#welcome-screen: a first visit that lands on welcome goes to the dashboard
  // when wallets exist. Decided once, on arrival: a wallet created here later must not take the user away from the
  // wizard.
  const [toDashboard] = useState(() => location.key === 'default' && accounts.length > 0)
  if (toDashboard) return <Navigate to={routePath('dashboard')} replace />
  return (
    <>
      <WelcomeView
        onConnect={() => setWindow('connect')}
        onCreate={() => setWindow('create')}
        onRestore={() => setWindow('restore')}
        wallets={
          accounts.length > 0 ? (
            <Suspense fallback={<p aria-busy="true">Loading…</p>}>
              <WelcomeWallets />
            </Suspense>
          ) : undefined
        }
      />
      <InstallInstructions />
      <WalletWindows open={window} onOpenChange={setWindow} />
    </>
  )
}
