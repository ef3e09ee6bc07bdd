import { PENDING_MESSAGES, PendingTransactionError } from '@ftm-wallet/sdk'
import { cancelTransactionFlow, speedUpFlow } from '@ftm-wallet/sdk/machines'
import { openSession } from '../../connections/open.js'
import { openPendingStore } from '../../connections/pending.js'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { readHash } from '../chain/lookup.js'
import { gwei, refreshPending } from './pendingView.js'

/**
 * `ftm tx speed-up HASH` / `ftm tx cancel HASH` (docs/behaviour/pending-transactions.md#speed-up-and-cancel): the
 * recorded transaction, checked on the chain first, is replaced through the same confirmation as every send. The
 * sending account signs (the active one, or the record's sender when --account is not given).
 */
export async function replacePending(context: CommandContext, kind: 'speed-up' | 'cancel'): Promise<void> {
  const hash = readHash(context.args[0])
  const session = await openSession(context)
  const store = openPendingStore(session)
  await refreshPending(store, session)
  const transaction = await store.get(hash)
  if (!transaction) throw new PendingTransactionError('PENDING_NOT_FOUND', PENDING_MESSAGES.notFound(hash))
  const flow = await openFlowContext({
    ...context,
    globals: { ...context.globals, account: context.globals.account ?? transaction.from },
  })
  await runFlow(flow, {
    title:
      kind === 'speed-up'
        ? `Speed up ${hash} (${transaction.summary})`
        : `Cancel ${hash} (${transaction.summary})`,
    details: { nonce: String(transaction.nonce), 'old gas': gwei(transaction.gasPrice) },
    definition: kind === 'speed-up' ? speedUpFlow : cancelTransactionFlow,
    params: { transaction },
    facts: { chainId: session.network.preset.chainId },
    result: { replaces: hash, kind },
  })
}
