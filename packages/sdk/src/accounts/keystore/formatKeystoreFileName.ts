import { toChecksumAddress } from '../../format/toChecksumAddress.js'

/**
 * Download name of a keystore: `UTC--<ISO time>--<checksum address>.json`, as issue 2 asks. The original wallet wrote
 * `UTC--<ISO time> -- <address>.json` (spaces around the second separator,
 * docs/behaviour/wallets-and-accounts.md#keystores); geth writes `--` without spaces, which we follow. The ISO time
 * keeps milliseconds and 'Z' like the original.
 *
 * @example formatKeystoreFileName('0x5aaeb6…', new Date(0)) // 'UTC--1970-01-01T00:00:00.000Z--0x5aAeb6….json'
 */
export function formatKeystoreFileName(address: string, date: Date = new Date()): string {
  return `UTC--${date.toISOString()}--${toChecksumAddress(address)}.json`
}
