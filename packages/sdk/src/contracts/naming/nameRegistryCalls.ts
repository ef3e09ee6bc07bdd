import { assertAddress } from '../assertions.js'
import { nameRegistryInterface } from './abi.js'

/** A read-only call for `eth_call`. */
export interface ReadCall {
  readonly to: string
  readonly data: `0x${string}`
}

/** Calldata of `isOwnedByMapping(name)` on the registry. */
export function encodeIsOwnedByMappingCall(registry: string, name: string): ReadCall {
  const data = nameRegistryInterface.encodeFunctionData('isOwnedByMapping', [name]) as `0x${string}`
  return { to: assertAddress(registry, 'registry'), data }
}

/** Decodes the bool returned by `isOwnedByMapping`. Throws on malformed return data. */
export function decodeIsOwnedByMappingResult(result: string): boolean {
  return nameRegistryInterface.decodeFunctionResult('isOwnedByMapping', result)[0] as boolean
}

/** Calldata of `getOwnerOfName(name)` on the registry. */
export function encodeGetOwnerOfNameCall(registry: string, name: string): ReadCall {
  const data = nameRegistryInterface.encodeFunctionData('getOwnerOfName', [name]) as `0x${string}`
  return { to: assertAddress(registry, 'registry'), data }
}

/** Decodes the (checksummed) address returned by `getOwnerOfName`. Throws on malformed return data. */
export function decodeGetOwnerOfNameResult(result: string): string {
  return nameRegistryInterface.decodeFunctionResult('getOwnerOfName', result)[0] as string
}
