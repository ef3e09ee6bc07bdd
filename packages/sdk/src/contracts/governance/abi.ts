import { Interface } from 'ethers'

/** Governance functions (docs/chain-and-api.md#governance-contract). */
export const governanceAbi = [
  'function vote(address delegatedTo, uint256 proposalID, uint256[] choices)',
  'function cancelVote(address delegatedTo, uint256 proposalID)',
] as const

export const governanceInterface = /* @__PURE__ */ new Interface(governanceAbi)
