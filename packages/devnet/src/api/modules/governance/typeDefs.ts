// Governance part of the Fantom API schema (docs/chain-and-api.md#api-queries).
export const governanceTypeDefs = /* GraphQL */ `
  extend type Query {
    "The governance contracts the devnet serves."
    govContracts: [GovernanceContract!]!
    govContract(address: Address!): GovernanceContract
    "Proposals of every governance contract, newest voting start first."
    govProposals(cursor: Cursor, count: Int!, activeOnly: Boolean = false): GovernanceProposalList!
  }

  type GovernanceContract {
    name: String!
    address: Address!
    totalProposals: BigInt!
    proposals(cursor: Cursor, count: Int!, activeOnly: Boolean = false): GovernanceProposalList!
    proposal(id: BigInt!): GovernanceProposal
    "Validator addresses of the caller's active delegations."
    delegationsBy(from: Address!): [Address!]!
    canVote(from: Address!): Boolean!
    proposalFee: BigInt!
    totalVotingPower: BigInt!
  }

  type GovernanceProposal {
    governanceId: Address!
    governance: GovernanceContract!
    id: BigInt!
    name: String!
    description: String!
    state: ProposalState!
    contract: Address!
    owner: Address!
    proposalType: Long!
    isExecutable: Boolean!
    minVotes: BigInt!
    minAgreement: BigInt!
    totalWeight: BigInt!
    "Voted weight in per mille of the total weight."
    votedWeightRatio: Int!
    opinionScales: [Long!]!
    options: [String!]!
    votingStarts: Long!
    votingMayEnd: Long!
    votingMustEnd: Long!
    optionStates: [OptionState!]!
    optionState(optionId: BigInt!): OptionState
    vote(from: Address!, delegatedTo: Address): GovernanceVote
  }

  type ProposalState {
    isResolved: Boolean!
    winnerId: BigInt
    votes: BigInt!
    status: BigInt!
  }

  type OptionState {
    optionId: BigInt!
    votes: BigInt!
    agreement: BigInt!
    agreementRatio: BigInt!
  }

  type GovernanceVote {
    governanceId: Address!
    proposalId: BigInt!
    from: Address!
    delegatedTo: Address
    weight: BigInt!
    choices: [Long!]!
  }

  type GovernanceProposalList {
    edges: [GovernanceProposalListEdge!]!
    totalCount: BigInt!
    pageInfo: ListPageInfo!
  }

  type GovernanceProposalListEdge {
    cursor: Cursor!
    proposal: GovernanceProposal!
  }
`
