import {
  type ApiClient,
  type GovContractDetail,
  type GovProposalDetail,
  type GovVote,
  getGovContract,
  getGovContracts,
  getGovProposalVote,
  getLatestBlockTime,
  type VotingWindow,
} from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress } from '../../input/accounts.js'
import { parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import type { FlowContext } from '../../tx/openFlowContext.js'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** --contract, else the network's first governance contract. */
export async function resolveGovContract(client: ApiClient, option: string | undefined): Promise<string> {
  if (option !== undefined) {
    if (!isHexAddress(option.trim()))
      throw new CliError('BAD_ADDRESS', `--contract '${option}': not a valid address`)
    return option.trim()
  }
  const [first] = await getGovContracts(client)
  if (!first) throw new CliError('NO_GOVERNANCE', 'The network has no governance contract', 3)
  return first.address
}

/** A proposal id as typed (decimal or 0x hex). */
export function parseProposalId(text: string | undefined): bigint {
  const value = (text ?? '').trim()
  if (/^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  return BigInt(parseIntegerArg(value, 'proposal', 1))
}

export interface LoadedProposal {
  contract: GovContractDetail
  proposal: GovProposalDetail
}

/** The contract's detail for `from` with the proposal; exit code 2 for an unknown contract or proposal. */
export async function loadProposal(
  client: ApiClient,
  address: string,
  from: string,
  id: bigint,
): Promise<LoadedProposal> {
  const contract = await getGovContract(client, { address, from, id })
  if (!contract) throw new CliError('UNKNOWN_GOV_CONTRACT', `No governance contract at ${address}`)
  if (!contract.proposal)
    throw new CliError(
      'UNKNOWN_PROPOSAL',
      `No proposal ${id} in ${contract.name} (see \`ftm gov proposals\`)`,
    )
  return { contract, proposal: contract.proposal }
}

/** The voter's vote through each validator it delegates to (a vote with weight 0 and no choices = none). */
export async function loadVotes(
  client: ApiClient,
  address: string,
  id: bigint,
  from: string,
  delegations: readonly string[],
): Promise<Array<{ delegatedTo: string; vote: GovVote | null; voted: boolean }>> {
  return Promise.all(
    delegations.map(async (delegatedTo) => {
      const vote = await getGovProposalVote(client, { address, id, from, delegatedTo })
      return { delegatedTo, vote, voted: vote !== null && (vote.weight > 0n || vote.choices.length > 0) }
    }),
  )
}

export interface ProposalToVote extends LoadedProposal {
  id: bigint
  /** The governance contract. */
  address: string
  /** The voting account. */
  from: string
  /** The voting window at the chain's latest block time, for the SDK's voting rules. */
  votingWindow: VotingWindow
}

/** `ftm gov vote|cancel-vote <id> [--contract]`: the proposal for the flow's account and its voting window. */
export async function loadProposalToVote(
  context: CommandContext<{ contract?: string }>,
  flow: FlowContext,
): Promise<ProposalToVote> {
  const { client } = flow.session
  const from = flow.account.address
  const id = parseProposalId(context.args[0])
  const address = await resolveGovContract(client, context.options.contract)
  const [{ contract, proposal }, now] = await Promise.all([
    loadProposal(client, address, from, id),
    getLatestBlockTime(client),
  ])
  const votingWindow = {
    votingStarts: proposal.votingStarts,
    now,
    canVote: contract.canVote,
    isResolved: proposal.state.isResolved,
  }
  return { id, address, from, contract, proposal, votingWindow }
}
