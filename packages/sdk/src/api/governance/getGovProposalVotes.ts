import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import {
  governanceContractAt,
  govProposalOptionStateOverRpc,
  govProposalOptionStatesOverRpc,
  govProposalVoteOverRpc,
} from '../overRpc/governanceOverRpc.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  type RpcAnswer,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { address, hexBigInt } from '../scalars.js'
import { UNKNOWN_GOV_CONTRACT } from './getGovContract.js'
import { type GovOptionState, optionStateSchema } from './proposalSchemas.js'

interface ProposalRef extends QueryParameters {
  /** The governance contract. */
  address: string
  /** The proposal id. */
  id: bigint
}
export interface GetGovProposalVoteParameters extends ProposalRef {
  from: string
  /** The validator voted through; defaults (server side) to `from` itself. */
  delegatedTo?: string | undefined
}
export type GetGovProposalOptionStatesParameters = ProposalRef
export interface GetGovProposalOptionStateParameters extends ProposalRef {
  from: string
  /** Option to read (the proposal list always reads option 0). */
  optionId?: bigint | undefined
}

/** A vote: its weight and one opinion-scale value per option (all zero weight, no choices = not voted). */
export interface GovVote {
  readonly weight: bigint
  readonly choices: readonly bigint[]
}
export interface GovProposalOptionState {
  readonly delegationsBy: readonly string[]
  readonly totalWeight: bigint
  readonly optionState: GovOptionState | null
}

const voteDocument = `query GovernanceContract($address: Address!, $from: Address!, $delegatedTo: Address, $id: BigInt!) {
  govContract(address: $address) { proposal(id: $id) { contract vote(from: $from, delegatedTo: $delegatedTo) { weight choices } } }
}`
const statesDocument = `query GovernanceContract($address: Address!, $id: BigInt!) {
  govContract(address: $address) { proposal(id: $id) { optionStates { optionId votes agreement agreementRatio } } }
}`
const stateDocument = `query GovernanceContract($address: Address!, $from: Address!, $id: BigInt!, $optionId: BigInt!) {
  govContract(address: $address) {
    delegationsBy(from: $from)
    proposal(id: $id) { totalWeight optionState(optionId: $optionId) { optionId votes agreement agreementRatio } }
  }
}`
const voteSchema = /* @__PURE__ */ z.object({
  govContract: /* @__PURE__ */ z
    .object({
      proposal: /* @__PURE__ */ z
        .object({
          contract: address,
          vote: /* @__PURE__ */ z
            .object({ weight: hexBigInt, choices: /* @__PURE__ */ z.array(hexBigInt) })
            .nullable(),
        })
        .nullable(),
    })
    .nullable(),
})
const statesSchema = /* @__PURE__ */ z.object({
  govContract: /* @__PURE__ */ z
    .object({
      proposal: /* @__PURE__ */ z
        .object({ optionStates: /* @__PURE__ */ z.array(optionStateSchema) })
        .nullable(),
    })
    .nullable(),
})
const stateSchema = /* @__PURE__ */ z.object({
  govContract: /* @__PURE__ */ z
    .object({
      delegationsBy: /* @__PURE__ */ z.array(address),
      proposal: /* @__PURE__ */ z
        .object({ totalWeight: hexBigInt, optionState: /* @__PURE__ */ optionStateSchema.nullable() })
        .nullable(),
    })
    .nullable(),
})

const refVariables = (p: ProposalRef) => ({
  address: checkAddress(p.address, 'address'),
  id: toHexQuantity(p.id, 'id'),
})

/** The vote `from` cast (through `delegatedTo`) on a proposal; null when the contract or proposal is unknown. */
export async function getGovProposalVote(
  client: ApiClient,
  parameters: GetGovProposalVoteParameters,
): Promise<GovVote | null> {
  const variables = {
    ...refVariables(parameters),
    from: checkAddress(parameters.from, 'from'),
    delegatedTo:
      parameters.delegatedTo === undefined ? null : checkAddress(parameters.delegatedTo, 'delegatedTo'),
  }
  const govs = client.contracts?.governance
  const rpc: RpcAnswer | undefined = govs?.length
    ? (node, signal) =>
        govProposalVoteOverRpc(
          node,
          governanceContractAt(govs, variables.address),
          { id: parameters.id, from: variables.from, delegatedTo: variables.delegatedTo },
          signal,
        )
    : undefined
  const r = await runQueryOrNull(
    client,
    voteDocument,
    variables,
    voteSchema,
    UNKNOWN_GOV_CONTRACT,
    parameters.signal,
    rpc,
  )
  return r?.govContract?.proposal?.vote ?? null
}

/** Votes and agreement of every option of a proposal; null when the contract or proposal is unknown. */
export async function getGovProposalOptionStates(
  client: ApiClient,
  parameters: GetGovProposalOptionStatesParameters,
): Promise<GovOptionState[] | null> {
  const variables = refVariables(parameters)
  const govs = client.contracts?.governance
  const rpc: RpcAnswer | undefined = govs?.length
    ? (node, signal) =>
        govProposalOptionStatesOverRpc(
          node,
          governanceContractAt(govs, variables.address),
          parameters.id,
          signal,
        )
    : undefined
  const r = await runQueryOrNull(
    client,
    statesDocument,
    variables,
    statesSchema,
    UNKNOWN_GOV_CONTRACT,
    parameters.signal,
    rpc,
  )
  return r?.govContract?.proposal?.optionStates ?? null
}

/** The proposal list's per-row fill: the voter's delegations, total weight and one option's state. */
export async function getGovProposalOptionState(
  client: ApiClient,
  parameters: GetGovProposalOptionStateParameters,
): Promise<GovProposalOptionState | null> {
  const variables = {
    ...refVariables(parameters),
    from: checkAddress(parameters.from, 'from'),
    optionId: toHexQuantity(parameters.optionId ?? 0n, 'optionId'),
  }
  const govs = client.contracts?.governance
  const rpc: RpcAnswer | undefined = govs?.length
    ? (node, signal) =>
        govProposalOptionStateOverRpc(
          node,
          governanceContractAt(govs, variables.address),
          { id: parameters.id, from: variables.from, optionId: parameters.optionId ?? 0n },
          signal,
        )
    : undefined
  const r = await runQueryOrNull(
    client,
    stateDocument,
    variables,
    stateSchema,
    UNKNOWN_GOV_CONTRACT,
    parameters.signal,
    rpc,
  )
  const contract = r?.govContract ?? null
  if (contract === null || contract.proposal === null) return null
  return { delegationsBy: contract.delegationsBy, ...contract.proposal }
}

export function getGovProposalVoteQueryKey(parameters: GetGovProposalVoteParameters) {
  return createQueryKey('govProposalVote', parameters)
}
export function getGovProposalOptionStatesQueryKey(parameters: GetGovProposalOptionStatesParameters) {
  return createQueryKey('govProposalOptionStates', parameters)
}
export function getGovProposalOptionStateQueryKey(parameters: GetGovProposalOptionStateParameters) {
  return createQueryKey('govProposalOptionState', parameters)
}
