import {
  createContractNameServices,
  createJsonRpcEthCall,
  createRaveNameService,
  type NameService,
  type NetworkPreset,
  resolveName,
} from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { devnetInfoQuery, isDevnetNetwork } from '../../platform/devnetInfo.js'

/**
 * Resolves a name to an address over the network's JSON-RPC through both naming services, Unstoppable Domains first
 * and then the name registry, a failing or unknowing service giving way to the next (docs/chain-and-api.md#naming).
 * A devnet tells its own contracts (`/devnet/info`: `unsProxyReader`, `nameRegistry`; a missing one is skipped);
 * elsewhere the Opera registry alone answers, Unstoppable Domains' reader not being on that chain. This module (with
 * the ABI coder and keccak the services use) loads when a name is first resolved, not with the screen
 * (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export async function resolveNameOnNetwork(
  network: NetworkPreset,
  queryClient: QueryClient,
  input: string,
): Promise<string | undefined> {
  const ethCall = createJsonRpcEthCall({ rpcUrl: network.rpcUrl })
  let services: NameService[]
  if (!isDevnetNetwork(network)) services = [createRaveNameService({ ethCall })]
  else {
    const info = await queryClient.fetchQuery(devnetInfoQuery(network)).catch(() => null)
    services = createContractNameServices({
      ethCall,
      unsProxyReader: info?.contracts.unsProxyReader,
      nameRegistry: info?.contracts.nameRegistry,
    })
  }
  return (await resolveName({ input, services }))?.address
}
