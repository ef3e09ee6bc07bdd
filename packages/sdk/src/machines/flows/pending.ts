// Speed up and Cancel of a pending transaction (docs/behaviour/pending-transactions.md#speed-up-and-cancel): one step
// each, through the same confirmation as every flow; the step carries the nonce and the minimum gas price.
import { PENDING_MESSAGES, PendingTransactionError } from '../../pending/PendingTransactionError.js'
import { buildReplacement, type PendingReplacement } from '../../pending/replacement.js'
import type { PendingTransaction } from '../../pending/types.js'
import type { FlowCheck, FlowDefinition, FlowPlan } from '../engine/types.js'
import { passes, refuses } from './check.js'

export interface ReplaceTransactionParams {
  /** The recorded pending transaction to replace (from the pending store). */
  transaction: PendingTransaction
}

export interface ReplaceTransactionFacts {
  /** The connected network's chain id: a transaction of another network is refused. */
  chainId: number
}

const check = (
  { transaction }: ReplaceTransactionParams,
  { chainId }: ReplaceTransactionFacts,
): FlowCheck => {
  if (transaction.status !== 'pending')
    return refuses(
      new PendingTransactionError('PENDING_NOT_PENDING', PENDING_MESSAGES.notPending(transaction.status)),
    )
  if (transaction.chainId !== chainId)
    return refuses(
      new PendingTransactionError(
        'PENDING_WRONG_NETWORK',
        PENDING_MESSAGES.wrongNetwork(transaction.chainId),
      ),
    )
  return passes()
}

const LABELS: Record<PendingReplacement['kind'], string> = {
  'speed-up': 'Speed up',
  cancel: 'Cancel transaction',
}

function plan(
  kind: PendingReplacement['kind'],
  { transaction }: ReplaceTransactionParams,
  from: string,
): FlowPlan {
  if (transaction.from.toLowerCase() !== from.toLowerCase())
    throw new PendingTransactionError(
      'PENDING_WRONG_ACCOUNT',
      PENDING_MESSAGES.wrongAccount(transaction.from),
    )
  const replaces = buildReplacement(transaction, kind)
  return {
    steps: [{ id: kind, label: LABELS[kind], build: () => replaces.call, replaces }],
    notices: [
      kind === 'speed-up'
        ? `Sends the same transaction again with nonce ${transaction.nonce} and a higher gas price, in place of ${transaction.hash}`
        : `Sends 0 FTM to yourself with nonce ${transaction.nonce} and a higher gas price, in place of ${transaction.hash}: if it is mined first, ${transaction.hash} never is`,
    ],
  }
}

/** Speed up: the same call with the same nonce at a gas price of at least the old one + 10 % (1 step). */
export const speedUpFlow: FlowDefinition<ReplaceTransactionParams, ReplaceTransactionFacts> = {
  id: 'speedUp',
  check,
  plan: (params, { from }) => plan('speed-up', params, from),
}

/** Cancel: 0 FTM to yourself with the same nonce at a gas price of at least the old one + 10 % (1 step). */
export const cancelTransactionFlow: FlowDefinition<ReplaceTransactionParams, ReplaceTransactionFacts> = {
  id: 'cancelTransaction',
  check,
  plan: (params, { from }) => plan('cancel', params, from),
}
