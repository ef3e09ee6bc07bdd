// The original wallet's token and fMint documents (docs/chain-and-api.md#api-queries), written out from the
// exact selection sets listed there, in the order sent. Apollo documents carry Apollo's `__typename`.

export const DEFI_SETTINGS = `query DefiSettings {
  defiConfiguration {
    mintFee4
    rewardCollateralRatio4
    minCollateralRatio4
    uniswapCoreFactory
    uniswapRouter
    fMintContract
    fMintRewardDistribution
    decimals
    StakeTokenizerContract
  }
}`

export const DEFI_TOKENS_OWNER = `query DefiTokens($owner: Address!) {
  defiTokens {
    address
    name
    symbol
    logoUrl
    decimals
    price
    priceDecimals
    totalSupply
    isActive
    canWrapFTM
    canDeposit
    canMint
    canBorrow
    canTrade
    availableBalance(owner: $owner)
    allowance(owner: $owner)
  }
}`

export const DEFI_TOKENS = `query DefiTokens {
  defiTokens {
    address
    name
    symbol
    logoUrl
    decimals
    price
    priceDecimals
    totalSupply
    isActive
    canWrapFTM
    canDeposit
    canMint
    canBorrow
    canTrade
  }
}`

export const DEFI_TOKEN_PRICES = `query DefiTokens {
  defiTokens {
    address
    symbol
    decimals
    price
    priceDecimals
    isActive
    __typename
  }
}`

export const ERC20_TOKEN_LIST_OWNER = `query ERC20TokenList($owner: Address!) {
  erc20TokenList {
    address
    name
    symbol
    decimals
    totalSupply
    logoURL
    balanceOf(owner: $owner)
  }
}`

export const ERC20_TOKEN_LIST = `query ERC20TokenList {
  erc20TokenList {
    address
    name
    symbol
    decimals
    totalSupply
    logoURL
  }
}`

export const ERC20_TOKEN_LIST_BALANCES = `query ERC20TokenList($owner: Address!) {
  erc20TokenList {
    address
    balanceOf(owner: $owner)
  }
}`

export const ERC_TOKEN_BALANCE = `query ERCTokenBalance($owner: Address!, $token: Address!) {
  ercTokenBalance(owner: $owner, token: $token)
}`

export const ERC20_ASSETS = `query Erc20Assets($owner: Address!) {
  erc20Assets(owner: $owner) {
    address
    name
    symbol
    decimals
    totalSupply
    logoURL
    balanceOf(owner: $owner)
  }
}`

export const ERC20_ALLOWANCE = `query GetErc20TokenAllowance($token: Address!, $owner: Address!, $spender: Address!) {
  ercTokenAllowance(token: $token, owner: $owner, spender: $spender)
}`

export const NATIVE_TOKEN_OWNER = `query GetNativeToken($owner: Address!) {
  defiNativeToken {
    address
    name
    symbol
    totalSupply
    balanceOf(owner: $owner)
  }
}`

export const NATIVE_TOKEN = `query GetNativeToken {
  defiNativeToken {
    address
    name
    symbol
    totalSupply
  }
}`

export const FMINT_POSITIONS = `query FMintAccount($owner: Address!) {
  fMintAccount(owner: $owner) {
    address
    collateral {
      type
      tokenAddress
      balance
      value
      token { address symbol }
    }
    collateralValue
    collateralList
    debt {
      type
      tokenAddress
      balance
      value
      token { address symbol }
    }
    debtValue
    debtList
  }
}`

export const FMINT_REWARDS = `query FMintAccount($owner: Address!) {
  fMintAccount(owner: $owner) {
    address
    rewardsEarned
    rewardsStashed
    canClaimRewards
    canPushNewRewards
    canReceiveRewards
  }
}`
