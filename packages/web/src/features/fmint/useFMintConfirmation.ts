import { isSameAddress } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { fmintPath, parseQueryAmount } from './fmintPaths.js'
import { useFMintRoute } from './useFMintRoute.js'

/**
 * What both fMint confirmation pages read from the route: the account's page data, the signed change and the
 * token of the query (`amount`, `tokenAddress`, `max`), and where a flow's end leads (closed: the fMint home;
 * cancelled: back to the form).
 */
export function useFMintConfirmation() {
  const { address, navigate, search, data } = useFMintRoute()
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') => (outcome === 'closed' ? navigate(fmintPath(address)) : navigate(-1)),
    [navigate, address],
  )
  const tokenAddress = search.get('tokenAddress')
  return {
    data,
    onEnd,
    /** undefined when missing or not an integer. */
    change: parseQueryAmount(search.get('amount')),
    max: parseQueryAmount(search.get('max')) ?? undefined,
    tokenAddress,
    /** Whether `address` is the query's token. */
    isQueryToken: (address: string) => isSameAddress(address, tokenAddress),
  }
}
