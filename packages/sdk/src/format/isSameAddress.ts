/**
 * Whether two addresses name the same account, whatever their case (the API sends lowercase, the wallet stores
 * checksums). False when either is missing or empty.
 *
 * @example isSameAddress('0xabc…', '0xABC…') // true
 */
export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}
