import { Interface } from 'ethers'

/** Governance functions (original-wallet-facts.md §1.7, contracts-facts.md §2.1). */
export const governanceAbi = [
  'function vote(address delegatedTo, uint256 proposalID, uint256[] choices)',
  'function cancelVote(address delegatedTo, uint256 proposalID)',
] as const

export const governanceInterface = new Interface(governanceAbi)
