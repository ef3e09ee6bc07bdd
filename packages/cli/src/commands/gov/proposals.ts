import {
  fetchAllPages,
  formatProposalStatus,
  type GovProposalListItem,
  getGovProposals,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'

const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** `ftm gov proposals`: active proposals (every one with --all), from every governance contract. */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const { client } = await openSession(context)
  const proposals: GovProposalListItem[] = await fetchAllPages({
    fetchPage: (cursor) => getGovProposals(client, { cursor, activeOnly: !context.options.all }),
  })
  const rows = proposals.map((p) => ({
    id: p.id,
    name: p.name,
    status: formatProposalStatus(p.state.status),
    contract: p.governanceId,
    options: p.options,
    votingStarts: p.votingStarts,
    votingMayEnd: p.votingMayEnd,
    votingMustEnd: p.votingMustEnd,
  }))
  context.output.result({ ok: true, proposals: rows }, () =>
    rows.length === 0
      ? `No ${context.options.all ? '' : 'active '}proposals.`
      : formatTable(
          ['id', 'name', 'status', 'voting', 'ends'],
          rows.map((r) => [String(r.id), r.name, r.status, date(r.votingStarts), date(r.votingMustEnd)]),
          ['right'],
        ),
  )
}
