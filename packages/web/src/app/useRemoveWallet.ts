import { type useAccounts, useAccountsService, useSignerRegistry } from '@ftm-wallet/react'
import { useNavigate } from 'react-router'
import { routePath } from '../routes/routeNames.js'

type AccountType = ReturnType<typeof useAccounts>['accounts'][number]['type']

/** Account types whose wallet keeps a session that ends when its last account leaves the list (spec 01 §4). */
const SESSION_TYPES: readonly AccountType[] = ['coinbase', 'walletConnect']

export interface UseRemoveWalletOptions {
  /** Reloads the page after a WalletConnect session ended (spec 01 §4); injected by tests. */
  reload?: () => void
}

/**
 * Removes a wallet, then (spec 01 §2): with no wallets left go to '/'; otherwise, unless already on the
 * dashboard, go to the dashboard. Removing the last Coinbase or WalletConnect account also ends that wallet's
 * session (through the signer registry); a WalletConnect disconnect then reloads the page.
 */
export function useRemoveWallet({ reload = () => window.location.reload() }: UseRemoveWalletOptions = {}) {
  const service = useAccountsService()
  const registry = useSignerRegistry()
  const navigate = useNavigate()
  return async (ref: { address: string; type: AccountType }) => {
    await service.removeAccount(ref)
    const left = service.getState().accounts
    let ended = false
    if (SESSION_TYPES.includes(ref.type) && !left.some((a) => a.type === ref.type)) {
      // The account is already gone; a session that will not end cleanly (relay unreachable, wallet closed)
      // must not keep the user on the removed wallet, so the failure is logged and the redirect goes on.
      ended = await registry.disconnect(ref.type).catch((error: unknown) => {
        console.error(`Disconnecting ${ref.type}:`, error)
        return false
      })
    }
    if (left.length === 0) navigate(routePath('home'))
    else if (window.location.pathname !== routePath('dashboard')) navigate(routePath('dashboard'))
    if (ended && ref.type === 'walletConnect') reload()
  }
}
