import { validateCanVote, validateVoteChoices } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { assertRule } from '../../tx/assertRule.js'
import { voteAllFlow } from '../../tx/cliFlows.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { pickDelegations } from './delegations.js'
import { loadProposalToVote, loadVotes } from './proposalLookup.js'

interface Options {
  choices?: string
  validator?: string
  contract?: string
}

/** '3,0,1' → [3, 0, 1]; a blank or non-integer entry becomes undefined (the SDK's rule then refuses it). */
const parseChoices = (text: string) =>
  text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : undefined))

/** `ftm gov vote <id> --choices 3,0,1`: one Vote step per delegation that has not voted yet. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { id, address, from, contract, proposal, votingWindow } = await loadProposalToVote(context, flow)
  assertRule(validateCanVote(votingWindow))
  const levels = proposal.opinionScales.length
  const text = await optionOrAsk(context, context.options.choices, {
    what: 'the choices',
    hint: `--choices L1,L2,… (one level 0–${levels - 1} per option)`,
    message: `Levels (0–${levels - 1}) for: ${proposal.options.join(', ')}`,
  })
  const choices = parseChoices(text)
  assertRule(validateVoteChoices({ choices, optionsCount: proposal.options.length, scalesCount: levels }))
  const targets = await pickDelegations(client, contract.delegationsBy, context.options.validator)
  const votes = await loadVotes(client, address, id, from, targets)
  const open = votes.filter((v) => !v.voted)
  if (open.length === 0)
    throw new CliError(
      'ALREADY_VOTED',
      `You already voted on proposal ${id}; cancel first with \`ftm gov cancel-vote ${id}\``,
    )
  const levelsChosen = choices as number[]
  await runFlow(flow, {
    title: `Vote on proposal ${id} (${proposal.name}): ${proposal.options.map((o, i) => `${o}=${levelsChosen[i]}`).join(', ')}`,
    definition: voteAllFlow,
    params: {
      each: open.map(({ delegatedTo }) => ({
        governance: address,
        delegatedTo,
        proposalId: id,
        choices: levelsChosen,
      })),
    },
    result: {
      proposal: id,
      contract: address,
      choices: levelsChosen,
      delegations: open.map((v) => v.delegatedTo),
    },
  })
}
