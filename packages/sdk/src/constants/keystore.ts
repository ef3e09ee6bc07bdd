// Keystore (Web3 Secret Storage v3) parameters. New keystores use scrypt n = 2^17, r = 8, p = 1
// (docs/decisions.md#money-and-keys; the original wallet used n = 2^13). Any valid v3 keystore within the limits
// imports.

export const KEYSTORE_SCRYPT_N = 2 ** 17
export const KEYSTORE_SCRYPT_R = 8
export const KEYSTORE_SCRYPT_P = 1
export const KEYSTORE_DKLEN = 32
export const KEYSTORE_CIPHER = 'aes-128-ctr'

/**
 * Upper bounds for keystores we decrypt, so a hostile file cannot ask for gigabytes of memory or hours of
 * work. scrypt needs 128 · r · (n + p + 2) bytes; the Web3 Secret Storage test vector (n = 2^18, r = 8)
 * needs 256 MiB. Work grows with n · r · p (2^21 for that vector).
 */
export const KEYSTORE_MAX_SCRYPT_MEMORY = 512 * 1024 * 1024
export const KEYSTORE_MAX_SCRYPT_WORK = 2 ** 24
export const KEYSTORE_MAX_SCRYPT_R = 32
export const KEYSTORE_MAX_SCRYPT_P = 16
export const KEYSTORE_MAX_PBKDF2_ITERATIONS = 10_000_000

/** IndexedDB names of the local keystore table (docs/chain-and-api.md#original-wallet-configuration). */
export const KEYSTORE_DB_NAME = 'KeystoresDB'
export const KEYSTORE_DB_TABLE = 'keystores'
