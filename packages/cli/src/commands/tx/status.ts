import { PENDING_MESSAGES, PendingTransactionError } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { openPendingStore } from '../../connections/pending.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'
import { readHash } from '../chain/lookup.js'
import { gwei, pendingJson, refreshPending } from './pendingView.js'

/**
 * `ftm tx status HASH` (docs/behaviour/pending-transactions.md#statuses): the recorded transaction, checked on the
 * chain now. A hash this wallet did not broadcast is bad input (`ftm tx HASH` looks any transaction up).
 */
export async function run(context: CommandContext): Promise<void> {
  const hash = readHash(context.args[0])
  const session = await openSession(context)
  const store = openPendingStore(session)
  await refreshPending(store, session)
  const record = await store.get(hash)
  if (!record || record.chainId !== session.network.preset.chainId)
    throw new PendingTransactionError('PENDING_NOT_FOUND', PENDING_MESSAGES.notFound(hash))
  context.output.result({ ok: true, network: session.network.name, ...pendingJson(record, session) }, () =>
    formatFields([
      ['hash', record.hash],
      ['status', record.status],
      ...(record.replacedBy ? ([['replaced by', record.replacedBy]] as Array<[string, string]>) : []),
      ...(record.replaces ? ([['replaces', record.replaces]] as Array<[string, string]>) : []),
      ['what', record.summary],
      ['from', record.from],
      ['nonce', String(record.nonce)],
      ['gas price', gwei(record.gasPrice)],
      ['sent', new Date(record.submittedAt).toISOString()],
      ['explorer', session.network.explorerUrl(record.hash)],
    ]),
  )
}
