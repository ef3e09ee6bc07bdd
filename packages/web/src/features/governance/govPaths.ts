// Paths inside /gov/{address} (docs/behaviour/governance.md#proposal-detail: home,
// proposal-detail/{proposalId?}/{governanceId?}, confirmation, cancel-vote confirmation) and the parameters a
// confirmation receives in the router state.

const base = (address: string) => `/gov/${address}`

export const govPaths = {
  home: (address: string) => base(address),
  /** proposalId in hex as the API gives it (e.g. 0x4), governanceId the contract address. */
  proposal: (address: string, proposalId: bigint, governanceId: string) =>
    `${base(address)}/proposal-detail/0x${proposalId.toString(16)}/${governanceId}`,
  vote: (address: string) => `${base(address)}/confirmation`,
  cancelVote: (address: string) => `${base(address)}/cancel-vote-confirmation`,
}

/** What the vote confirmation needs (router state; strings and numbers only, so history can keep it). */
export interface VoteRequest {
  governance: string
  delegatedTo: string
  validatorName: string
  /** Hex proposal id. */
  proposalId: string
  proposalName: string
  options: string[]
  /** One level per option. */
  choices: number[]
}

export type CancelVoteRequest = Omit<VoteRequest, 'options' | 'choices'>

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_ID = /^0x[0-9a-fA-F]{1,64}$/

/** A proposal id from the route (hex, as the API gives it, or decimal); undefined when absent or malformed. */
export function parseProposalId(value: string | undefined): bigint | undefined {
  if (!value || !(HEX_ID.test(value) || /^\d{1,78}$/.test(value))) return undefined
  return BigInt(value)
}

export const isAddress = (value: unknown): value is string => typeof value === 'string' && ADDRESS.test(value)

function parseCommon(state: unknown): CancelVoteRequest | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const s = state as Record<string, unknown>
  if (!isAddress(s.governance) || !isAddress(s.delegatedTo)) return undefined
  if (typeof s.proposalId !== 'string' || !HEX_ID.test(s.proposalId)) return undefined
  return {
    governance: s.governance,
    delegatedTo: s.delegatedTo,
    proposalId: s.proposalId,
    validatorName: typeof s.validatorName === 'string' ? s.validatorName : '',
    proposalName: typeof s.proposalName === 'string' ? s.proposalName : '',
  }
}

/** The vote confirmation's parameters, or undefined ('Bad parameters.'). */
export function parseVoteRequest(state: unknown): VoteRequest | undefined {
  const common = parseCommon(state)
  if (!common) return undefined
  const { options, choices } = state as Record<string, unknown>
  if (!Array.isArray(options) || !options.every((o) => typeof o === 'string')) return undefined
  if (!Array.isArray(choices) || choices.length !== options.length) return undefined
  if (!choices.every((c) => Number.isInteger(c) && c >= 0)) return undefined
  return { ...common, options, choices }
}

/** The cancel-vote confirmation's parameters, or undefined ('Bad parameters.'). */
export function parseCancelVoteRequest(state: unknown): CancelVoteRequest | undefined {
  return parseCommon(state)
}
