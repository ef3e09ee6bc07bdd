import { type BridgeClient, createBridgeClient } from '@ftm-wallet/sdk'
import { type BridgeRequestStore, createBridgeRequestStore } from '@ftm-wallet/sdk/machines'
import { CliError } from '../errors/CliError.js'
import { fetchDevnetInfo } from './devnetInfo.js'
import type { Session } from './open.js'

/** The bridge service of the network: the devnet's simulator, or the URL set with `ftm settings set bridge`. */
export async function createCliBridgeClient(session: Session): Promise<BridgeClient> {
  const { network, config } = session
  const configured = config.endpoints[network.name]?.bridge
  const baseUrl =
    configured ?? (network.name === 'devnet' ? (await fetchDevnetInfo(network)).bridgeUrl : undefined)
  if (!baseUrl) {
    throw new CliError(
      'NO_BRIDGE',
      `No bridge service is set for ${network.name}: ftm settings set bridge URL --network ${network.name}`,
    )
  }
  return createBridgeClient({ baseUrl })
}

/** The bridge requests stored for the network (docs/behaviour/bridge.md#pending-requests), in the wallet's files. */
export function openBridgeRequests(session: Session): Promise<BridgeRequestStore> {
  return createBridgeRequestStore({
    storage: session.wallet.storage,
    chainId: session.network.preset.chainId,
  })
}
