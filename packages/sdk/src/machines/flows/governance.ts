import { buildCancelVoteTx } from '../../contracts/governance/buildCancelVoteTx.js'
import { buildVoteTx } from '../../contracts/governance/buildVoteTx.js'
import type { IntegerLike } from '../../contracts/types.js'
import { isVotingEnabled, type VotingWindow } from '../../governance/proposals.js'
import { validateCanVote, validateVoteChoices } from '../../governance/votes.js'
import type { FlowCheck, FlowDefinition } from '../engine/types.js'
import { firstRefusal, refuses } from './check.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { staticStep } from './step.js'

export interface VoteParams {
  /** The proposal's governance contract (`proposal.governanceId`). */
  governance: string
  /** The validator the voting delegation goes to. */
  delegatedTo: string
  proposalId: IntegerLike
  /** One level per option, from 0 to the number of opinion scales − 1. */
  choices: readonly IntegerLike[]
}

export interface VoteFacts {
  /** The voting window at the chain's latest block time. */
  votingWindow: VotingWindow
  /** The proposal's options and opinion scales. */
  optionsCount: number
  scalesCount: number
}

/** A level as the rule reads it: a missing or non-integer entry is undefined. */
const toLevel = (choice: IntegerLike | undefined): number | undefined =>
  choice === undefined || choice === null ? undefined : Number(choice)

function checkVote(choices: readonly (IntegerLike | undefined)[], facts: VoteFacts): FlowCheck {
  const { votingWindow, optionsCount, scalesCount } = facts
  return firstRefusal([
    [undefined, () => validateCanVote(votingWindow)],
    ['choices', () => validateVoteChoices({ choices: choices.map(toLevel), optionsCount, scalesCount })],
  ])
}

/** Vote on a proposal with one delegation (1 step). Check: voting is open to the account, a level per option. */
export const voteFlow: FlowDefinition<VoteParams, VoteFacts> = {
  id: 'vote',
  check: ({ choices }, facts) => checkVote(choices, facts),
  plan: (params) => ({ steps: [staticStep('vote', 'Vote', buildVoteTx(params))] }),
}

export type CancelVoteParams = Omit<VoteParams, 'choices'>

export interface CancelVoteFacts {
  votingWindow: VotingWindow
}

const checkCancelVote = ({ votingWindow }: CancelVoteFacts): FlowCheck =>
  refuses(
    isVotingEnabled(votingWindow)
      ? undefined
      : new FlowRuleError('FLOW_VOTING_CLOSED', FLOW_MESSAGES.votingClosed),
  )

/** Cancel a delegation's vote (1 step). Check: voting is open. */
export const cancelVoteFlow: FlowDefinition<CancelVoteParams, CancelVoteFacts> = {
  id: 'cancelVote',
  check: (_params, facts) => checkCancelVote(facts),
  plan: (params) => ({ steps: [staticStep('cancelVote', 'Cancel Vote', buildCancelVoteTx(params))] }),
}

/** The one-delegation flow once per delegation, as one flow: each delegation votes with its own stake. */
function forEachDelegation<Params, Facts>(
  id: string,
  flow: FlowDefinition<Params, Facts>,
): FlowDefinition<{ each: readonly Params[] }, Facts> {
  return {
    id,
    check({ each }, facts) {
      const checks = each.map((params) => flow.check(params, facts))
      return (
        checks.find((check) => check.error) ??
        checks[0] ??
        refuses(new FlowRuleError('FLOW_BAD_PARAMETERS', FLOW_MESSAGES.badParameters))
      )
    },
    async plan({ each }, dependencies) {
      const plans = await Promise.all(each.map((params) => flow.plan(params, dependencies)))
      return {
        steps: plans.flatMap((plan, i) => plan.steps.map((step) => ({ ...step, id: `${step.id}-${i}` }))),
      }
    },
  }
}

/** Vote with every delegation that has not voted yet (one Vote step each); the vote's check. */
export const voteAllFlow = /* @__PURE__ */ forEachDelegation('voteAll', voteFlow)

/** Cancel the vote of every delegation that voted (one Cancel Vote step each); the cancel's check. */
export const cancelVoteAllFlow = /* @__PURE__ */ forEachDelegation('cancelVoteAll', cancelVoteFlow)

export type VoteAllParams = { each: readonly VoteParams[] }
export type CancelVoteAllParams = { each: readonly CancelVoteParams[] }
