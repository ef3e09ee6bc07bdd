// Tokens and fMint part of the Fantom API schema (docs/chain-and-api.md#api-queries).
export const defiTypeDefs = /* GraphQL */ `
  extend type Query {
    "fMint and DEX configuration (the type is DefiSettings, as on the real API)."
    defiConfiguration: DefiSettings!
    "Tokens of the fMint token registry."
    defiTokens: [DefiToken!]!
    "The router's wrapped native token (WFTM)."
    defiNativeToken: ERC20Token
    fMintAccount(owner: Address!): FMintAccount!
    fMintTokenAllowance(owner: Address!, token: Address!): BigInt!
    "An ERC20 token; null when the address does not answer as one."
    erc20Token(token: Address!): ERC20Token
    erc20TokenList(count: Int = 50): [ERC20Token!]!
    "Token contracts the owner ever received."
    erc20Assets(owner: Address!, count: Int = 50): [ERC20Token!]!
    ercTotalSupply(token: Address!): BigInt!
    ercTokenBalance(owner: Address!, token: Address!): BigInt!
    ercTokenAllowance(token: Address!, owner: Address!, spender: Address!): BigInt!
  }

  enum DefiTokenBalanceType {
    COLLATERAL
    DEBT
  }

  type DefiSettings {
    mintFee4: BigInt!
    minCollateralRatio4: BigInt!
    rewardCollateralRatio4: BigInt!
    decimals: Int!
    priceOracleAggregate: Address!
    StakeTokenizerContract: Address!
    StakeTokenizedERC20Token: Address!
    fMintContract: Address!
    fMintAddressProvider: Address!
    fMintTokenRegistry: Address!
    fMintRewardDistribution: Address!
    fMintCollateralPool: Address!
    fMintDebtPool: Address!
    uniswapCoreFactory: Address!
    uniswapRouter: Address!
  }

  type ERC20Token {
    address: Address!
    name: String!
    symbol: String!
    decimals: Int!
    totalSupply: BigInt!
    logoURL: String!
    balanceOf(owner: Address!): BigInt!
    allowance(owner: Address!, spender: Address!): BigInt!
    totalDeposit: BigInt!
    totalDebt: BigInt!
  }

  type DefiToken {
    address: Address!
    name: String!
    symbol: String!
    logoUrl: String!
    decimals: Int!
    isActive: Boolean!
    canWrapFTM: Boolean!
    canDeposit: Boolean!
    canMint: Boolean!
    canBorrow: Boolean!
    canTrade: Boolean!
    price: BigInt!
    priceDecimals: Int!
    availableBalance(owner: Address!): BigInt!
    allowance(owner: Address!): BigInt!
    totalSupply: BigInt!
    totalDeposit: BigInt!
    totalDebt: BigInt!
  }

  type FMintAccount {
    address: Address!
    collateralList: [Address!]!
    collateral: [FMintTokenBalance!]!
    collateralValue: BigInt!
    debtList: [Address!]!
    debt: [FMintTokenBalance!]!
    debtValue: BigInt!
    rewardsEarned: BigInt!
    rewardsStashed: BigInt!
    canClaimRewards: Boolean!
    canReceiveRewards: Boolean!
    canPushNewRewards: Boolean!
  }

  type FMintTokenBalance {
    type: DefiTokenBalanceType!
    tokenAddress: Address!
    token: DefiToken!
    balance: BigInt!
    value: BigInt!
  }
`
