import { createRequire } from 'node:module'
import { readSource, SOLC_SETTINGS } from './solcSettings.js'

const require = createRequire(import.meta.url)

export interface CompiledContract {
  contractName: string
  sourceName: string
  abi: unknown[]
  bytecode: string
  deployedBytecode: string
  /** Every source unit the contract was built from (from the compiler's metadata). */
  sources: string[]
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        metadata: string
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
      }
    >
  >
}

interface Solc {
  compile(
    input: string,
    callbacks: { import: (path: string) => { contents: string } | { error: string } },
  ): string
}

/** Thrown when solc reports errors; the message lists them. */
export class SolidityCompileError extends Error {
  override name = 'SolidityCompileError'
}

/**
 * Compiles one source file (with its imports) as its own compilation unit, so the result does not depend
 * on which other files exist. Returns the contracts declared in that file.
 */
export function compileFile(root: string, sourceName: string): CompiledContract[] {
  const solc = require('solc') as Solc
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readSource(root, sourceName) } },
    settings: SOLC_SETTINGS,
  }
  const findImports = (path: string) => {
    try {
      return { contents: readSource(root, path) }
    } catch {
      return { error: `source not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new SolidityCompileError(errors.map((e) => e.formattedMessage).join('\n'))
  }
  const contracts = output.contracts?.[sourceName] ?? {}
  return Object.entries(contracts).map(([contractName, c]) => ({
    contractName,
    sourceName,
    abi: c.abi,
    bytecode: `0x${c.evm.bytecode.object}`,
    deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
    sources: Object.keys((JSON.parse(c.metadata) as { sources: Record<string, unknown> }).sources).sort(),
  }))
}
