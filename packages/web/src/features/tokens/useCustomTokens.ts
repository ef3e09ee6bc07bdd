import { useWallet } from '@ftm-wallet/react'
import {
  CUSTOM_TOKENS_KEY,
  type CustomToken,
  parseCustomTokens,
  serializeCustomTokens,
} from '@ftm-wallet/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

// The custom tokens' record in the wallet's storage (the SDK's CUSTOM_TOKENS_KEY, read with parseCustomTokens;
// docs/behaviour/tokens-and-assets.md#custom-tokens), shared with the CLI.
const QUERY_KEY = ['web', CUSTOM_TOKENS_KEY] as const

/** The custom tokens kept in the wallet's storage, and `add` (a token already listed is replaced). */
export function useCustomTokens() {
  const { storage } = useWallet().services
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => parseCustomTokens(await storage.get(CUSTOM_TOKENS_KEY)),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const add = useCallback(
    async (token: CustomToken) => {
      const current = parseCustomTokens(await storage.get(CUSTOM_TOKENS_KEY))
      const others = current.filter((t) => t.address.toLowerCase() !== token.address.toLowerCase())
      const tokens = [...others, token]
      await storage.set(CUSTOM_TOKENS_KEY, serializeCustomTokens(tokens))
      queryClient.setQueryData(QUERY_KEY, tokens)
    },
    [storage, queryClient],
  )
  return { tokens: query.data ?? [], add }
}
