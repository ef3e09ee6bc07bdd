import { useAccounts, usePendingTransactions, useWallet } from '@ftm-wallet/react'
import type { PendingTransaction } from '@ftm-wallet/sdk'
import { cancelTransactionMachine, speedUpMachine } from '@ftm-wallet/sdk/machines'
import { useState } from 'react'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'

/** What a notice says about a finished transaction (docs/behaviour/pending-transactions.md#notices). */
export const PENDING_NOTICE_TITLES = {
  mined: 'Transaction confirmed',
  failed: 'Transaction failed',
  replaced: 'Transaction replaced by another one with the same nonce',
  dropped: 'Transaction dropped by the network',
} as const

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`
const plural = (count: number) => `${count} pending transaction${count === 1 ? '' : 's'}`

type Action = { kind: 'speed-up' | 'cancel'; transaction: PendingTransaction }

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
      <PendingWindow open={open} onClose={() => setOpen(false)} pending={pending} />
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

function PendingWindow({
  open,
  onClose,
  pending,
}: {
  open: boolean
  onClose: () => void
  pending: readonly PendingTransaction[]
}) {
  const [action, setAction] = useState<Action | null>(null)
  const close = () => {
    setAction(null)
    onClose()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={
        action ? (action.kind === 'speed-up' ? 'Speed up' : 'Cancel transaction') : 'Pending transactions'
      }
    >
      {action ? (
        <ReplaceFlow action={action} onEnd={() => setAction(null)} />
      ) : pending.length === 0 ? (
        <p>No transaction is pending.</p>
      ) : (
        <ul className="stack pending-list">
          {pending.map((t) => (
            <PendingItem key={t.hash} transaction={t} onAction={setAction} />
          ))}
        </ul>
      )}
    </Dialog>
  )
}

function PendingItem({
  transaction,
  onAction,
}: {
  transaction: PendingTransaction
  onAction: (action: Action) => void
}) {
  const { accounts } = useAccounts()
  // Only the sender can use its nonce again.
  const mine = accounts.some((a) => a.address.toLowerCase() === transaction.from.toLowerCase())
  return (
    <li className="card stack" data-hash={transaction.hash}>
      <strong>{transaction.summary}</strong>
      <span className="mono">
        {short(transaction.hash)} · nonce {transaction.nonce.toString()}
      </span>
      {mine && (
        <div className="row">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onAction({ kind: 'speed-up', transaction })}
          >
            Speed up
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => onAction({ kind: 'cancel', transaction })}
          >
            Cancel transaction
          </button>
        </div>
      )}
    </li>
  )
}

/** Speed up or Cancel as a flow of the active account (the sender must be active: its signer signs). */
function ReplaceFlow({ action, onEnd }: { action: Action; onEnd: () => void }) {
  const { network } = useWallet()
  const { activeAccount } = useAccounts()
  const { transaction } = action
  if (activeAccount?.address.toLowerCase() !== transaction.from.toLowerCase())
    return (
      <div className="stack">
        <p role="alert">Open the account {transaction.from} to replace its transaction.</p>
        <button type="button" className="btn" onClick={onEnd}>
          Back
        </button>
      </div>
    )
  return (
    <FlowRunner
      machine={action.kind === 'speed-up' ? speedUpMachine : cancelTransactionMachine}
      params={{ transaction }}
      facts={{ chainId: network.chainId }}
      onEnd={onEnd}
    >
      <p>
        {action.kind === 'speed-up'
          ? `Sends ${transaction.summary} again with nonce ${transaction.nonce} and a higher gas price, in place of ${short(transaction.hash)}.`
          : `Sends 0 FTM to yourself with nonce ${transaction.nonce} and a higher gas price: if it is mined first, ${short(transaction.hash)} (${transaction.summary}) never is.`}
      </p>
    </FlowRunner>
  )
}
