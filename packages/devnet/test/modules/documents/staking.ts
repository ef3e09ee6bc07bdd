// The original wallet's staking documents (docs/chain-and-api.md#api-queries, including the account documents that
// read delegations), written out from the exact selection sets listed there, in the order sent. Documents the
// wallet sends through Apollo carry the `__typename` Apollo adds to every selection set.

const PAGE_INFO = 'pageInfo { first last hasNext hasPrevious }'

/** Account document A: the account with pending rewards of every delegation (fFetch, count 50). */
export const ACCOUNT_FULL = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    address
    balance
    totalValue
    delegations(cursor: $cursor, count: $count) {
      ${PAGE_INFO}
      totalCount
      edges {
        delegation { pendingRewards { amount } }
        cursor
      }
    }
  }
}`

/** Account document B: the same without totalValue (balance polling). */
export const ACCOUNT_BALANCE_DELEGATIONS = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    address
    balance
    delegations(cursor: $cursor, count: $count) {
      ${PAGE_INFO}
      totalCount
      edges {
        delegation { pendingRewards { amount } }
        cursor
      }
    }
  }
}`

/** Account document C: the account with its validator and full delegations (defined in the wallet, not called). */
export const ACCOUNT_WITH_DELEGATIONS = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    address
    balance
    totalValue
    staker { id createdTime isActive }
    delegations(cursor: $cursor, count: $count) {
      ${PAGE_INFO}
      totalCount
      edges {
        delegation {
          toStakerId
          createdTime
          amount
          amountDelegated
          amountInWithdraw
          claimedReward
          pendingRewards { amount }
          withdrawRequests { address account { address } stakerID withdrawRequestID createdTime withdrawTime amount }
        }
        cursor
      }
    }
  }
}`

export const SFC_CONFIG = `query SFCConfig {
  sfcConfig {
    minValidatorStake
    maxDelegatedRatio
    minLockupDuration
    maxLockupDuration
    withdrawalPeriodEpochs
    withdrawalPeriodTime
  }
}`

export const STAKER_BY_ID = `query StakerById($id: BigInt!) {
  staker(id: $id) {
    id
    stakerAddress
    totalStake
    stake
    delegatedMe
    totalDelegatedLimit
    delegatedLimit
    createdTime
    downtime
    isActive
    isOffline
    isStakeLocked
    lockedFromEpoch
    lockedUntil
    stakerInfo { name website contact logoUrl }
  }
}`

/** The validator list (Apollo smart query); `isCheater` is selected twice, as the wallet does. */
export const STAKERS_PICKER = `query Stakers {
  stakers {
    id
    stakerAddress
    isCheater
    createdTime
    stake
    totalStake
    delegatedMe
    isOffline
    isCheater
    stakerInfo { name website contact logoUrl __typename }
    __typename
  }
}`

export const STAKERS_LISTS = `query Stakers {
  stakers {
    id
    stakerAddress
    stakerInfo { name website contact logoUrl __typename }
    __typename
  }
}`

export const STAKERS_GOVERNANCE = `query Stakers {
  stakers {
    id
    stakerAddress
    createdTime
    stake
    totalStake
    delegatedMe
    stakerInfo { name website contact logoUrl __typename }
    __typename
  }
}`

/** v1, Apollo smart query, count 25. */
export const DELEGATIONS_BY_ADDRESS_V1 = `query DelegationsByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  delegationsByAddress(address: $address, cursor: $cursor, count: $count) {
    pageInfo { first last hasNext hasPrevious __typename }
    totalCount
    edges {
      cursor
      delegation {
        toStakerId
        createdTime
        amount
        isDelegationLocked
        lockedFromEpoch
        pendingRewards { amount __typename }
        __typename
      }
      __typename
    }
    __typename
  }
}`

/** v2, walked with fetchAll, count 100. */
export const DELEGATIONS_BY_ADDRESS_V2 = `query DelegationsByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  delegationsByAddress(address: $address, cursor: $cursor, count: $count) {
    ${PAGE_INFO}
    totalCount
    edges {
      cursor
      delegation {
        toStakerId
        createdTime
        amount
        isDelegationLocked
        lockedFromEpoch
        lockedUntil
        pendingRewards { amount }
      }
    }
  }
}`

/** v3, the validator list's "already delegated" marks. */
export const DELEGATIONS_BY_ADDRESS_V3 = `query DelegationsByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  delegationsByAddress(address: $address, cursor: $cursor, count: $count) {
    ${PAGE_INFO}
    totalCount
    edges {
      cursor
      delegation { toStakerId amount }
    }
  }
}`

export const DELEGATION_FULL = `query Delegation($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    toStakerId
    createdTime
    amount
    amountDelegated
    amountInWithdraw
    unlockedAmount
    claimedReward
    outstandingSFTM
    tokenizerAllowedToWithdraw
    isFluidStakingActive
    isDelegationLocked
    lockDuration
    lockedUntil
    pendingRewards { amount }
    withdrawRequests { address stakerID withdrawRequestID createdTime withdrawTime amount }
  }
}`

export const DELEGATION_LOCK = `query Delegation($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    isDelegationLocked
    lockDuration
    lockedUntil
    amount
    amountDelegated
    amountInWithdraw
    claimedReward
  }
}`

export const DELEGATION_REWARDS = `query Delegation($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    pendingRewards { amount }
  }
}`

export const DELEGATION_AMOUNT = `query Delegation($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    amount
  }
}`

export const UNLOCKED_AMOUNT = `query GetUnlockedAmount($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    unlockedAmount
  }
}`

/** Same operation name as UNLOCKED_AMOUNT, another document (quirk 4). */
export const UNLOCK_PENALTY = `query GetUnlockedAmount($address: Address!, $staker: BigInt!, $amount: BigInt!) {
  delegation(address: $address, staker: $staker) {
    unlockPenalty(amount: $amount)
  }
}`

/** Defined in the wallet, not called; `epoch` is served by the staking module. */
export const GET_EPOCH = `query GetEpoch($id: Long!) {
  epoch(id: $id) {
    id
    endTime
    duration
  }
}`
