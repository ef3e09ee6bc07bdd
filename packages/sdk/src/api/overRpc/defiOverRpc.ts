// fMint's configuration, token registry and rewards over JSON-RPC (limited mode), in the API's `defiConfiguration`,
// `defiTokens` and `fMintAccount` (rewards) shapes: fMint's address provider names every module, as the API finds
// them; the Uniswap and stake tokenizer addresses come from the network's contracts, as the API takes them from its
// own configuration (docs/chain-and-api.md#fmint-contracts, docs/chain-and-api.md#networks).
import { encodeBytes32String } from 'ethers'
import type { NetworkContracts } from '../../constants/networks.js'
import { lazyInterface } from '../../contracts/lazyInterface.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { ApiContractsUnknownError } from '../errors.js'
import { readContracts, readContractsOrThrow, readOne, toQuantity } from './nodeReads.js'

const providerInterface = lazyInterface(['function getAddress(bytes32) view returns (address)'])
const minterInterface = lazyInterface([
  'function addressProvider() view returns (address)',
  'function getFMintFee4dec() view returns (uint256)',
  'function getCollateralLowestDebtRatio4dec() view returns (uint256)',
  'function getRewardEligibilityRatio4dec() view returns (uint256)',
  'function fMintFeeDigitsCorrection() view returns (uint256)',
])
const registryInterface = lazyInterface([
  'function tokensCount() view returns (uint256)',
  'function tokensList(uint256) view returns (address)',
  'function tokens(address) view returns (uint256 id, string name, string symbol, uint8 decimals, string logo, address oracle, uint8 priceDecimals, bool isActive, bool canDeposit, bool canMint)',
])
const oracleInterface = lazyInterface(['function getPrice(address) view returns (uint256)'])
const erc20Interface = lazyInterface([
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
])
const rewardsInterface = lazyInterface([
  'function rewardEarned(address) view returns (uint256)',
  'function rewardStash(address) view returns (uint256)',
  'function rewardCanClaim(address) view returns (bool)',
  'function rewardIsEligible(address) view returns (bool)',
  'function lastRewardPush() view returns (uint256)',
  'function minRewardPushInterval() view returns (uint256)',
])

/** The ids fMint's address provider knows its modules by (the API asks the same ones). */
const MODULE_IDS = {
  fMint: 'fantom_mint',
  tokenRegistry: 'token_registry',
  rewardDistribution: 'reward_distribution',
  collateralPool: 'collateral_pool',
  debtPool: 'debt_pool',
  priceOracle: 'price_oracle_proxy',
} as const

/** fMint's modules as its address provider names them. */
export type FMintModules = { readonly addressProvider: string } & {
  readonly [K in keyof typeof MODULE_IDS]: string
}

/**
 * fMint's modules, from the network's address provider (or the one the known FantomMint contract names). Neither
 * known: fMint over JSON-RPC is impossible on this network, and the error says so.
 */
export async function fMintModulesOverRpc(
  rpc: RpcClient,
  contracts: NetworkContracts | undefined,
  signal?: AbortSignal,
): Promise<FMintModules> {
  const addressProvider =
    contracts?.fMintAddressProvider ??
    (contracts?.fMint
      ? String(
          await readOne(
            rpc,
            { contract: minterInterface(), to: contracts.fMint, fn: 'addressProvider', args: [] },
            signal,
          ),
        )
      : undefined)
  if (addressProvider === undefined) throw fMintContractsUnknown()
  const names = Object.keys(MODULE_IDS) as (keyof typeof MODULE_IDS)[]
  const answers = await readContractsOrThrow(
    rpc,
    names.map((name) => ({
      contract: providerInterface(),
      to: addressProvider,
      fn: 'getAddress',
      args: [encodeBytes32String(MODULE_IDS[name])],
    })),
    signal,
  )
  const modules: Record<string, string> = { addressProvider }
  names.forEach((name, i) => {
    modules[name] = String(answers[i]?.[0])
  })
  return modules as FMintModules
}

/** The error of an fMint read over JSON-RPC on a network whose fMint contracts the wallet does not know. */
export function fMintContractsUnknown(): ApiContractsUnknownError {
  return new ApiContractsUnknownError(
    'fMint needs the Fantom API on this network: the wallet does not know its fMint contracts, so a JSON-RPC node cannot answer',
  )
}

/** `defiConfiguration` as the API answers it. */
export async function defiConfigurationOverRpc(
  rpc: RpcClient,
  contracts: NetworkContracts | undefined,
  signal?: AbortSignal,
) {
  const modules = await fMintModulesOverRpc(rpc, contracts, signal)
  const { uniswapCoreFactory, uniswapRouter, stakeTokenizer } = contracts ?? {}
  if (!uniswapCoreFactory || !uniswapRouter || !stakeTokenizer) {
    throw new ApiContractsUnknownError(
      'The DeFi settings need the Fantom API on this network: the wallet does not know its Uniswap and stake tokenizer contracts',
    )
  }
  const read = (fn: string) => ({ contract: minterInterface(), to: modules.fMint, fn, args: [] })
  const [fee, lowest, eligible, correction] = (
    await readContractsOrThrow(
      rpc,
      [
        read('getFMintFee4dec'),
        read('getCollateralLowestDebtRatio4dec'),
        read('getRewardEligibilityRatio4dec'),
        read('fMintFeeDigitsCorrection'),
      ],
      signal,
    )
  ).map((result) => result[0] as bigint)
  return {
    defiConfiguration: {
      mintFee4: toQuantity(fee as bigint),
      rewardCollateralRatio4: toQuantity(eligible as bigint),
      minCollateralRatio4: toQuantity(lowest as bigint),
      uniswapCoreFactory,
      uniswapRouter,
      fMintContract: modules.fMint,
      fMintRewardDistribution: modules.rewardDistribution,
      // The number of digits of the minter's correction factor (10000 → 4), as the API derives it.
      decimals: (correction as bigint).toString().length - 1,
      StakeTokenizerContract: stakeTokenizer,
    },
  }
}

/**
 * `defiTokens` as the API answers it: the registry's active tokens in registry order, the oracle's price (0 when
 * the oracle has none), wrapping for WFTM only, never borrowable or tradable; with an owner, the balance and the
 * FantomMint contract's allowance.
 */
export async function defiTokensOverRpc(
  rpc: RpcClient,
  contracts: NetworkContracts | undefined,
  owner: string | undefined,
  signal?: AbortSignal,
) {
  const modules = await fMintModulesOverRpc(rpc, contracts, signal)
  const registry = modules.tokenRegistry
  const count = Number(
    await readOne(rpc, { contract: registryInterface(), to: registry, fn: 'tokensCount', args: [] }, signal),
  )
  const list = (
    await readContractsOrThrow(
      rpc,
      Array.from({ length: count }, (_, i) => ({
        contract: registryInterface(),
        to: registry,
        fn: 'tokensList',
        args: [i],
      })),
      signal,
    )
  ).map((result) => String(result[0]))
  const entries = await readContractsOrThrow(
    rpc,
    list.map((token) => ({ contract: registryInterface(), to: registry, fn: 'tokens', args: [token] })),
    signal,
  )
  const active = list.flatMap((address, i) => {
    const entry = entries[i] as readonly unknown[]
    return entry[7] === true && (entry[0] as bigint) > 0n ? [{ address, entry }] : []
  })
  const perToken = owner ? 4 : 2
  const details = await readContracts(
    rpc,
    active.flatMap(({ address }) => [
      { contract: oracleInterface(), to: modules.priceOracle, fn: 'getPrice', args: [address] },
      { contract: erc20Interface(), to: address, fn: 'totalSupply', args: [] },
      ...(owner
        ? [
            { contract: erc20Interface(), to: address, fn: 'balanceOf', args: [owner] },
            { contract: erc20Interface(), to: address, fn: 'allowance', args: [owner, modules.fMint] },
          ]
        : []),
    ]),
    signal,
  )
  const value = (index: number, fallback?: bigint): bigint => {
    const answer = details[index]
    if (answer instanceof RpcError) {
      // An oracle without a price for the token answers 0, as the API does; any other failed read is an error.
      if (fallback !== undefined) return fallback
      throw answer
    }
    return answer?.[0] as bigint
  }
  return {
    defiTokens: active.map(({ address, entry }, i) => {
      const at = i * perToken
      const symbol = String(entry[2])
      return {
        address,
        name: String(entry[1]),
        symbol,
        logoUrl: String(entry[4]),
        decimals: Number(entry[3]),
        price: toQuantity(value(at, 0n)),
        priceDecimals: Number(entry[6]),
        totalSupply: toQuantity(value(at + 1)),
        isActive: true,
        canWrapFTM: symbol === 'WFTM',
        canDeposit: entry[8] === true,
        canMint: entry[9] === true,
        canBorrow: false,
        canTrade: false,
        ...(owner
          ? { availableBalance: toQuantity(value(at + 2)), allowance: toQuantity(value(at + 3)) }
          : {}),
      }
    }),
  }
}

/**
 * `fMintAccount(owner)` (rewards fields) as the API answers it. A push is possible once the distribution's minimum
 * interval since the last push has passed by the chain's clock.
 */
export async function fMintAccountRewardsOverRpc(
  rpc: RpcClient,
  contracts: NetworkContracts | undefined,
  owner: string,
  signal?: AbortSignal,
) {
  const modules = await fMintModulesOverRpc(rpc, contracts, signal)
  const read = (fn: string, args: readonly unknown[] = []) => ({
    contract: rewardsInterface(),
    to: modules.rewardDistribution,
    fn,
    args,
  })
  const [results, latest] = await Promise.all([
    readContractsOrThrow(
      rpc,
      [
        read('rewardEarned', [owner]),
        read('rewardStash', [owner]),
        read('rewardCanClaim', [owner]),
        read('rewardIsEligible', [owner]),
        read('lastRewardPush'),
        read('minRewardPushInterval'),
      ],
      signal,
    ),
    rpc.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }, { signal }),
  ])
  const [earned, stashed, canClaim, eligible, lastPush, interval] = results.map((result) => result[0])
  const now = BigInt((latest as { timestamp: string }).timestamp)
  return {
    fMintAccount: {
      address: owner,
      rewardsEarned: toQuantity(earned as bigint),
      rewardsStashed: toQuantity(stashed as bigint),
      canClaimRewards: canClaim === true,
      canPushNewRewards: now >= (lastPush as bigint) + (interval as bigint),
      canReceiveRewards: eligible === true,
    },
  }
}
