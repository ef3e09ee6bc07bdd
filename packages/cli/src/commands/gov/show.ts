import {
  computeFixedPercent,
  computeProposalWinner,
  formatProposalStatus,
  getGovProposalOptionStates,
  getLatestBlockTime,
  isVotingEnabled,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { findAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields, formatTable } from '../../terminal/table.js'
import {
  loadProposal,
  loadVotes,
  parseProposalId,
  resolveGovContract,
  ZERO_ADDRESS,
} from './proposalLookup.js'

const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** `ftm gov show <id>`: options with their agreement, the state, and the wallet's votes per delegation. */
export async function run(context: CommandContext<{ contract?: string }>): Promise<void> {
  const { client, wallet } = await openSession(context)
  const id = parseProposalId(context.args[0])
  const address = await resolveGovContract(client, context.options.contract)
  const ref = context.globals.account
  const from =
    (ref ? findAccount(wallet.accounts.getState().accounts, ref) : wallet.accounts.getActiveAccount())
      ?.address ?? ZERO_ADDRESS
  const { contract, proposal } = await loadProposal(client, address, from, id)
  const [states, votes, now] = await Promise.all([
    getGovProposalOptionStates(client, { address, id }),
    loadVotes(client, address, id, from, contract.delegationsBy),
    getLatestBlockTime(client),
  ])
  const winner = computeProposalWinner({ ...proposal.state, options: proposal.options })
  const options = proposal.options.map((name, index) => {
    const state = states?.find((s) => Number(s.optionId) === index)
    return {
      index,
      name,
      votes: state?.votes ?? 0n,
      agreement: state ? computeFixedPercent(state.agreementRatio) : 0,
    }
  })
  const canVoteNow = isVotingEnabled({
    votingStarts: proposal.votingStarts,
    now,
    canVote: contract.canVote,
    isResolved: proposal.state.isResolved,
  })
  context.output.result(
    {
      ok: true,
      id,
      contract: address,
      name: proposal.name,
      description: proposal.description,
      status: formatProposalStatus(proposal.state.status),
      winner: winner ?? null,
      levels: proposal.opinionScales.length,
      options,
      votingStarts: proposal.votingStarts,
      votingMustEnd: proposal.votingMustEnd,
      canVote: canVoteNow,
      votes,
    },
    () => {
      const fields = formatFields([
        ['proposal', `${id} ${proposal.name}`],
        ['status', formatProposalStatus(proposal.state.status) + (winner ? ` (winner: ${winner.name})` : '')],
        ['voting', `${date(proposal.votingStarts)} → ${date(proposal.votingMustEnd)}`],
        ['levels', `0–${proposal.opinionScales.length - 1} per option (--choices)`],
        [
          'you',
          canVoteNow ? 'can vote' : contract.canVote ? 'cannot vote now' : 'have no delegations to vote with',
        ],
      ])
      const table = formatTable(
        ['#', 'option', 'agreement'],
        options.map((o) => [String(o.index), o.name, `${o.agreement}%`]),
      )
      const mine = votes
        .filter((v) => v.voted)
        .map((v) => `  via ${v.delegatedTo}: ${v.vote?.choices.join(',')}`)
        .join('\n')
      return `${fields}\n\n${proposal.description}\n\n${table}${mine ? `\n\nyour votes\n${mine}` : ''}`
    },
  )
}
