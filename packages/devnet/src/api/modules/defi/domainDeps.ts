import { SFC_ADDRESS } from '../../../constants.js'
import type { DevnetDeployment } from '../../../indexer/deployment.js'
import { STAKING_PLUGIN } from '../../../indexer/plugins/staking/index.js'
import type { StakingIndex } from '../../../indexer/plugins/staking/StakingIndex.js'
import { UNISWAP_PLUGIN } from '../../../indexer/plugins/uniswap/index.js'
import type { UniswapIndex } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import type { ApiContext } from '../../module.js'
import type { ContractCaller } from './readContract.js'
import { syncOncePerRequest } from './requestSync.js'

/** What the domain modules read from the chain: calls and the latest block (an ethers Provider fits). */
export interface ChainReader extends ContractCaller {
  getBlock(tag: 'latest'): Promise<{ timestamp: number } | null>
}

/** Addresses of the devnet's contracts the domain modules serve ('' when not deployed). */
export interface DomainAddresses {
  sfc: string
  stakeTokenizer: string
  sftm: string
  governance: string
  governable: string
  fMint: string
  fMintRewards: string
  fMintAddressProvider: string
  fMintTokenRegistry: string
  fMintCollateralPool: string
  fMintDebtPool: string
  priceOracle: string
  uniswapFactory: string
  uniswapRouter: string
}

/** Display data of a validator (the real API downloads it from the staker-info contract's URL). */
export interface StakerInfoData {
  name?: string
  logoUrl?: string
  website?: string
  contact?: string
}

/** Everything the staking, DeFi, Uniswap and governance resolvers need besides the indexes. */
export interface DomainDeps {
  chain: ChainReader
  addresses: DomainAddresses
  stakerInfo(validatorId: bigint): StakerInfoData | null
}

// One set per server: GraphQL Yoga copies the server's context into a new object for every request, so the set is
// kept by the server's indexer (one per server, as the per-block reads in blockReads.ts are) and checked against the
// context's provider and deployment.
const cache = new WeakMap<object, { provider: object; deployment: object; deps: DomainDeps }>()

function addressesOf(deployment: DevnetDeployment): DomainAddresses {
  const c = deployment.contracts
  const pick = (...names: string[]) => (names.map((n) => c[n]).find(Boolean) ?? '').toLowerCase()
  return {
    sfc: pick('sfc') || SFC_ADDRESS.toLowerCase(),
    stakeTokenizer: pick('stakeTokenizer', 'tokenizer'),
    sftm: pick('sftm'),
    governance: pick('governance'),
    governable: pick('sfcGovernable', 'governable'),
    fMint: pick('fMint'),
    fMintRewards: pick('fMintRewards', 'fMintRewardDistribution'),
    fMintAddressProvider: pick('fMintAddressProvider'),
    fMintTokenRegistry: pick('fMintTokenRegistry'),
    fMintCollateralPool: pick('fMintCollateralPool'),
    fMintDebtPool: pick('fMintDebtPool'),
    priceOracle: pick('priceOracle'),
    uniswapFactory: pick('uniswapFactory'),
    uniswapRouter: pick('uniswapRouter'),
  }
}

/** The domain dependencies of a resolver context (built once per server, shared by its requests). */
export function depsOf(ctx: unknown): DomainDeps {
  const api = ctx as ApiContext
  const hit = cache.get(api.indexer)
  if (hit && hit.provider === api.provider && hit.deployment === api.deployment) return hit.deps
  const infos = new Map((api.deployment.validators ?? []).map((v) => [BigInt(v.id), v.profile]))
  const deps: DomainDeps = {
    chain: api.provider,
    addresses: addressesOf(api.deployment),
    stakerInfo: (id) => infos.get(id) ?? null,
  }
  cache.set(api.indexer, { provider: api.provider, deployment: api.deployment, deps })
  return deps
}

/** The staking index, caught up with the chain head. */
export async function stakingIndexOf(ctx: unknown): Promise<StakingIndex> {
  const { indexer } = ctx as ApiContext
  await indexer.sync()
  return indexer.pluginState<StakingIndex>(STAKING_PLUGIN)
}

/** The Uniswap index, caught up with the chain head (once per request: requestSync.ts). */
export async function uniswapIndexOf(ctx: unknown): Promise<UniswapIndex> {
  const { indexer } = ctx as ApiContext
  await syncOncePerRequest(ctx)
  return indexer.pluginState<UniswapIndex>(UNISWAP_PLUGIN)
}

/** Time of the latest block in unix seconds ("now" is the chain's: the devnet can move its clock ahead). */
export async function chainTime(ctx: unknown): Promise<bigint> {
  const block = await depsOf(ctx).chain.getBlock('latest')
  return BigInt(block?.timestamp ?? Math.floor(Date.now() / 1000))
}
