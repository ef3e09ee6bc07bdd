import { useWallet } from '@ftm-wallet/react'
import { type CustomToken, validateCustomToken } from '@ftm-wallet/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

/**
 * Storage record of the user's custom tokens (docs/behaviour/tokens-and-assets.md#custom-tokens: address, symbol,
 * decimals).
 */
export const CUSTOM_TOKENS_KEY = 'customTokens'
const QUERY_KEY = ['web', CUSTOM_TOKENS_KEY] as const

/**
 * Parses the stored record `{ version: 1, tokens }`, keeping each token that still passes the form's rules; a
 * missing or corrupt record reads as no custom tokens (nothing secret is lost: tokens are re-addable).
 */
export function parseCustomTokens(raw: string | null): CustomToken[] {
  if (raw === null) return []
  let record: unknown
  try {
    record = JSON.parse(raw)
  } catch {
    return []
  }
  const { version, tokens } = (record ?? {}) as { version?: unknown; tokens?: unknown }
  if (version !== 1 || !Array.isArray(tokens)) return []
  return tokens.flatMap((t) => {
    const result = validateCustomToken(t)
    return result.ok ? [result.value] : []
  })
}

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
      await storage.set(CUSTOM_TOKENS_KEY, JSON.stringify({ version: 1, tokens }))
      queryClient.setQueryData(QUERY_KEY, tokens)
    },
    [storage, queryClient],
  )
  return { tokens: query.data ?? [], add }
}
