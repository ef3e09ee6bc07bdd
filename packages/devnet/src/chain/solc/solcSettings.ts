import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'

const require = createRequire(import.meta.url)

/** Compiler settings of every artifact. Changing them makes every artifact stale. */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none' },
  outputSelection: {
    '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'metadata'] },
  },
} as const

/** solc-js version from its manifest (cheap: does not load the compiler). */
export function getSolcVersion(): string {
  return (require('solc/package.json') as { version: string }).version
}

/** Every contracts/**\/*.sol file as a POSIX path relative to the package root, sorted. */
export function listSolidityFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.sol')) out.push(relative(root, full).split(sep).join('/'))
    }
  }
  walk(join(root, 'contracts'))
  return out.sort()
}

/** Reads a source unit: our own files from the package root, packages (e.g. @openzeppelin/...) via require. */
export function readSource(root: string, path: string): string {
  if (path.startsWith('contracts/')) return readFileSync(join(root, path), 'utf8')
  return readFileSync(require.resolve(path, { paths: [root] }), 'utf8')
}

/** Hash of compiler version, settings and the contents of every source unit a contract was built from. */
export function computeSourceHash(root: string, sourcePaths: readonly string[]): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ solc: getSolcVersion(), settings: SOLC_SETTINGS }))
  for (const path of [...sourcePaths].sort()) {
    const content = createHash('sha256').update(readSource(root, path)).digest('hex')
    hash.update(`\n${path}:${content}`)
  }
  return `0x${hash.digest('hex')}`
}

/** Names of contracts, interfaces and libraries declared in a Solidity source. */
export function listDeclaredContracts(source: string): string[] {
  const names: string[] = []
  const re = /^\s*(?:abstract\s+)?(?:contract|interface|library)\s+([A-Za-z_]\w*)/gm
  for (let m = re.exec(source); m; m = re.exec(source)) names.push(m[1] as string)
  return names
}
