import { useAccounts, useAccountsService, type WalletAccount } from '@ftm-wallet/react'
import { isSameAddress } from '@ftm-wallet/sdk'
import { useEffect } from 'react'
import { Outlet, useParams } from 'react-router'

/**
 * The account the route's address picks; when it differs from the active account, that account becomes active
 * (docs/behaviour/app-shell.md#navigation-rules). Undefined when this device has no such account.
 */
export function useRouteAccount(): WalletAccount | undefined {
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
  return account
}

/** What an account-scoped route shows when this device has no wallet with its address. */
export function BadWallet() {
  return (
    <section className="card" role="alert">
      <h1>Bad wallet</h1>
      <p>There is no wallet with this address on this device.</p>
    </section>
  )
}

/**
 * The account layout without the wallet header, for the staking, fMint, swap and governance areas
 * (docs/behaviour/app-shell.md#routes). A module of its own, without the header's code (its menus, dialogs, QR code
 * and signers): an area's screens do not load what they never show (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export function AreaLayout() {
  const account = useRouteAccount()
  if (!account) return <BadWallet />
  return (
    <div className="stack">
      <Outlet key={account.address} />
    </div>
  )
}
