import { useWallet } from '@ftm-wallet/react'
import { useMemo } from 'react'

/**
 * Explorer links of the current network (docs/chain-and-api.md#original-wallet-configuration). A network without
 * an explorer (an empty url: a devnet reached without its API) gives no links: each is undefined, and an `<a>`
 * without href is no link, never a dead one.
 */
export function useExplorer() {
  const { explorer } = useWallet().network
  return useMemo(() => {
    if (!explorer.url) {
      return {
        url: undefined,
        transaction: (_hash: string): string | undefined => undefined,
        address: (_address: string): string | undefined => undefined,
      }
    }
    const base = explorer.url.endsWith('/') ? explorer.url : `${explorer.url}/`
    return {
      url: base,
      transaction: (hash: string): string | undefined => `${base}${explorer.transactionPath}/${hash}`,
      address: (address: string): string | undefined => `${base}address/${address}`,
    }
  }, [explorer])
}
