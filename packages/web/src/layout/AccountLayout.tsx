import { useAccounts, useAccountsService } from '@ftm-wallet/react'
import { isSameAddress } from '@ftm-wallet/sdk'
import { useEffect } from 'react'
import { Outlet, useParams } from 'react-router'
import { WalletHeader } from '../features/account/WalletHeader.js'

/**
 * Layout of every account-scoped route: the address in the route picks the account. When it differs from the active
 * account, that account becomes active (docs/behaviour/app-shell.md#navigation-rules). With no such account:
 * 'Bad wallet'.
 */
export function AccountLayout({ header = true }: { header?: boolean }) {
  const { address } = useParams()
  const { accounts, activeAccount } = useAccounts()
  const service = useAccountsService()
  const account = isSameAddress(activeAccount?.address, address)
    ? activeAccount
    : accounts.find((a) => isSameAddress(a.address, address))

  useEffect(() => {
    if (account && !isSameAddress(account.address, activeAccount?.address)) {
      service.setActiveAccount({ address: account.address, type: account.type }).catch(() => undefined)
    }
  }, [account, activeAccount?.address, service])

  if (!account) {
    return (
      <section className="card" role="alert">
        <h1>Bad wallet</h1>
        <p>There is no wallet with this address on this device.</p>
      </section>
    )
  }
  return (
    <div className="stack">
      {header && <WalletHeader account={account} accounts={accounts} />}
      <Outlet key={account.address} />
    </div>
  )
}

/**
 * The account layout without the wallet header, for the staking, fMint, swap and governance areas
 * (docs/behaviour/app-shell.md#routes).
 */
export function AreaLayout() {
  return <AccountLayout header={false} />
}
