import { type BridgeClient, createBridgeClient } from '@ftm-wallet/sdk'
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
