import {
  createContractNameServices,
  createJsonRpcEthCall,
  createRaveNameService,
  type NameService,
  resolveName,
} from '@ftm-wallet/sdk'
import { fetchDevnetInfo } from '../connections/devnetInfo.js'
import type { Session } from '../connections/open.js'
import { assertRpcChainId } from '../connections/rpc.js'
import type { Output } from '../terminal/output.js'
import { isHexAddress } from './accounts.js'

/**
 * The name services of the network, in the order they are asked (docs/chain-and-api.md#naming): on the devnet its
 * Unstoppable Domains reader, then its own registry; elsewhere Rave Names over the network's JSON-RPC.
 */
async function nameServices(session: Session): Promise<NameService[]> {
  const { network } = session
  // An endpoint of another chain would answer another chain's names: refused with both ids.
  await assertRpcChainId(network)
  if (network.name === 'devnet') {
    const info = await fetchDevnetInfo(network)
    return createContractNameServices({
      ethCall: createJsonRpcEthCall({ rpcUrl: network.rpcUrl ?? info.rpcUrl }),
      unsProxyReader: info.contracts.unsProxyReader,
      nameRegistry: info.contracts.nameRegistry,
    })
  }
  return network.rpcUrl
    ? [createRaveNameService({ ethCall: createJsonRpcEthCall({ rpcUrl: network.rpcUrl }) })]
    : []
}

/**
 * A send destination: an address as it is, a Fantom contact by name, or a name (alice.ftm) through the SDK's
 * naming resolver. Null when nothing matched. Service failures are warned about and skipped.
 */
export async function resolveRecipient(
  session: Session,
  input: string,
  output: Output,
): Promise<{ address: string; source: string } | null> {
  const value = input.trim()
  if (isHexAddress(value)) return resolveName({ input: value, services: [] })
  const contact = session.wallet.contacts
    .getState()
    .contacts.find((c) => c.blockchain === 'fantom' && c.name.toLowerCase() === value.toLowerCase())
  if (contact) return { address: contact.address, source: 'contact' }
  return resolveName({
    input: value,
    services: await nameServices(session),
    onError: (error, id) =>
      output.warn(`name service ${id} failed: ${error instanceof Error ? error.message : String(error)}`),
  })
}
