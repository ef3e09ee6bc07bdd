import { useAccounts } from '@ftm-wallet/react'
import { Outlet } from 'react-router'
import { WalletHeader } from '../features/account/WalletHeader.js'
import { BadWallet, useRouteAccount } from './AreaLayout.js'

/**
 * Layout of the account routes (/account/{address}/…): the wallet header above the screen. The address in the route
 * picks the account; when it differs from the active account, that account becomes active
 * (docs/behaviour/app-shell.md#navigation-rules). With no such account: 'Bad wallet'. The areas (staking, fMint,
 * swap, governance) use AreaLayout, without the header.
 */
export function AccountLayout() {
  const { accounts } = useAccounts()
  const account = useRouteAccount()
  if (!account) return <BadWallet />
  return (
    <div className="stack">
      <WalletHeader account={account} accounts={accounts} />
      <Outlet key={account.address} />
    </div>
  )
}
