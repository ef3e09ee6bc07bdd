import { ZeroAddress } from 'ethers'
import { fMintInterface } from './abis.js'
import { depsOf } from './domainDeps.js'
import { readContract, tryReadContract } from './readContract.js'

const orZero = (address: string) => address || ZeroAddress

/** `defiConfiguration`: the minter's 4-decimal fee and ratios, and the addresses of every DeFi contract. */
export async function readDefiConfiguration(ctx: unknown) {
  const { chain, addresses: a } = depsOf(ctx)
  const read = async (fn: string) => (await readContract(chain, fMintInterface, a.fMint, fn))[0] as bigint
  const [mintFee4, minCollateralRatio4, rewardCollateralRatio4, correction] = await Promise.all([
    read('getFMintFee4dec'),
    read('getCollateralLowestDebtRatio4dec'),
    read('getRewardEligibilityRatio4dec'),
    tryReadContract(chain, fMintInterface, a.fMint, 'fMintFeeDigitsCorrection'),
  ])
  // decimals = digits of the minter's correction factor (10000 → 4), as the real API derives it.
  const factor = correction === null ? 10000n : (correction[0] as bigint)
  return {
    mintFee4,
    minCollateralRatio4,
    rewardCollateralRatio4,
    decimals: factor.toString().length - 1,
    priceOracleAggregate: orZero(a.priceOracle),
    StakeTokenizerContract: orZero(a.stakeTokenizer),
    StakeTokenizedERC20Token: orZero(a.sftm),
    fMintContract: orZero(a.fMint),
    fMintAddressProvider: orZero(a.fMintAddressProvider),
    fMintTokenRegistry: orZero(a.fMintTokenRegistry),
    fMintRewardDistribution: orZero(a.fMintRewards),
    fMintCollateralPool: orZero(a.fMintCollateralPool),
    fMintDebtPool: orZero(a.fMintDebtPool),
    uniswapCoreFactory: orZero(a.uniswapFactory),
    uniswapRouter: orZero(a.uniswapRouter),
  }
}
