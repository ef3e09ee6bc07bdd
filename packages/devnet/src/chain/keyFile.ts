import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { Wallet } from 'ethers'

/**
 * Reads a private key stored (hex, one line) at `path`, or creates a random one there with mode 0600.
 * The key never appears in logs or errors.
 */
export function readOrCreateKey(path: string): string {
  if (existsSync(path)) {
    if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
    const key = readFileSync(path, 'utf8').trim()
    if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`the key file ${path} is malformed`)
    return key
  }
  mkdirSync(dirname(path), { recursive: true })
  const key = Wallet.createRandom().privateKey
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' })
  return key
}
