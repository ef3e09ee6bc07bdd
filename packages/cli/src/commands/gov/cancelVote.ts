import { cancelVoteAllFlow, cancelVoteFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { pickDelegations } from './delegations.js'
import { loadProposalToVote, loadVotes } from './proposalLookup.js'

/** `ftm gov cancel-vote <id>`: cancels the vote of every delegation that voted (while voting is open). */
export async function run(context: CommandContext<{ validator?: string; contract?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { id, address, from, contract, proposal, votingWindow } = await loadProposalToVote(context, flow)
  // The cancel's check before the delegations are read: voting must be open.
  const closed = cancelVoteFlow.check(
    { governance: address, delegatedTo: from, proposalId: id },
    { votingWindow },
  )
  if (closed.error) throw closed.error
  const targets = await pickDelegations(client, contract.delegationsBy, context.options.validator)
  const voted = (await loadVotes(client, address, id, from, targets)).filter((v) => v.voted)
  if (voted.length === 0) throw new CliError('NOT_VOTED', `You have no vote on proposal ${id} to cancel`)
  await runFlow(flow, {
    title: `Cancel your vote on proposal ${id} (${proposal.name})`,
    definition: cancelVoteAllFlow,
    params: { each: voted.map(({ delegatedTo }) => ({ governance: address, delegatedTo, proposalId: id })) },
    facts: { votingWindow },
    result: { proposal: id, contract: address, delegations: voted.map((v) => v.delegatedTo) },
  })
}
