// Compiles every contracts/**/*.sol with solc-js (offline) into artifacts/<ContractName>.json.
// Usage: pnpm --filter @ftm-wallet/devnet run compile
// Output is deterministic: same sources + settings give byte-identical artifacts.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPackageRoot } from '../src/chain/packageRoot.js'
import { compileFile } from '../src/chain/solc/compileFile.js'
import { computeSourceHash, listSolidityFiles } from '../src/chain/solc/solcSettings.js'

function main(): void {
  const root = getPackageRoot()
  const outDir = join(root, 'artifacts')
  mkdirSync(outDir, { recursive: true })
  const written = new Map<string, string>()
  for (const file of listSolidityFiles(root)) {
    const started = Date.now()
    for (const c of compileFile(root, file)) {
      const previous = written.get(c.contractName)
      if (previous) throw new Error(`contract name ${c.contractName} is declared in ${previous} and ${file}`)
      written.set(c.contractName, file)
      const artifact = {
        contractName: c.contractName,
        sourceName: c.sourceName,
        sourceHash: computeSourceHash(root, c.sources),
        sources: c.sources,
        abi: c.abi,
        bytecode: c.bytecode,
        deployedBytecode: c.deployedBytecode,
      }
      writeFileSync(join(outDir, `${c.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    }
    process.stdout.write(`compiled ${file} (${Date.now() - started} ms)\n`)
  }
  for (const entry of readdirSync(outDir)) {
    if (entry.endsWith('.json') && !written.has(entry.slice(0, -'.json'.length))) {
      rmSync(join(outDir, entry))
      process.stdout.write(`removed stale artifact ${entry}\n`)
    }
  }
}

main()
