import { useState, useSyncExternalStore } from 'react'
import { getPwaUpdates, type PwaUpdates } from './pwaUpdates.js'

/** "Update available — Reload" while a new version waits; the page reloads only when Reload is pressed. */
export function UpdatePrompt({ updates = getPwaUpdates() }: { updates?: PwaUpdates }) {
  const available = useSyncExternalStore(updates.subscribe, updates.isAvailable, () => false)
  const [reloading, setReloading] = useState(false)
  if (!available) return null
  return (
    <div className="update-prompt" role="status">
      <span>Update available —</span>{' '}
      <button
        type="button"
        className="btn"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          void updates.reload()
        }}
      >
        Reload
      </button>
    </div>
  )
}
