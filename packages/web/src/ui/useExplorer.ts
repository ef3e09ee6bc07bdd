import { useWallet } from '@ftm-wallet/react'
import { useMemo } from 'react'

/** Explorer links of the current network (docs/chain-and-api.md#original-wallet-configuration). */
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
