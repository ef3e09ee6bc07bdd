import { JsonRpcProvider, Network } from 'ethers'
import { DEVNET_CHAIN_ID } from '../constants.js'

/**
 * ethers provider for the devnet chain: no call cache (`cacheTimeout: -1`, else back-to-back sends fail with
 * "nonce too low"), a static network (no chain id probing) and fast polling.
 */
export function createChainProvider(rpcUrl: string, chainId = DEVNET_CHAIN_ID): JsonRpcProvider {
  const network = Network.from(chainId)
  const provider = new JsonRpcProvider(rpcUrl, network, { cacheTimeout: -1, staticNetwork: network })
  provider.pollingInterval = 100
  return provider
}
