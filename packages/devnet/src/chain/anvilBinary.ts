import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const PLATFORM_PACKAGES: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** Thrown when the anvil binary of this platform is not installed (nothing is ever downloaded). */
export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError'
  readonly code = 'ANVIL_NOT_FOUND'
}

/**
 * Path of the anvil executable shipped in @foundry-rs/anvil's platform package
 * (e.g. @foundry-rs/anvil-linux-amd64/bin/anvil), resolved from @foundry-rs/anvil's own location.
 */
export function findAnvilBinary(): string {
  const key = `${process.platform}-${process.arch}`
  const platformPackage = PLATFORM_PACKAGES[key]
  if (!platformPackage) throw new AnvilNotFoundError(`anvil has no build for ${key}`)
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const wrapperRequire = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
    const path = wrapperRequire.resolve(`${platformPackage}/bin/${binary}`)
    if (existsSync(path)) return path
  } catch {
    // reported below with the package name
  }
  throw new AnvilNotFoundError(`${platformPackage} is not installed (reinstall @foundry-rs/anvil)`)
}
