import { useWallet } from '@ftm-wallet/react'
import { useMemo } from 'react'

/** Explorer links of the current network (original-wallet-facts.md §3 link patterns). */
export function useExplorer() {
  const { explorer } = useWallet().network
  return useMemo(() => {
    const base = explorer.url.endsWith('/') ? explorer.url : `${explorer.url}/`
    return {
      url: base,
      transaction: (hash: string) => `${base}${explorer.transactionPath}/${hash}`,
      address: (address: string) => `${base}address/${address}`,
    }
  }, [explorer])
}
