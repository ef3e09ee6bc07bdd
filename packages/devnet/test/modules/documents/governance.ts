// The original wallet's governance documents (docs/chain-and-api.md#api-queries), written out from the exact
// selection sets listed there, in the order sent.
//
// Left out: the never-called `GovernanceContract($address, $from: Address, $cursor, $count)` document. It selects
// proposal fields directly on `proposals(...)` and passes a nullable `$from` to `canVote(from: Address!)`, so the
// real API's schema (a GovernanceProposalList there) rejects it too.

export const PROPOSALS = `query GovernanceProposals($cursor: Cursor, $count: Int!) {
  govProposals(cursor: $cursor, count: $count) {
    totalCount
    pageInfo { first last hasNext hasPrevious }
    edges {
      proposal {
        id
        name
        description
        contract
        governanceId
        options
        state { isResolved status winnerId }
        minVotes
        minAgreement
        votingStarts
        votingMayEnd
        votingMustEnd
      }
      cursor
    }
  }
}`

export const CONTRACT_DETAIL = `query GovernanceContract($address: Address!, $from: Address!, $id: BigInt!) {
  govContract(address: $address) {
    name
    address
    totalProposals
    totalVotingPower
    canVote(from: $from)
    delegationsBy(from: $from)
    proposal(id: $id) {
      name
      description
      contract
      opinionScales
      options
      state { isResolved status winnerId }
      minVotes
      minAgreement
      totalWeight
      votedWeightRatio
      votingStarts
      votingMayEnd
      votingMustEnd
    }
  }
}`

export const CONTRACT_VOTE = `query GovernanceContract($address: Address!, $from: Address!, $delegatedTo: Address, $id: BigInt!) {
  govContract(address: $address) {
    proposal(id: $id) {
      contract
      vote(from: $from, delegatedTo: $delegatedTo) { weight choices }
    }
  }
}`

export const CONTRACT_OPTION_STATES = `query GovernanceContract($address: Address!, $id: BigInt!) {
  govContract(address: $address) {
    proposal(id: $id) {
      optionStates { optionId votes agreement agreementRatio }
    }
  }
}`

export const CONTRACT_OPTION_STATE = `query GovernanceContract($address: Address!, $from: Address!, $id: BigInt!, $optionId: BigInt!) {
  govContract(address: $address) {
    delegationsBy(from: $from)
    proposal(id: $id) {
      totalWeight
      optionState(optionId: $optionId) { optionId votes agreement agreementRatio }
    }
  }
}`

export const CONTRACTS = `query GovernanceContracts {
  govContracts {
    name
    address
    totalProposals
  }
}`
