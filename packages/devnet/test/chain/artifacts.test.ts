import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getPackageRoot } from '../../src/chain/packageRoot.js'
import { compileFile } from '../../src/chain/solc/compileFile.js'
import {
  computeSourceHash,
  listDeclaredContracts,
  listSolidityFiles,
} from '../../src/chain/solc/solcSettings.js'

const root = getPackageRoot()
const STALE = 'is stale: run `pnpm --filter @ftm-wallet/devnet run compile` and commit artifacts/'

interface Artifact {
  contractName: string
  sourceName: string
  sourceHash: string
  sources: string[]
  bytecode: string
  deployedBytecode: string
}

function readArtifacts(): Artifact[] {
  const dir = join(root, 'artifacts')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Artifact)
}

describe('committed artifacts', () => {
  it('match the current Solidity sources, imports and compiler settings', () => {
    for (const artifact of readArtifacts()) {
      expect(computeSourceHash(root, artifact.sources), `${artifact.contractName} ${STALE}`).toBe(
        artifact.sourceHash,
      )
    }
  })

  it('exist for every contract, interface and library under contracts/, and for nothing else', () => {
    const declared = new Map<string, string>()
    for (const file of listSolidityFiles(root)) {
      for (const name of listDeclaredContracts(readFileSync(join(root, file), 'utf8')))
        declared.set(name, file)
    }
    const artifacts = new Map(readArtifacts().map((a) => [a.contractName, a.sourceName]))
    for (const [name, file] of declared) expect(artifacts.get(name), `${name} (${file}) ${STALE}`).toBe(file)
    for (const [name, file] of artifacts)
      expect(declared.get(name), `artifact ${name} has no source ${STALE}`).toBe(file)
  })

  it('are what solc-js produces now (NameRegistry compiled afresh, byte for byte)', () => {
    const [compiled] = compileFile(root, 'contracts/naming/NameRegistry.sol')
    const committed = readArtifacts().find((a) => a.contractName === 'NameRegistry')!
    expect(compiled!.bytecode).toBe(committed.bytecode)
    expect(compiled!.deployedBytecode).toBe(committed.deployedBytecode)
    expect(computeSourceHash(root, compiled!.sources)).toBe(committed.sourceHash)
  })
})
