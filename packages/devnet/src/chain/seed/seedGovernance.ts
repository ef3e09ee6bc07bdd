import { encodeBytes32String } from 'ethers'
import type { SeededProposal } from '../types.js'
import { PROPOSAL_PLAN, type ProposalPlan } from './proposalPlan.js'
import { callContract, FTM, readContract, type SeedContext } from './seedContext.js'

export const PROPOSAL_FEE = 100n * FTM

/** Creates a plan's proposal through the factory (fee paid by the admin); returns its id and contract. */
export async function createProposal(ctx: SeedContext, plan: ProposalPlan): Promise<SeededProposal> {
  const { governance, proposalFactory } = ctx.contracts
  const args = [
    plan.name,
    plan.description,
    plan.options.map((o) => encodeBytes32String(o)),
    plan.minVotes,
    plan.minAgreement,
    plan.start,
    plan.minEnd,
    plan.maxEnd,
  ]
  await callContract(ctx.admin, 'PlainTextProposalFactory', proposalFactory, 'create', args, PROPOSAL_FEE)
  const [id] = await readContract(ctx.provider, 'Governance', governance, 'lastProposalID')
  const [contract] = await readContract(
    ctx.provider,
    'PlainTextProposalFactory',
    proposalFactory,
    'lastProposal',
  )
  return {
    governance,
    id: Number(id),
    contract: String(contract),
    name: plan.name,
    seededState: plan.outcome,
  }
}

/** Casts a plan's votes: validators vote themselves, delegators vote through their validator. */
export async function castVotes(ctx: SeedContext, plan: ProposalPlan, proposalId: number): Promise<void> {
  for (const vote of plan.votes) {
    const from =
      typeof vote.voter === 'number' ? ctx.delegators[vote.voter]! : ctx.validators.get(vote.voter)!.sender
    const delegatedTo = vote.via ? ctx.validators.get(vote.via)!.sender.address : from.address
    await callContract(from, 'Governance', ctx.contracts.governance, 'vote', [
      delegatedTo,
      proposalId,
      vote.choices,
    ])
  }
}

/** The author (admin) withdraws a proposal before any vote. */
export async function cancelProposal(ctx: SeedContext, proposal: SeededProposal): Promise<void> {
  await callContract(ctx.admin, 'PlainTextProposal', proposal.contract, 'cancel', [
    proposal.id,
    ctx.contracts.governance,
  ])
}

/** Resolves every due proposal (resolved or failed), as anyone may on Opera. */
export async function handleTasks(ctx: SeedContext): Promise<void> {
  await callContract(ctx.admin, 'Governance', ctx.contracts.governance, 'handleTasks', [0, 100])
}

export function proposalPlan(key: ProposalPlan['key']): ProposalPlan {
  const plan = PROPOSAL_PLAN.find((p) => p.key === key)
  if (!plan) throw new Error(`seed: no proposal ${key}`)
  return plan
}
