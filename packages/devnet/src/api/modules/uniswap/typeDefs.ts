// Uniswap (fUNI) part of the Fantom API schema (docs/chain-and-api.md#api-queries).
export const uniswapTypeDefs = /* GraphQL */ `
  extend type Query {
    "Every pair of the factory."
    defiUniswapPairs: [UniswapPair!]!
    defiUniswapAmountsOut(amountIn: BigInt!, tokens: [Address!]!): [BigInt!]!
    defiUniswapAmountsIn(amountOut: BigInt!, tokens: [Address!]!): [BigInt!]!
    "Optimal amounts to add to the pair of exactly two tokens, in the caller's token order."
    defiUniswapQuoteLiquidity(tokens: [Address!]!, amountsIn: [BigInt!]!): [BigInt!]!
    defiUniswapVolumes: [DefiUniswapVolume!]!
    defiTimeVolumes(address: Address!, resolution: String, fromDate: Int, toDate: Int): [DefiTimeVolume!]!
    defiTimePrices(
      address: Address!
      resolution: String
      fromDate: Int
      toDate: Int
      direction: Int
    ): [DefiTimePrice!]!
    defiTimeReserves(address: Address!, resolution: String, fromDate: Int, toDate: Int): [DefiTimeReserve!]!
    "Swaps (type 0), liquidity additions (1) and removals (2), newest first."
    defiUniswapActions(pairAddress: Address, cursor: Cursor, count: Int!, actionType: Int): UniswapActionList!
  }

  type UniswapPair {
    pairAddress: Address!
    tokens: [ERC20Token!]!
    reserves: [BigInt!]!
    reservesTimeStamp: Long!
    cumulativePrices: [BigInt!]!
    lastKValue: BigInt!
    totalSupply: BigInt!
    shareOf(user: Address!): BigInt!
  }

  type UniswapAction {
    id: Bytes32!
    uniswapPair: UniswapPair!
    pairAddress: Address!
    transactionHash: Bytes32!
    sender: Address!
    type: Int!
    blockNr: Long!
    time: Long!
    amount0in: BigInt!
    amount0out: BigInt!
    amount1in: BigInt!
    amount1out: BigInt!
  }

  type UniswapActionList {
    edges: [UniswapActionListEdge!]!
    totalCount: BigInt!
    pageInfo: ListPageInfo!
  }

  type UniswapActionListEdge {
    cursor: Cursor!
    uniswapAction: UniswapAction!
  }

  type DefiUniswapVolume {
    uniswapPair: UniswapPair!
    pairAddress: Address!
    dailyVolume: BigInt!
    weeklyVolume: BigInt!
    monthlyVolume: BigInt!
    yearlyVolume: BigInt!
    isInFUSD: Boolean!
  }

  type DefiTimeVolume {
    pairAddress: Address!
    time: String!
    value: BigInt!
  }

  type DefiTimePrice {
    pairAddress: Address!
    time: String!
    open: Float!
    close: Float!
    low: Float!
    high: Float!
    average: Float!
  }

  type DefiTimeReserve {
    uniswapPair: UniswapPair!
    time: String!
    reserveClose: [BigInt!]!
  }
`
