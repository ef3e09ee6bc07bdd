// Test helper: what the on-chain suites get from the one devnet that onchain.devnet.test.ts starts.
import type { Devnet } from '@ftm-wallet/devnet'
import type { JsonRpcProvider } from 'ethers'

export interface DevnetContext {
  readonly devnet: Devnet
  /** A provider on the devnet's JSON-RPC with ethers' call cache off (cacheTimeout −1). */
  readonly provider: JsonRpcProvider
}

/** Hands the running devnet to a suite; called from the suite's beforeAll, after the runner started it. */
export type GetDevnetContext = () => DevnetContext
