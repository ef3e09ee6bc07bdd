import type { EncryptKeystoreOptions } from '@ftm-wallet/sdk'
import { createNodeWallet, type NodeWallet, setEarlyScrypt } from '@ftm-wallet/sdk/node'
import { CliError } from '../errors/CliError.js'
import { takeEarlyKey } from './earlyKdf.js'

/**
 * TEST ONLY: scrypt cost (a power of two) for keystores this process encrypts. Tests set it to keep
 * keystore operations cheap; real wallets must never use it (new keystores use n = 2^17).
 */
export const TEST_SCRYPT_ENV = 'FTM_INSECURE_TEST_SCRYPT_N'

/** The wallet files in the XDG config dir ($XDG_CONFIG_HOME/ftm-wallet, else ~/.config/ftm-wallet). */
export function openWallet(): Promise<NodeWallet> {
  // A keystore KDF started at start-up (src/connections/earlyKdf.ts) is taken by the unlock for exactly its inputs.
  setEarlyScrypt(takeEarlyKey)
  return createNodeWallet()
}

/** Options for keystores created by this run: the default cost unless the test-only variable is set. */
export function keystoreOptions(warn: (line: string) => void): EncryptKeystoreOptions {
  const raw = process.env[TEST_SCRYPT_ENV]
  if (raw === undefined || raw === '') return {}
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 17 || (n & (n - 1)) !== 0) {
    throw new CliError('BAD_TEST_SCRYPT', `${TEST_SCRYPT_ENV} must be a power of two from 2 to 131072`)
  }
  warn(`${TEST_SCRYPT_ENV} is set: this keystore uses a weak scrypt cost (n = ${n}); for tests only`)
  return { scryptN: n }
}
