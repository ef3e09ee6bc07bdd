import type { DefiPairInfo, DefiTokenInfo } from './defi/index.js'
import type { HistoryCounts } from './seed/runHistory.js'

/** Public profile of a validator (the API's `StakerInfo`); the real API downloads it from a URL. */
export interface ValidatorProfile {
  name: string
  website: string
  contact: string
  /** A `data:image/svg+xml` URL, so it renders offline. */
  logoUrl: string
}

export interface ValidatorInfo {
  /** SFC validator id. */
  id: number
  /** Checksummed auth address (the API's `stakerAddress`). */
  address: string
  /** Display name, '' when the validator published no profile. */
  name: string
  /** null for a validator without a profile (the wallet shows "Unknown"). */
  profile: ValidatorProfile | null
  /** What the seed made of it; read the SFC for the live status. */
  seededStatus: 'active' | 'offline' | 'cheater'
}

export interface GovernanceContractInfo {
  address: string
  /** The API's `govContract.name`. */
  name: string
  /** Weight source kind, as in the API's config ("sfc"). */
  type: 'sfc'
  /** SFCToGovernable adapter the governance reads weights from. */
  governable: string
  /** PlainTextProposalFactory creating proposals for this governance. */
  proposalFactory: string
}

export interface SeededProposal {
  governance: string
  id: number
  contract: string
  name: string
  /** State the seed left it in: open = voting now, upcoming = voting starts later. */
  seededState: 'open' | 'upcoming' | 'resolved' | 'failed' | 'canceled'
}

/** Everything deployed and seeded on a devnet chain; saved as `<dataDir>/deployment.json`. */
export interface DevnetDeployment {
  version: 1
  chainId: number
  /** Checksummed admin address (owner of the SFC, governance, registry; key in `<dataDir>/admin.key`). */
  admin: string
  /** Wall-clock unix seconds of the first deployment. */
  deployedAt: number
  /** Chain time (unix s) where the seeded history starts. */
  historyStart: number
  /**
   * Contract name → checksummed address. Chain layer: sfc, stakeTokenizer, sftm, sfcGovernable, governance,
   * proposalFactory, nameRegistry, unsProxyReader; plus the DeFi layer's contracts (wftm, fusd, fMint, uniswapRouter, ...).
   */
  contracts: Record<string, string>
  validators: ValidatorInfo[]
  governanceContracts: GovernanceContractInfo[]
  proposals: SeededProposal[]
  /** Names registered in the name registry by the seed (upper case, as stored). */
  names: Array<{ name: string; owner: string }>
  /**
   * Domains of the devnet's Unstoppable Domains reader (`contracts.unsProxyReader`), each with the record key that
   * holds its owner's address. Absent in deployments made before the reader existed.
   */
  unstoppableDomains?: Array<{ domain: string; owner: string; key: string }>
  /** The DeFi layer's tokens, pairs and seeded history, when it ran. */
  defi?: DefiDeploymentInfo
}

/** What the DeFi layer deployed and seeded (src/chain/defi/). */
export interface DefiDeploymentInfo {
  /** The fMint registry's tokens with the API's DefiToken flags. */
  tokens: DefiTokenInfo[]
  /** Uniswap pairs created at deployment (the API's pair list). */
  pairs: DefiPairInfo[]
  /** Chain-time window of the DeFi history and what it holds. */
  history?: { from: number; to: number; counts: HistoryCounts }
  /** Trader accounts of the DeFi seed (random keys, discarded). */
  traders?: string[]
}
