import { namehash, ZeroAddress } from 'ethers'
import { unsProxyReaderInterface } from '../contracts/naming/abi.js'
import type { EthCall } from './ethCall.js'
import type { UnstoppableResolution } from './nameServices.js'

/** The top-level domains the reader is asked about (Unstoppable Domains' `.crypto`, as the 1.x library's CNS). */
export const UNS_SUPPORTED_TLDS = ['crypto'] as const

/** Record keys: the FTM address on a given chain, and the plain FTM address. */
const chainKey = (ticker: string, chain: string) => `crypto.${ticker}.version.${chain}.address`
const plainKey = (ticker: string) => `crypto.${ticker}.address`

export interface CreateUnsReaderResolutionParameters {
  ethCall: EthCall
  /** The ProxyReader's address on the chain `ethCall` reads (the devnet's `unsProxyReader`). */
  reader: string
}

/**
 * An {@link UnstoppableResolution} that reads an Unstoppable Domains ProxyReader over `eth_call`
 * (docs/chain-and-api.md#naming), the way the resolution library does: one `getData([key], namehash(domain))`, an
 * unregistered domain (no resolver) or an empty record answering null. Only `.crypto` names are supported.
 */
export function createUnsReaderResolution({
  ethCall,
  reader,
}: CreateUnsReaderResolutionParameters): UnstoppableResolution {
  const record = async (domain: string, key: string): Promise<string | null> => {
    const data = unsProxyReaderInterface.encodeFunctionData('getData', [[key], namehash(domain)])
    const result = await ethCall({ to: reader, data })
    const [resolver, , values] = unsProxyReaderInterface.decodeFunctionResult(
      'getData',
      result,
    ) as unknown as [string, string, string[]]
    if (resolver === ZeroAddress) return null
    return values[0] || null
  }
  return {
    async isSupportedDomain(domain) {
      const labels = domain.toLowerCase().split('.')
      return (
        labels.length > 1 &&
        labels.every((label) => label.length > 0) &&
        (UNS_SUPPORTED_TLDS as readonly string[]).includes(labels[labels.length - 1] as string)
      )
    },
    multiChainAddr: (domain, ticker, chain) => record(domain.toLowerCase(), chainKey(ticker, chain)),
    addr: (domain, ticker) => record(domain.toLowerCase(), plainKey(ticker)),
  }
}
