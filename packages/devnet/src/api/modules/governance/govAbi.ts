import { Interface } from 'ethers'

/**
 * Governance (fantom-govern v0.0.2) views, the proposal contract's and the governable's
 * (docs/chain-and-api.md#governance-contract).
 */
export const governanceInterface = new Interface([
  'function lastProposalID() view returns (uint256)',
  'function proposalFee() view returns (uint256)',
  'function proposalParams(uint256) view returns (uint256 pType, uint8 executable, uint256 minVotes, uint256 minAgreement, uint256[] opinionScales, bytes32[] options, address proposalContract, uint256 votingStartTime, uint256 votingMinEndTime, uint256 votingMaxEndTime)',
  'function proposalState(uint256) view returns (uint256 winnerOptionID, uint256 votes, uint256 status)',
  'function proposalOptionState(uint256, uint256) view returns (uint256 votes, uint256 agreementRatio, uint256 agreement)',
  'function getVote(address from, address delegatedTo, uint256 proposalID) view returns (uint256 weight, uint256[] choices)',
  'function getTotalWeight() view returns (uint256)',
  'function name() view returns (string)',
  'function description() view returns (string)',
  'function owner() view returns (address)',
])
