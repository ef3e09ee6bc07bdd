import { Interface } from 'ethers'
import { loadArtifact } from './artifacts.js'

const cache = new Map<string, Interface>()

/** ethers Interface of a committed artifact, e.g. `contractInterface('SFC')`. */
export function contractInterface(name: string): Interface {
  let iface = cache.get(name)
  if (!iface) {
    iface = new Interface(loadArtifact(name).abi)
    cache.set(name, iface)
  }
  return iface
}

/** Calldata for `name.fn(args)`. */
export function encodeCall(name: string, fn: string, args: readonly unknown[] = []): string {
  return contractInterface(name).encodeFunctionData(fn, args)
}
