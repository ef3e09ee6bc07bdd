import { type useAccounts, useAccountsService, useSignerRegistry, useWallet } from '@ftm-wallet/react'
import { useNavigate } from 'react-router'
import { routePath } from '../../navigation/routeNames.js'
import type { EndStoredSessionOptions } from './endStoredSession.js'

type AccountType = ReturnType<typeof useAccounts>['accounts'][number]['type']

export interface UseRemoveWalletOptions {
  /**
   * Reloads the page after a WalletConnect session ended (docs/behaviour/signers.md#walletconnect); injected by
   * tests.
   */
  reload?: () => void
  /** Creates Coinbase's provider to end a session this page did not open; injected by tests. */
  loadCoinbase?: EndStoredSessionOptions['loadCoinbase']
}

/**
 * Removes a wallet, then (docs/behaviour/app-shell.md#navigation-rules): with no wallets left go to '/'; otherwise,
 * unless already on the dashboard, go to the dashboard. Removing the last Coinbase or WalletConnect account also ends
 * that wallet's session: the one this page holds (signer registry), else the one the wallet's SDK kept in its storage
 * (e.g. after a reload; the SDK loads lazily, only then). A WalletConnect disconnect then reloads the page.
 */
export function useRemoveWallet({
  reload = () => window.location.reload(),
  loadCoinbase,
}: UseRemoveWalletOptions = {}) {
  const service = useAccountsService()
  const registry = useSignerRegistry()
  const { network, walletConnect } = useWallet()
  const navigate = useNavigate()
  const endSession = async (type: 'coinbase' | 'walletConnect') => {
    if (await registry.disconnect(type)) return true
    const { endStoredSession } = await import('./endStoredSession.js')
    return endStoredSession(type, { network, walletConnect, ...(loadCoinbase ? { loadCoinbase } : {}) })
  }
  return async (ref: { address: string; type: AccountType }) => {
    await service.removeAccount(ref)
    const left = service.getState().accounts
    let ended = false
    const type = ref.type
    if ((type === 'coinbase' || type === 'walletConnect') && !left.some((a) => a.type === type)) {
      // The account is already gone; a session that will not end cleanly (relay unreachable, wallet closed)
      // must not keep the user on the removed wallet, so the failure is logged and the redirect goes on.
      ended = await endSession(type).catch((error: unknown) => {
        console.error(`Disconnecting ${type}:`, error)
        return false
      })
    }
    if (left.length === 0) navigate(routePath('home'))
    else if (window.location.pathname !== routePath('dashboard')) navigate(routePath('dashboard'))
    if (ended && type === 'walletConnect') reload()
  }
}
