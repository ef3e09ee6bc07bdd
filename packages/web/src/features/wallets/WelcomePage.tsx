import { useAccounts } from '@ftm-wallet/react'
import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { routePath } from '../../navigation/routeNames.js'
import { InstallInstructions } from './InstallInstructions.js'
import { useWalletRows } from './useWalletRows.js'
import { WalletList } from './WalletList.js'
import { type WalletWindow, WalletWindows } from './WalletWindows.js'
import { WelcomeView } from './WelcomeView.js'

export function WelcomePage() {
  const { accounts } = useAccounts()
  const { rows } = useWalletRows()
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
          rows.length > 0 ? (
            <WalletList
              wallets={rows}
              mode={{ kind: 'link', to: (address) => routePath('account-history', { address }) }}
            />
          ) : undefined
        }
      />
      <InstallInstructions />
      <WalletWindows open={window} onOpenChange={setWindow} />
    </>
  )
}
