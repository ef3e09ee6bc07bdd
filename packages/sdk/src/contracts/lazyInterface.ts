import { Interface } from 'ethers'

/**
 * An ethers `Interface` built on its first use and kept: parsing human-readable fragments costs a few milliseconds of
 * CPU per ABI, which a module-level `new Interface(...)` charges to every program that merely loads the module — a
 * CLI command that never reads that contract included (docs/architecture.md#sdk).
 */
export function lazyInterface(fragments: readonly string[]): () => Interface {
  let built: Interface | undefined
  return () => {
    built ??= new Interface(fragments)
    return built
  }
}
