import { useAccounts, useWallet } from '@ftm-wallet/react'
import type { PendingTransaction } from '@ftm-wallet/sdk'
import { cancelTransactionMachine, speedUpMachine } from '@ftm-wallet/sdk/machines'
import { useState } from 'react'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { short } from './shortHash.js'

type Action = { kind: 'speed-up' | 'cancel'; transaction: PendingTransaction }

/** The header's 'Pending transactions' window (docs/behaviour/pending-transactions.md): Speed up and Cancel. */
export function PendingWindow({
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
