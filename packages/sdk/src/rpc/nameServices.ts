import { ZeroAddress } from 'ethers'
import { RAVE_NAMES_REGISTRY_ADDRESS } from '../constants/contracts.js'
import {
  decodeGetOwnerOfNameResult,
  decodeIsOwnedByMappingResult,
  encodeGetOwnerOfNameCall,
  encodeIsOwnedByMappingCall,
} from '../contracts/naming/nameRegistryCalls.js'
import type { EthCall } from './ethCall.js'

/** One way to turn a name into an address. `resolve` answers null when the name is unknown to it. */
export interface NameService {
  readonly id: string
  /** Whether the service handles this name at all (services without it are asked about every name). */
  supports?(name: string, options?: { signal?: AbortSignal }): boolean | Promise<boolean>
  resolve(name: string, options?: { signal?: AbortSignal }): Promise<string | null>
}

export interface CreateRaveNameServiceParameters {
  ethCall: EthCall
  /** Registry address; the Opera mainnet registry by default (the devnet deploys its own). */
  registry?: string
  /** Id reported to `onError` (default 'rave'). */
  id?: string
}

/**
 * The "Rave Names" registry (docs/chain-and-api.md#naming): the name is upper-cased, `isOwnedByMapping(name)`
 * asked first, then `getOwnerOfName(name)`.
 */
export function createRaveNameService({
  ethCall,
  registry = RAVE_NAMES_REGISTRY_ADDRESS,
  id = 'rave',
}: CreateRaveNameServiceParameters): NameService {
  return {
    id,
    async resolve(name, options) {
      const upper = name.trim().toUpperCase()
      if (upper === '') return null
      const owned = decodeIsOwnedByMappingResult(
        await ethCall(encodeIsOwnedByMappingCall(registry, upper), options),
      )
      if (!owned) return null
      const owner = decodeGetOwnerOfNameResult(
        await ethCall(encodeGetOwnerOfNameCall(registry, upper), options),
      )
      return owner === ZeroAddress ? null : owner
    },
  }
}

/** The part of `@unstoppabledomains/resolution`'s `Resolution` the wallet uses; the integrator passes one in. */
export interface UnstoppableResolution {
  isSupportedDomain(domain: string): Promise<boolean>
  multiChainAddr(domain: string, ticker: string, chain: string): Promise<string | null>
  addr(domain: string, ticker: string): Promise<string | null>
}

/**
 * Unstoppable Domains through an injected resolution (docs/chain-and-api.md#naming): for a supported domain,
 * the FTM address on OPERA, falling back to the plain FTM address.
 */
export function createUnstoppableNameService({
  resolution,
}: {
  resolution: UnstoppableResolution
}): NameService {
  return {
    id: 'unstoppable',
    supports: (name) => resolution.isSupportedDomain(name.trim()),
    async resolve(name) {
      const domain = name.trim()
      return (
        (await resolution.multiChainAddr(domain, 'FTM', 'OPERA')) ||
        (await resolution.addr(domain, 'FTM')) ||
        null
      )
    },
  }
}
