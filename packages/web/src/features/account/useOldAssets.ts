import { useWallet } from '@ftm-wallet/react'
import {
  DEFAULT_POLL_INTERVAL,
  getErc20Assets,
  getErc20AssetsQueryKey,
  getErc20TokenBalance,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useCustomTokens } from '../tokens/useCustomTokens.js'

export interface OldAssetRow {
  address: string
  symbol: string
  decimals: number
  balance: bigint
  custom: boolean
}

/**
 * The 'Assets old' list: every ERC-20 the account ever received (the API's erc20Assets) plus the user's custom
 * tokens with their balances, polled every 3000 ms. Only enabled while the tab is shown.
 */
export function useOldAssets(owner: string, enabled: boolean) {
  const { client } = useWallet()
  const { tokens: custom } = useCustomTokens()
  return useQuery({
    queryKey: [...getErc20AssetsQueryKey({ owner }), 'withCustom', custom],
    enabled,
    refetchInterval: DEFAULT_POLL_INTERVAL,
    queryFn: async ({ signal }): Promise<OldAssetRow[]> => {
      const received = await getErc20Assets(client, { owner, signal })
      const known = new Set(received.map((t) => t.address.toLowerCase()))
      const extra = await Promise.all(
        custom
          .filter((t) => !known.has(t.address.toLowerCase()))
          .map(async (t) => ({
            ...t,
            balance: await getErc20TokenBalance(client, { owner, token: t.address, signal }),
            custom: true,
          })),
      )
      return [
        ...received.map((t) => ({
          address: t.address,
          symbol: t.symbol,
          decimals: t.decimals,
          balance: t.balance ?? 0n,
          custom: false,
        })),
        ...extra,
      ]
    },
  })
}
