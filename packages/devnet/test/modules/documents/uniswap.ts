// The original wallet's Uniswap documents (docs/chain-and-api.md#api-queries), written out from the exact selection
// sets listed there, in the order sent. Apollo documents carry Apollo's `__typename`.

export const PAIRS = `query GetUniswapPairs {
  defiUniswapPairs {
    pairAddress
    tokens { address name symbol logoURL decimals __typename }
    reservesTimeStamp
    reserves
    cumulativePrices
    totalSupply
    __typename
  }
}`

/** `owner` is the pair itself when one pair is looked at, so `tokens.balanceOf` gives the pool's reserves. */
export const PAIRS_USER_OWNER = `query GetUniswapPairs($user: Address!, $owner: Address!) {
  defiUniswapPairs {
    pairAddress
    tokens { address name symbol logoURL decimals balanceOf(owner: $owner) __typename }
    reservesTimeStamp
    reserves
    cumulativePrices
    totalSupply
    shareOf(user: $user)
    __typename
  }
}`

export const PAIRS_OWNER = `query GetUniswapPairs($owner: Address!) {
  defiUniswapPairs {
    pairAddress
    tokens { address name symbol logoURL decimals balanceOf(owner: $owner) __typename }
    reservesTimeStamp
    reserves
    cumulativePrices
    totalSupply
    __typename
  }
}`

export const PAIRS_SHARES = `query GetUniswapPairs($user: Address!) {
  defiUniswapPairs {
    pairAddress
    shareOf(user: $user)
  }
}`

export const QUOTE_LIQUIDITY = `query GetDefiUniswapQuoteLiquidity($tokens: [Address!]!, $amountsIn: [BigInt!]!) {
  defiUniswapQuoteLiquidity(tokens: $tokens, amountsIn: $amountsIn)
}`

export const AMOUNTS_OUT = `query GetUniswapAmountsOut($amountIn: BigInt!, $tokens: [Address!]!) {
  defiUniswapAmountsOut(amountIn: $amountIn, tokens: $tokens)
}`

export const AMOUNTS_IN = `query GetUniswapAmountsIn($amountOut: BigInt!, $tokens: [Address!]!) {
  defiUniswapAmountsIn(amountOut: $amountOut, tokens: $tokens)
}`

export const ACTIONS = `query GetFUniswapActions($pairAddress: Address, $cursor: Cursor, $count: Int!, $actionType: Int) {
  defiUniswapActions(pairAddress: $pairAddress, cursor: $cursor, count: $count, actionType: $actionType) {
    totalCount
    pageInfo { first last hasNext hasPrevious }
    edges {
      uniswapAction {
        id
        uniswapPair { tokens { symbol decimals } }
        pairAddress
        transactionHash
        sender
        type
        blockNr
        time
        amount0in
        amount0out
        amount1in
        amount1out
      }
      cursor
    }
  }
}`

export const TIME_VOLUMES = `query GetTimeVolumes($address: Address!, $resolution: String, $fromDate: Int, $toDate: Int) {
  defiTimeVolumes(address: $address, resolution: $resolution, fromDate: $fromDate, toDate: $toDate) {
    time
    value
  }
}`

export const TIME_RESERVES = `query GetTimeReserves($address: Address!, $resolution: String, $fromDate: Int, $toDate: Int) {
  defiTimeReserves(address: $address, resolution: $resolution, fromDate: $fromDate, toDate: $toDate) {
    uniswapPair { pairAddress }
    time
    reserveClose
  }
}`

/** The wallet reuses the GetTimeReserves operation name for prices (quirk 4). */
export const TIME_PRICES = `query GetTimeReserves($address: Address!, $resolution: String, $fromDate: Int, $toDate: Int, $direction: Int) {
  defiTimePrices(address: $address, resolution: $resolution, fromDate: $fromDate, toDate: $toDate, direction: $direction) {
    time
    open
    close
    low
    high
    average
  }
}`
