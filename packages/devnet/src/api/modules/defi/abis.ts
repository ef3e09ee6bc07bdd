import { Interface } from 'ethers'

/** ERC20 views (and the two that Uniswap pairs add). */
export const erc20Interface = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
])

/** fMint token registry, mainnet-era ABI (docs/chain-and-api.md#fmint-contracts) plus the devnet's `canTrade`. */
export const registryInterface = new Interface([
  'function tokensCount() view returns (uint256)',
  'function tokensList(uint256) view returns (address)',
  'function tokens(address) view returns (uint256 id, string name, string symbol, uint8 decimals, string logo, address oracle, uint8 priceDecimals, bool isActive, bool canDeposit, bool canMint)',
  'function canTrade(address) view returns (bool)',
])

/**
 * fMint address provider, minter, pools, oracle and reward distribution views
 * (docs/chain-and-api.md#fmint-contracts).
 */
export const fMintInterface = new Interface([
  'function getAddress(bytes32) view returns (address)',
  'function getFMintFee4dec() view returns (uint256)',
  'function getCollateralLowestDebtRatio4dec() view returns (uint256)',
  'function getRewardEligibilityRatio4dec() view returns (uint256)',
  'function fMintFeeDigitsCorrection() view returns (uint256)',
  'function collateralValueOf(address, address, uint256) view returns (uint256)',
  'function debtValueOf(address, address, uint256) view returns (uint256)',
  'function getPrice(address) view returns (uint256)',
  'function balanceOf(address, address) view returns (uint256)',
  'function tokenValue(address, uint256) view returns (uint256)',
  'function tokensCount() view returns (uint256)',
  'function getToken(uint256) view returns (address)',
  'function totalBalance(address) view returns (uint256)',
  'function rewardEarned(address) view returns (uint256)',
  'function rewardStash(address) view returns (uint256)',
  'function rewardCanClaim(address) view returns (bool)',
  'function rewardIsEligible(address) view returns (bool)',
  'function lastRewardPush() view returns (uint256)',
  'function minRewardPushInterval() view returns (uint256)',
])

/** Uniswap V2 router, factory and pair views (docs/chain-and-api.md#funi). */
export const uniswapInterface = new Interface([
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function getAmountsIn(uint256, address[]) view returns (uint256[])',
  'function quote(uint256, uint256, uint256) pure returns (uint256)',
  'function getPair(address, address) view returns (address)',
  'function allPairsLength() view returns (uint256)',
  'function allPairs(uint256) view returns (address)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function price0CumulativeLast() view returns (uint256)',
  'function price1CumulativeLast() view returns (uint256)',
  'function kLast() view returns (uint256)',
])
