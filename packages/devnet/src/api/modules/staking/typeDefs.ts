// Staking part of the Fantom API schema (docs/chain-and-api.md#api-queries).
export const stakingTypeDefs = /* GraphQL */ `
  extend type Query {
    "SFC configuration, read live from the contract."
    sfcConfig: SfcConfig!
    "The open (unsealed) epoch."
    currentEpoch: Long!
    "An epoch; id omitted or 0 gives the last sealed epoch."
    epoch(id: Long): Epoch!
    "Sealed epochs, newest first."
    epochs(cursor: Cursor, count: Int = 25): EpochList!
    lastStakerId: Long!
    stakersNum: Long!
    "A validator by id (preferred) or address."
    staker(id: BigInt, address: Address): Staker
    "All validators, by total stake descending."
    stakers: [Staker!]!
    stakersWithFlag(flag: StakerFlagFilter!): [Staker!]!
    delegation(address: Address!, staker: BigInt!): Delegation
    delegationsOf(staker: BigInt!, cursor: Cursor, count: Int = 25): DelegationList!
    delegationsByAddress(address: Address!, cursor: Cursor, count: Int = 25): DelegationList!
  }

  extend type Account {
    "The validator this account runs; null when it is not a validator."
    staker: Staker
    delegations(cursor: Cursor, count: Int = 25): DelegationList!
  }

  enum StakerFlagFilter {
    IS_ACTIVE
    IS_WITHDRAWN
    IS_OFFLINE
    IS_CHEATER
  }

  type SfcConfig {
    minValidatorStake: BigInt!
    maxDelegatedRatio: BigInt!
    minLockupDuration: BigInt!
    maxLockupDuration: BigInt!
    withdrawalPeriodEpochs: BigInt!
    withdrawalPeriodTime: BigInt!
  }

  type Epoch {
    id: Long!
    endTime: Long!
    duration: Long!
    epochFee: BigInt!
    totalBaseRewardWeight: BigInt!
    totalTxRewardWeight: BigInt!
    baseRewardPerSecond: BigInt!
    stakeTotalAmount: BigInt!
    totalSupply: BigInt!
  }

  type EpochList {
    edges: [EpochListEdge!]!
    totalCount: Long!
    pageInfo: ListPageInfo!
  }

  type EpochListEdge {
    cursor: Cursor!
    epoch: Epoch!
  }

  type Staker {
    id: BigInt!
    stakerAddress: Address!
    totalStake: BigInt
    stake: BigInt!
    delegatedMe: BigInt!
    totalDelegatedLimit: BigInt!
    delegatedLimit: BigInt!
    isActive: Boolean!
    isWithdrawn: Boolean!
    isCheater: Boolean!
    isOffline: Boolean!
    isStakeLocked: Boolean!
    createdEpoch: Long!
    createdTime: Long!
    lockedFromEpoch: Long!
    lockedUntil: Long!
    deactivatedEpoch: Long!
    deactivatedTime: Long!
    missedBlocks: Long!
    downtime: Long!
    delegations(cursor: Cursor, count: Int = 25): DelegationList!
    status: Long!
    stakerInfo: StakerInfo
  }

  type StakerInfo {
    name: String
    logoUrl: String
    website: String
    contact: String
  }

  type Delegation {
    address: Address!
    toStakerId: BigInt!
    isSelfStake: Boolean!
    createdTime: Long!
    amount: BigInt!
    amountDelegated: BigInt!
    amountInWithdraw: BigInt!
    claimedReward: BigInt!
    pendingRewards: PendingRewards!
    withdrawRequests(cursor: Cursor, count: Int = 50, activeOnly: Boolean = false): [WithdrawRequest!]!
    rewardClaims(cursor: Cursor, count: Int = 25): RewardClaimList!
    isFluidStakingActive: Boolean!
    isDelegationLocked: Boolean!
    lockedFromEpoch: Long!
    lockDuration: Long!
    lockedUntil: Long!
    lockedAmount: BigInt!
    unlockedAmount: BigInt!
    unlockPenalty(amount: BigInt!): BigInt!
    outstandingSFTM: BigInt!
    tokenizerAllowedToWithdraw: Boolean!
  }

  type DelegationList {
    edges: [DelegationListEdge!]!
    totalCount: Long!
    pageInfo: ListPageInfo!
  }

  type DelegationListEdge {
    cursor: Cursor!
    delegation: Delegation!
  }

  type PendingRewards {
    address: Address!
    staker: BigInt!
    amount: BigInt!
    fromEpoch: Long!
    toEpoch: Long!
    isOverRange: Boolean!
  }

  type WithdrawRequest {
    id: Cursor!
    address: Address!
    account: Account!
    stakerID: BigInt!
    staker: Staker!
    withdrawRequestID: BigInt!
    amount: BigInt!
    createdTime: Long!
    withdrawTime: Long
  }

  type RewardClaim {
    address: Address!
    toStakerId: BigInt!
    claimed: Long!
    amount: BigInt!
    isRestaked: Boolean!
    trxHash: Bytes32!
  }

  type RewardClaimList {
    edges: [RewardClaimListEdge!]!
    totalCount: Long!
    pageInfo: ListPageInfo!
  }

  type RewardClaimListEdge {
    cursor: Cursor!
    claim: RewardClaim!
  }
`
