import { usePendingTransactions } from '@ftm-wallet/react'
import { Suspense, useState } from 'react'
import { lazyNamed } from '../../ui/lazyNamed.js'
import { short } from './shortHash.js'

// The window speeds up and cancels through the flow machines and the confirmation: that code loads when the window
// opens, not with the first screen (docs/behaviour/app-shell.md#offline-and-the-first-visit).
const PendingWindow = lazyNamed(() => import('./PendingWindow.js'), 'PendingWindow')

/** What a notice says about a finished transaction (docs/behaviour/pending-transactions.md#notices). */
export const PENDING_NOTICE_TITLES = {
  mined: 'Transaction confirmed',
  failed: 'Transaction failed',
  replaced: 'Transaction replaced by another one with the same nonce',
  dropped: 'Transaction dropped by the network',
} as const

const plural = (count: number) => `${count} pending transaction${count === 1 ? '' : 's'}`

/**
 * The layout's pending-transaction indicator and notices (docs/behaviour/pending-transactions.md): '1 pending
 * transaction' in the header while any broadcast of the network waits, a window listing them with Speed up and
 * Cancel (each through the usual confirmation), and a notice for every outcome the user has not seen yet — also
 * after a reload and in every other tab. It runs the tracker of the app.
 */
export function PendingTransactions() {
  const { transactions, dismiss } = usePendingTransactions({ track: true })
  const [open, setOpen] = useState(false)
  const pending = transactions.filter((t) => t.status === 'pending')
  const known = new Set(transactions.map((t) => t.hash))
  const notices = transactions.filter(
    (t) =>
      t.status !== 'pending' &&
      !t.dismissed &&
      // The original of our own replacement: the replacement's notice tells.
      !(t.status === 'replaced' && t.replacedBy !== null && known.has(t.replacedBy)),
  )
  return (
    <>
      {pending.length > 0 && (
        <button type="button" className="btn pending-indicator" onClick={() => setOpen(true)}>
          <span className="pending-dot" aria-hidden="true" />
          {plural(pending.length)}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PendingWindow open onClose={() => setOpen(false)} pending={pending} />
        </Suspense>
      )}
      <ul className="pending-notices" aria-live="polite" aria-label="Transaction notices">
        {notices.map((t) => (
          <li key={t.hash} className={`pending-notice pending-notice-${t.status}`} role="status">
            <div className="stack">
              <strong>{PENDING_NOTICE_TITLES[t.status as keyof typeof PENDING_NOTICE_TITLES]}</strong>
              <span>{t.summary}</span>
              <span className="mono">{short(t.hash)}</span>
            </div>
            <button
              type="button"
              className="btn btn-icon"
              aria-label={`Close the notice of ${short(t.hash)}`}
              onClick={() => void dismiss(t.hash)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
