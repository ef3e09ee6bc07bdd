import { openSession } from '../../connections/open.js'
import { openPendingStore } from '../../connections/pending.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'
import { gwei, pendingJson, refreshPending } from './pendingView.js'

/** `ftm tx list [--pending]` (docs/behaviour/pending-transactions.md): what this wallet broadcast on the network. */
export async function run(context: CommandContext<{ pending?: boolean }>): Promise<void> {
  const session = await openSession(context)
  const store = openPendingStore(session)
  await refreshPending(store, session)
  const records = await store.list({
    chainId: session.network.preset.chainId,
    ...(context.options.pending ? { status: ['pending'] as const } : {}),
  })
  context.output.result(
    { ok: true, network: session.network.name, transactions: records.map((r) => pendingJson(r, session)) },
    () =>
      records.length === 0
        ? `No transactions recorded on ${session.network.name}.`
        : formatTable(
            ['hash', 'status', 'nonce', 'gas price', 'what'],
            records.map((r) => [
              r.hash,
              r.status === 'replaced' && r.replacedBy
                ? `replaced by ${r.replacedBy.slice(0, 10)}…`
                : r.status,
              String(r.nonce),
              gwei(r.gasPrice),
              r.summary,
            ]),
          ),
  )
}
