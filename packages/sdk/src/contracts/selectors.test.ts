// Every selector listed in docs/chain-and-api.md#selectors-and-encodings, checked two ways: keccak of the canonical
// signature equals the listed value, and each fragment of our ABIs carries the listed selector.
import { type Interface, id } from 'ethers'
import { describe, expect, it } from 'vitest'
import { erc20Interface } from './erc20/abi.js'
import { fmintInterface } from './fmint/abi.js'
import { fmintRewardsInterface } from './fmintRewards/abi.js'
import { governanceInterface } from './governance/abi.js'
import { nameRegistryInterface } from './naming/abi.js'
import { pairInterface } from './pair/abi.js'
import { routerInterface } from './router/abi.js'
import { sfcInterface } from './sfc/abi.js'
import { stakeTokenizerInterface } from './stakeTokenizer/abi.js'
import { wftmInterface } from './wftm/abi.js'

/** Signature → selector, as listed in docs/chain-and-api.md#contracts */
const SELECTORS: Record<string, string> = {
  // SFC v3 (docs/chain-and-api.md#sfc)
  'delegate(uint256)': '0x9fa6dd35',
  'claimRewards(uint256)': '0x0962ef79',
  'restakeRewards(uint256)': '0x08c36874',
  'undelegate(uint256,uint256,uint256)': '0x4f864df4',
  'withdraw(uint256,uint256)': '0x441a3e70',
  'lockStake(uint256,uint256,uint256)': '0xde67f215',
  'relockStake(uint256,uint256,uint256)': '0xbd14d907',
  'unlockStake(uint256,uint256)': '0x1d3ac42c',
  // older SFC APIs (docs/chain-and-api.md#selectors-and-encodings)
  'createDelegation(uint256)': '0xc312eb07',
  'increaseDelegation()': '0x3a274ff6',
  'claimDelegationRewards(uint256)': '0x793c45ce',
  'claimValidatorRewards(uint256)': '0x295cccba',
  'prepareToWithdrawDelegation()': '0x1c333318',
  'prepareToWithdrawDelegationPartial(uint256,uint256)': '0xe7ff9e78',
  'partialWithdrawByRequest(uint256)': '0xf8b18d8a',
  'withdrawDelegation()': '0x16bfdd81',
  'unstashRewards()': '0x876f7e2a',
  'vote(uint256)': '0x0121b93f',
  'createStake(bytes)': '0xcc8c2120',
  'increaseStake()': '0xd9e257ef',
  'prepareToWithdrawStake()': '0xc41b6405',
  'withdrawStake()': '0xbed9d861',
  'prepareToWithdrawStakePartial(uint256,uint256)': '0x26682c71',
  'increaseDelegation(uint256)': '0xdbd3aa8a',
  'claimDelegationRewards(uint256,uint256)': '0xf99837e6',
  'claimDelegationCompoundRewards(uint256,uint256)': '0xdc599bb1',
  'prepareToWithdrawDelegation(uint256)': '0xb1e64339',
  'prepareToWithdrawDelegationPartial(uint256,uint256,uint256)': '0xbb03a4bd',
  'withdrawDelegation(uint256)': '0xdf0e307a',
  'lockUpDelegation(uint256,uint256)': '0xa4b89fab',
  // stake tokenizer (docs/chain-and-api.md#stake-tokenizer)
  'mintSFTM(uint256)': '0xca2d6fd8',
  'redeemSFTM(uint256,uint256)': '0x4a37ec9d',
  // fMint and rewards (docs/chain-and-api.md#fmint-contracts)
  'mustDeposit(address,uint256)': '0xa02bda7a',
  'mustWithdraw(address,uint256)': '0x0feea739',
  'mustMint(address,uint256)': '0x893ebfd5',
  'mustMintMax(address,uint256)': '0x572f9225',
  'mustRepay(address,uint256)': '0x557c138b',
  'mustRepayMax(address)': '0xcc7b9327',
  'mustRewardClaim()': '0x101df8b5',
  'mustRewardPush()': '0x9b7ea007',
  // WFTM (docs/chain-and-api.md#wftm)
  'deposit()': '0xd0e30db0',
  'withdraw(uint256)': '0x2e1a7d4d',
  // ERC-20 and pair (docs/chain-and-api.md#funi)
  'transfer(address,uint256)': '0xa9059cbb',
  'transferFrom(address,address,uint256)': '0x23b872dd',
  'increaseAllowance(address,uint256)': '0x39509351',
  'decreaseAllowance(address,uint256)': '0xa457c2d7',
  'approve(address,uint256)': '0x095ea7b3',
  // router (docs/chain-and-api.md#funi)
  'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)': '0xe8e33700',
  'addLiquidityETH(address,uint256,uint256,uint256,address,uint256)': '0xf305d719',
  'removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)': '0xbaa2abde',
  'removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)': '0x02751cec',
  'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)': '0x38ed1739',
  'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)': '0x8803dbee',
  'swapExactETHForTokens(uint256,address[],address,uint256)': '0x7ff36ab5',
  'swapETHForExactTokens(uint256,address[],address,uint256)': '0xfb3bdb41',
  'swapTokensForExactETH(uint256,uint256,address[],address,uint256)': '0x4a25d94a',
  'swapExactTokensForETH(uint256,uint256,address[],address,uint256)': '0x18cbafe5',
  'WETH()': '0xad5c4648',
  'wFTM()': '0x050d63ec',
  'getAmountsOut(uint256,address[])': '0xd06ca61f',
  'getAmountsIn(uint256,address[])': '0x1f00ca74',
  // governance (docs/chain-and-api.md#governance-contract)
  'vote(address,uint256,uint256[])': '0x172c18b1',
  'cancelVote(address,uint256)': '0x21edf2eb',
  'create(string,string,bytes32[],uint256,uint256,uint256,uint256,uint256)': '0x371f3122',
  // fLend branch of the original wallet (not used)
  'deposit(address,uint256,address,uint16)': '0xe8eda9df',
  'withdraw(address,uint256,address)': '0x69328dec',
  'borrow(address,uint256,uint256,uint16,address)': '0xa415bcad',
  'repay(address,uint256,uint256,address)': '0x573ade81',
  'swapBorrowRateMode(address,uint256)': '0x94ba89a2',
  'setUserUseReserveAsCollateral(address,bool)': '0x5a3b74b9',
  'flashLoan(address,address[],uint256[],uint256[],address,bytes,uint16)': '0xab9c4b5d',
  'liquidationCall(address,address,address,uint256,bool)': '0x00a718a9',
  // naming (docs/chain-and-api.md#naming)
  'isOwnedByMapping(string)': '0x0fc2ccc0',
  'getOwnerOfName(string)': '0xb465fe7e',
  'getNameFromOwner(address)': '0x81758129',
}

const INTERFACES: Record<string, Interface> = {
  sfc: sfcInterface,
  stakeTokenizer: stakeTokenizerInterface,
  fmint: fmintInterface,
  fmintRewards: fmintRewardsInterface,
  wftm: wftmInterface,
  erc20: erc20Interface,
  pair: pairInterface,
  router: routerInterface,
  governance: governanceInterface,
  nameRegistry: nameRegistryInterface,
}

describe('function selectors', () => {
  it.each(Object.entries(SELECTORS))('keccak of %s starts with %s', (signature, selector) => {
    expect(id(signature).slice(0, 10)).toBe(selector)
  })

  it.each(Object.entries(INTERFACES))(
    'every function of the %s ABI has the listed selector',
    (_, contract) => {
      const functions: string[] = []
      contract.forEachFunction((fragment) => {
        functions.push(fragment.format('sighash'))
        expect(fragment.selector).toBe(SELECTORS[fragment.format('sighash')])
      })
      expect(functions.length).toBeGreaterThan(0)
    },
  )
})
