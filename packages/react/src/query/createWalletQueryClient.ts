import { QueryClient } from '@tanstack/react-query'

/**
 * The TanStack Query client the wallet uses. Polling (`refetchInterval`) stops while the tab is hidden
 * (`refetchIntervalInBackground: false`) and resumes when it is shown again. The SDK's API client already
 * fails over and retries with backoff, so queries do not retry on top of it.
 */
export function createWalletQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
        staleTime: 1000,
      },
      mutations: { retry: false },
    },
  })
}
