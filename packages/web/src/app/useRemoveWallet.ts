import { useAccounts, useAccountsService } from '@ftm-wallet/react'
import { useNavigate } from 'react-router'
import { routePath } from '../routes/routeNames.js'

/**
 * Removes a wallet, then (spec 01 §2): with no wallets left go to '/'; otherwise, unless already on the
 * dashboard, go to the dashboard.
 */
export function useRemoveWallet() {
  const service = useAccountsService()
  const { accounts } = useAccounts()
  const navigate = useNavigate()
  return async (ref: { address: string; type: (typeof accounts)[number]['type'] }) => {
    await service.removeAccount(ref)
    const left = service.getState().accounts.length
    if (left === 0) navigate(routePath('home'))
    else if (window.location.pathname !== routePath('dashboard')) navigate(routePath('dashboard'))
  }
}
