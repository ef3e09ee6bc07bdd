// Governance reads over JSON-RPC (limited mode), in the API's `data` shapes: the network's governance contracts
// come from its preset (NetworkContracts.governance), proposals from `lastProposalID` / `proposalParams` /
// `proposalState` / `proposalOptionState` / `getVote` through eth_call, the weights from the governable's
// `getTotalWeight`, and a voter's validators from the SFC — the reads the API makes
// (docs/chain-and-api.md#governance-contract, docs/chain-and-api.md#pagination).
import { decodeBytes32String, getAddress } from 'ethers'
import type { GovernanceContractPreset } from '../../constants/networks.js'
import { lazyInterface } from '../../contracts/lazyInterface.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { ApiGraphqlError } from '../errors.js'
import { type ContractRead, readContracts, readContractsOrThrow, readOne, toQuantity } from './nodeReads.js'
import { readChainTime, readSfcDelegations, sfcRead } from './sfcOverRpc.js'

const governanceInterface = lazyInterface([
  'function lastProposalID() view returns (uint256)',
  'function proposalParams(uint256) view returns (uint256 pType, uint8 executable, uint256 minVotes, uint256 minAgreement, uint256[] opinionScales, bytes32[] options, address proposalContract, uint256 votingStartTime, uint256 votingMinEndTime, uint256 votingMaxEndTime)',
  'function proposalState(uint256) view returns (uint256 winnerOptionID, uint256 votes, uint256 status)',
  'function proposalOptionState(uint256, uint256) view returns (uint256 votes, uint256 agreementRatio, uint256 agreement)',
  'function getVote(address from, address delegatedTo, uint256 proposalID) view returns (uint256 weight, uint256[] choices)',
  'function getTotalWeight() view returns (uint256)',
  'function name() view returns (string)',
  'function description() view returns (string)',
])

// The server caps a page at 250 proposals (0 means 250).
const MAX_PAGE = 250
const RESOLVED = 1n

/** A proposal as `proposalParams` and `proposalState` describe it. */
interface ProposalRecord {
  readonly gov: GovernanceContractPreset
  readonly id: bigint
  readonly minVotes: bigint
  readonly minAgreement: bigint
  readonly opinionScales: bigint[]
  readonly options: string[]
  readonly contract: string
  readonly votingStarts: bigint
  readonly votingMayEnd: bigint
  readonly votingMustEnd: bigint
  readonly winner: bigint
  readonly votes: bigint
  readonly status: bigint
}

const govRead = (gov: GovernanceContractPreset, fn: string, args: readonly unknown[]): ContractRead => ({
  contract: governanceInterface(),
  to: gov.address,
  fn,
  args,
})

/** The configured contract at `address`; another address is the API's "not found" error. */
export function governanceContractAt(
  govs: readonly GovernanceContractPreset[],
  address: string,
): GovernanceContractPreset {
  const found = govs.find((g) => g.address.toLowerCase() === address.toLowerCase())
  if (found) return found
  throw new ApiGraphqlError(
    [
      {
        message: `governance contract ${getAddress(address.toLowerCase())} not found`,
        path: ['govContract'],
      },
    ],
    null,
  )
}

/** An option name: the bytes32 as text, or its hex when it is not text (as the API shows it). */
function optionName(raw: string): string {
  try {
    return decodeBytes32String(raw)
  } catch {
    return raw
  }
}

/** The last proposal id of each contract (one batch). */
async function lastIds(rpc: RpcClient, govs: readonly GovernanceContractPreset[], signal?: AbortSignal) {
  const results = await readContractsOrThrow(
    rpc,
    govs.map((gov) => govRead(gov, 'lastProposalID', [])),
    signal,
  )
  return results.map((r) => r[0] as bigint)
}

/** Parameters and state of the given proposals of one contract (one batch). */
async function readProposals(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  ids: readonly bigint[],
  signal?: AbortSignal,
): Promise<ProposalRecord[]> {
  const results = await readContractsOrThrow(
    rpc,
    ids.flatMap((id) => [govRead(gov, 'proposalParams', [id]), govRead(gov, 'proposalState', [id])]),
    signal,
  )
  return ids.map((id, i) => {
    const p = results[2 * i] as readonly unknown[]
    const s = results[2 * i + 1] as readonly unknown[]
    return {
      gov,
      id,
      minVotes: p[2] as bigint,
      minAgreement: p[3] as bigint,
      opinionScales: [...(p[4] as bigint[])],
      options: [...(p[5] as string[])].map(optionName),
      contract: String(p[6]).toLowerCase(),
      votingStarts: p[7] as bigint,
      votingMayEnd: p[8] as bigint,
      votingMustEnd: p[9] as bigint,
      winner: s[0] as bigint,
      votes: s[1] as bigint,
      status: s[2] as bigint,
    }
  })
}

/** One proposal; null when the contract has no proposal with that id. */
async function readProposal(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  id: bigint,
  signal?: AbortSignal,
): Promise<ProposalRecord | null> {
  const [last] = await lastIds(rpc, [gov], signal)
  if (id <= 0n || id > (last ?? 0n)) return null
  return (await readProposals(rpc, gov, [id], signal))[0] ?? null
}

/** Every proposal of the contracts, newest voting start first (the API's order). */
async function readAllProposals(
  rpc: RpcClient,
  govs: readonly GovernanceContractPreset[],
  signal?: AbortSignal,
): Promise<ProposalRecord[]> {
  const last = await lastIds(rpc, govs, signal)
  const lists = await Promise.all(
    govs.map((gov, i) =>
      readProposals(
        rpc,
        gov,
        Array.from({ length: Number(last[i] ?? 0n) }, (_, k) => BigInt(k + 1)),
        signal,
      ),
    ),
  )
  return lists
    .flat()
    .sort((a, b) => (a.votingStarts === b.votingStarts ? 0 : a.votingStarts > b.votingStarts ? -1 : 1))
}

/** Name and description of each proposal contract ('' when it has none), one batch. */
async function readTexts(rpc: RpcClient, proposals: readonly ProposalRecord[], signal?: AbortSignal) {
  const results = await readContracts(
    rpc,
    proposals.flatMap((p) => [
      { contract: governanceInterface(), to: p.contract, fn: 'name', args: [] },
      { contract: governanceInterface(), to: p.contract, fn: 'description', args: [] },
    ]),
    signal,
  )
  const text = (result: (readonly unknown[] | RpcError) | undefined) =>
    result === undefined || result instanceof RpcError ? '' : String(result[0])
  return proposals.map((_, i) => ({ name: text(results[2 * i]), description: text(results[2 * i + 1]) }))
}

const totalWeightOf = async (rpc: RpcClient, gov: GovernanceContractPreset, signal?: AbortSignal) =>
  (await readOne(
    rpc,
    { contract: governanceInterface(), to: gov.governable, fn: 'getTotalWeight', args: [] },
    signal,
  )) as bigint

const stateObject = (p: ProposalRecord) => ({
  isResolved: p.status === RESOLVED,
  status: toQuantity(p.status),
  winnerId: p.status === RESOLVED ? toQuantity(p.winner) : null,
})

const votingFields = (p: ProposalRecord) => ({
  minVotes: toQuantity(p.minVotes),
  minAgreement: toQuantity(p.minAgreement),
  votingStarts: toQuantity(p.votingStarts),
  votingMayEnd: toQuantity(p.votingMayEnd),
  votingMustEnd: toQuantity(p.votingMustEnd),
})

/** The list cursor of a proposal: its contract address, EIP-55 checksummed. */
const cursorOf = (p: ProposalRecord) => getAddress(p.contract)

/**
 * A page of the list with the API's rules: the cursor proposal is part of a page; first/last name the whole
 * list's ends; an unknown cursor starts at the top.
 */
function page<T>(
  list: readonly ProposalRecord[],
  cursor: string | null,
  count: number,
  item: (p: ProposalRecord, i: number) => T,
) {
  const size = count === 0 ? MAX_PAGE : Math.min(count, MAX_PAGE)
  const found = cursor ? list.findIndex((p) => cursorOf(p) === cursor) : -1
  const start = Math.max(found, 0)
  const end = Math.min(list.length, start + size)
  const items = list.slice(start, end)
  const first = list[0]
  const last = list.at(-1)
  return {
    totalCount: toQuantity(list.length),
    pageInfo: {
      first: first ? cursorOf(first) : null,
      last: last ? cursorOf(last) : null,
      hasNext: items.length > 0 && end < list.length,
      hasPrevious: items.length > 0 && start > 0,
    },
    edges: items.map((p, i) => ({ cursor: cursorOf(p), proposal: item(p, start + i) })),
  }
}

/** The validators (their auth addresses) `from` delegates to with stake left: the API's `delegationsBy`. */
async function delegationsBy(rpc: RpcClient, from: string, signal?: AbortSignal): Promise<string[]> {
  const [records = []] = await readSfcDelegations(rpc, [from], signal)
  if (records.length === 0) return []
  const results = await readContractsOrThrow(
    rpc,
    records.flatMap((r) => [
      sfcRead('getStake', [from, r.validatorId]),
      sfcRead('getValidator', [r.validatorId]),
    ]),
    signal,
  )
  return records.flatMap((_, i) =>
    ((results[2 * i]?.[0] as bigint) ?? 0n) > 0n ? [String(results[2 * i + 1]?.[6]).toLowerCase()] : [],
  )
}

/** `govContracts` */
export async function govContractsOverRpc(
  rpc: RpcClient,
  govs: readonly GovernanceContractPreset[],
  signal?: AbortSignal,
) {
  const last = await lastIds(rpc, govs, signal)
  return {
    govContracts: govs.map((gov, i) => ({
      name: gov.name,
      address: gov.address.toLowerCase(),
      totalProposals: toQuantity(last[i] ?? 0n),
    })),
  }
}

/** `govProposals(cursor, count, activeOnly)`: every contract's proposals, newest first. */
export async function govProposalsOverRpc(
  rpc: RpcClient,
  govs: readonly GovernanceContractPreset[],
  parameters: { cursor: string | null; count: number; activeOnly: boolean },
  signal?: AbortSignal,
) {
  let list = await readAllProposals(rpc, govs, signal)
  if (parameters.activeOnly) {
    const now = await readChainTime(rpc, signal)
    list = list.filter((p) => p.votingStarts < now && now < p.votingMustEnd)
  }
  const found = parameters.cursor ? list.findIndex((p) => cursorOf(p) === parameters.cursor) : -1
  const start = Math.max(found, 0)
  const shown = list.slice(start, start + Math.min(parameters.count, MAX_PAGE))
  const texts = await readTexts(rpc, shown, signal)
  return {
    govProposals: page(list, parameters.cursor, parameters.count, (p, i) => ({
      id: toQuantity(p.id),
      ...(texts[i - start] ?? { name: '', description: '' }),
      contract: p.contract,
      governanceId: p.gov.address.toLowerCase(),
      options: p.options,
      state: stateObject(p),
      ...votingFields(p),
    })),
  }
}

/** `govContract(address) { … proposals(cursor, count) }`, with `canVote(from)` when a voter is given. */
export async function govContractProposalsOverRpc(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  parameters: { from: string | undefined; cursor: string | null; count: number },
  signal?: AbortSignal,
) {
  const [list, targets] = await Promise.all([
    readAllProposals(rpc, [gov], signal),
    parameters.from === undefined ? undefined : delegationsBy(rpc, parameters.from, signal),
  ])
  const found = parameters.cursor ? list.findIndex((p) => cursorOf(p) === parameters.cursor) : -1
  const start = Math.max(found, 0)
  const shown = list.slice(start, start + Math.min(parameters.count, MAX_PAGE))
  const texts = await readTexts(rpc, shown, signal)
  return {
    govContract: {
      name: gov.name,
      address: gov.address.toLowerCase(),
      totalProposals: toQuantity(list.length),
      ...(targets === undefined ? {} : { canVote: targets.length > 0 }),
      proposals: page(list, parameters.cursor, parameters.count, (p, i) => ({
        id: toQuantity(p.id),
        ...(texts[i - start] ?? { name: '', description: '' }),
        contract: p.contract,
        ...votingFields(p),
      })),
    },
  }
}

/** `govContract(address)` with the voter's rights and one proposal's detail (null when it does not exist). */
export async function govContractOverRpc(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  from: string,
  id: bigint,
  signal?: AbortSignal,
) {
  const [last, totalWeight, targets, proposal] = await Promise.all([
    lastIds(rpc, [gov], signal),
    totalWeightOf(rpc, gov, signal),
    delegationsBy(rpc, from, signal),
    readProposal(rpc, gov, id, signal),
  ])
  const [texts] = proposal ? await readTexts(rpc, [proposal], signal) : []
  return {
    govContract: {
      name: gov.name,
      address: gov.address.toLowerCase(),
      totalProposals: toQuantity(last[0] ?? 0n),
      totalVotingPower: toQuantity(totalWeight),
      canVote: targets.length > 0,
      delegationsBy: targets,
      proposal:
        proposal === null
          ? null
          : {
              ...(texts ?? { name: '', description: '' }),
              contract: proposal.contract,
              opinionScales: proposal.opinionScales.map(toQuantity),
              options: proposal.options,
              state: stateObject(proposal),
              totalWeight: toQuantity(totalWeight),
              // Voted weight per mille of the total weight; 0 when either is 0.
              votedWeightRatio: totalWeight === 0n ? 0 : Number((proposal.votes * 1000n) / totalWeight),
              ...votingFields(proposal),
            },
    },
  }
}

/** A proposal's `vote(from, delegatedTo)` (weight 0 and no choices when not voted; delegatedTo defaults to from). */
export async function govProposalVoteOverRpc(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  parameters: { id: bigint; from: string; delegatedTo: string | null },
  signal?: AbortSignal,
) {
  const proposal = await readProposal(rpc, gov, parameters.id, signal)
  if (proposal === null) return { govContract: { proposal: null } }
  const [vote = []] = await readContractsOrThrow(
    rpc,
    [govRead(gov, 'getVote', [parameters.from, parameters.delegatedTo ?? parameters.from, parameters.id])],
    signal,
  )
  return {
    govContract: {
      proposal: {
        contract: proposal.contract,
        vote: {
          weight: toQuantity(vote[0] as bigint),
          choices: [...((vote[1] as bigint[] | undefined) ?? [])].map(toQuantity),
        },
      },
    },
  }
}

/** The state of the given options of a proposal (one batch). */
async function optionStates(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  id: bigint,
  optionIds: readonly bigint[],
  signal?: AbortSignal,
) {
  const results = await readContractsOrThrow(
    rpc,
    optionIds.map((option) => govRead(gov, 'proposalOptionState', [id, option])),
    signal,
  )
  return optionIds.map((optionId, i) => ({
    optionId: toQuantity(optionId),
    votes: toQuantity(results[i]?.[0] as bigint),
    agreementRatio: toQuantity(results[i]?.[1] as bigint),
    agreement: toQuantity(results[i]?.[2] as bigint),
  }))
}

/** A proposal's `optionStates`: every option's votes and agreement. */
export async function govProposalOptionStatesOverRpc(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  id: bigint,
  signal?: AbortSignal,
) {
  const proposal = await readProposal(rpc, gov, id, signal)
  if (proposal === null) return { govContract: { proposal: null } }
  const ids = proposal.options.map((_, i) => BigInt(i))
  return { govContract: { proposal: { optionStates: await optionStates(rpc, gov, id, ids, signal) } } }
}

/** `delegationsBy(from)` and a proposal's `totalWeight` and `optionState(optionId)` (the list's per-row fill). */
export async function govProposalOptionStateOverRpc(
  rpc: RpcClient,
  gov: GovernanceContractPreset,
  parameters: { id: bigint; from: string; optionId: bigint },
  signal?: AbortSignal,
) {
  const [targets, proposal] = await Promise.all([
    delegationsBy(rpc, parameters.from, signal),
    readProposal(rpc, gov, parameters.id, signal),
  ])
  if (proposal === null) return { govContract: { delegationsBy: targets, proposal: null } }
  const [totalWeight, state] = await Promise.all([
    totalWeightOf(rpc, gov, signal),
    parameters.optionId < BigInt(proposal.options.length)
      ? optionStates(rpc, gov, parameters.id, [parameters.optionId], signal)
      : [null],
  ])
  return {
    govContract: {
      delegationsBy: targets,
      proposal: { totalWeight: toQuantity(totalWeight), optionState: state[0] ?? null },
    },
  }
}
