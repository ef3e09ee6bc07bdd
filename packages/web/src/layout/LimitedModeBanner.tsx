import { LIMITED_MODE_MESSAGE } from '@ftm-wallet/sdk'

/**
 * Shown while the wallet runs on JSON-RPC only (every Fantom API endpoint failed, or the network is RPC-only):
 * what still works and what needs the API. It goes as soon as the API answers again.
 */
export function LimitedModeBanner({ limited }: { limited: boolean }) {
  if (!limited) return null
  return (
    <div className="limited-mode-banner" role="status">
      {LIMITED_MODE_MESSAGE}
    </div>
  )
}
