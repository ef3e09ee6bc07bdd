import { getAddress, type InterfaceAbi, isAddress, type Wallet } from 'ethers'

/** A compiled contract as the devnet's compile script writes it to `artifacts/<Name>.json`. */
export interface DefiArtifact {
  abi: InterfaceAbi
  bytecode: string
}

/** What `deployDefi`/`seedDefi` need from the chain layer. */
export interface DefiContext {
  /** JSON-RPC URL of the running anvil. */
  rpcUrl: string
  /** The devnet admin (deploys, owns, funds); only its key is used, the DeFi code makes its own provider. */
  admin: Wallet
  /** Contracts deployed so far (name → address); `sftm`, the stake tokenizer's sFTM token, is required. */
  deployment: { contracts: Record<string, string> }
  /** Reads `artifacts/<name>.json`. */
  loadArtifact(name: string): DefiArtifact | Promise<DefiArtifact>
}

/** Addresses of the DeFi contracts, to be merged into `DevnetDeployment.contracts`. */
export interface DefiContracts {
  wftm: string
  fusd: string
  usdc: string
  wbtc: string
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

/** A token of the fMint registry with the flags of the API's `DefiToken`. JSON-safe (no bigint). */
export interface DefiTokenInfo {
  address: string
  symbol: string
  name: string
  decimals: number
  /** A `data:image/svg+xml;base64,…` URL (also the registry's `logo`), so it renders offline. */
  logoUrl: string
  /** Oracle price at deployment, USD with `priceDecimals` decimals, as a decimal string. Read the oracle for now. */
  price: string
  priceDecimals: number
  isActive: boolean
  canWrapFTM: boolean
  canDeposit: boolean
  canMint: boolean
  canBorrow: boolean
  canTrade: boolean
}

/** A Uniswap pair created at deployment (the API's pair whitelist). */
export interface DefiPairInfo {
  address: string
  token0: string
  token1: string
  /** e.g. `WFTM/FUSD`, in token0/token1 order. */
  name: string
}

/** Everything `deployDefi` returns. */
export interface DefiDeployment {
  contracts: DefiContracts
  tokens: DefiTokenInfo[]
  pairs: DefiPairInfo[]
}

/** The chain layer's deployment has no sFTM token for the DeFi layer to use. */
export class DefiContextError extends Error {
  override readonly name = 'DefiContextError'
  readonly code = 'DEFI_NO_SFTM'
}

/** The sFTM address of `ctx.deployment.contracts.sftm`, checksummed; throws DefiContextError when absent. */
export function requireSftm(ctx: DefiContext): string {
  const sftm = ctx.deployment.contracts.sftm
  if (!sftm || !isAddress(sftm))
    throw new DefiContextError('deployment.contracts.sftm must be the sFTM token address')
  return getAddress(sftm)
}
