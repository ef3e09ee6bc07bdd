import type { EthCall } from './ethCall.js'
import { createRaveNameService, createUnstoppableNameService, type NameService } from './nameServices.js'
import { createUnsReaderResolution } from './unsReaderResolution.js'

export interface CreateContractNameServicesParameters {
  ethCall: EthCall
  /** An Unstoppable Domains ProxyReader (a devnet's `unsProxyReader`); none: not asked. */
  unsProxyReader?: string | undefined
  /** A name registry (a devnet's `nameRegistry`); none: not asked. */
  nameRegistry?: string | undefined
}

/**
 * The name services of a network that names its own naming contracts (a devnet's `/devnet/info`), in the order
 * they are asked (docs/chain-and-api.md#naming): the Unstoppable Domains reader first, then the name registry; a
 * contract the network does not name is left out.
 */
export function createContractNameServices({
  ethCall,
  unsProxyReader,
  nameRegistry,
}: CreateContractNameServicesParameters): NameService[] {
  return [
    ...(unsProxyReader
      ? [
          createUnstoppableNameService({
            resolution: createUnsReaderResolution({ ethCall, reader: unsProxyReader }),
          }),
        ]
      : []),
    ...(nameRegistry ? [createRaveNameService({ ethCall, registry: nameRegistry })] : []),
  ]
}
