import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InterfaceAbi } from 'ethers'
import { getPackageRoot } from './packageRoot.js'

/** A compiled contract from `artifacts/<Name>.json` (written by scripts/compile.ts). */
export interface ContractArtifact {
  contractName: string
  abi: InterfaceAbi
  bytecode: string
  deployedBytecode: string
  sourceHash: string
}

/** Thrown when `artifacts/<name>.json` does not exist. */
export class ArtifactNotFoundError extends Error {
  override name = 'ArtifactNotFoundError'
  readonly code = 'ARTIFACT_NOT_FOUND'
}

const cache = new Map<string, ContractArtifact>()

/** Reads a committed artifact by contract name, e.g. `loadArtifact('SFC')`. */
export function loadArtifact(name: string): ContractArtifact {
  const hit = cache.get(name)
  if (hit) return hit
  if (!/^[A-Za-z_]\w*$/.test(name)) throw new ArtifactNotFoundError(`invalid contract name: ${name}`)
  let text: string
  try {
    text = readFileSync(join(getPackageRoot(), 'artifacts', `${name}.json`), 'utf8')
  } catch {
    throw new ArtifactNotFoundError(`no artifact for contract ${name} (run the compile script)`)
  }
  const artifact = JSON.parse(text) as ContractArtifact
  cache.set(name, artifact)
  return artifact
}
