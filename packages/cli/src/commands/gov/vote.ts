import { type VoteParams, voteAllFlow, voteFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { pickDelegations } from './delegations.js'
import { loadProposalToVote, loadVotes } from './proposalLookup.js'

interface Options {
  choices?: string
  validator?: string
  contract?: string
}

/** '3,0,1' → [3, 0, 1]; a blank or non-integer entry becomes undefined (the vote's check then refuses it). */
const parseChoices = (text: string) =>
  text
    .split(',')
    .map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : undefined)) as VoteParams['choices']

/** `ftm gov vote <id> --choices 3,0,1`: one Vote step per delegation that has not voted yet. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { id, address, from, contract, proposal, votingWindow } = await loadProposalToVote(context, flow)
  const levels = proposal.opinionScales.length
  const facts = { votingWindow, optionsCount: proposal.options.length, scalesCount: levels }
  // The vote's check, before the choices are asked for: voting must be open to the account…
  const vote = (choices: VoteParams['choices']) =>
    voteFlow.check({ governance: address, delegatedTo: from, proposalId: id, choices }, facts)
  // (No choices yet: only a refusal that is not about the choices counts here.)
  const closed = vote([])
  if (closed.error && closed.field !== 'choices') throw closed.error
  const text = await optionOrAsk(context, context.options.choices, {
    what: 'the choices',
    hint: `--choices L1,L2,… (one level 0–${levels - 1} per option)`,
    message: `Levels (0–${levels - 1}) for: ${proposal.options.join(', ')}`,
  })
  const choices = parseChoices(text)
  // …and every option needs a level.
  const refused = vote(choices).error
  if (refused) throw refused
  const targets = await pickDelegations(client, contract.delegationsBy, context.options.validator)
  const votes = await loadVotes(client, address, id, from, targets)
  const open = votes.filter((v) => !v.voted)
  if (open.length === 0)
    throw new CliError(
      'ALREADY_VOTED',
      `You already voted on proposal ${id}; cancel first with \`ftm gov cancel-vote ${id}\``,
    )
  const levelsChosen = choices.map(Number)
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
    facts,
    result: {
      proposal: id,
      contract: address,
      choices: levelsChosen,
      delegations: open.map((v) => v.delegatedTo),
    },
  })
}
