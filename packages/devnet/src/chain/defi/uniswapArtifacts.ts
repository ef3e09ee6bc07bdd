import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getCreate2Address, type InterfaceAbi, keccak256, solidityPacked } from 'ethers'

/**
 * Keccak-256 of the published UniswapV2Pair creation code; Router02's `pairFor` hard-codes it, and so did
 * fUNI on Opera (docs/chain-and-api.md#funi).
 */
export const UNISWAP_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export interface UniswapArtifact {
  abi: InterfaceAbi
  bytecode: string
}

const require = createRequire(import.meta.url)

/** Loads a contract from the published npm build (`@uniswap/v2-core` or `@uniswap/v2-periphery`), not recompiled. */
export function loadUniswapArtifact(
  name: 'UniswapV2Factory' | 'UniswapV2Pair' | 'UniswapV2Router02',
): UniswapArtifact {
  const pkg = name === 'UniswapV2Router02' ? '@uniswap/v2-periphery' : '@uniswap/v2-core'
  const json = JSON.parse(readFileSync(require.resolve(`${pkg}/build/${name}.json`), 'utf8')) as {
    abi: InterfaceAbi
    bytecode: string
  }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode }
}

/** Sorts two token addresses the way the factory does (token0 < token1). */
export function sortTokens(a: string, b: string): [string, string] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a]
}

/** The CREATE2 address the factory gives the pair of `a` and `b`. */
export function computePairAddress(factory: string, a: string, b: string): string {
  const [token0, token1] = sortTokens(a, b)
  const salt = keccak256(solidityPacked(['address', 'address'], [token0, token1]))
  return getCreate2Address(factory, salt, UNISWAP_PAIR_INIT_CODE_HASH)
}
