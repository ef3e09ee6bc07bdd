// Decoding rules and error texts of go-ethereum v1.13.2's hexutil / common types, which the real Fantom API
// uses for its scalars (see docs/chain-and-api.md#wire-formats). Kept verbatim so clients see the same messages.

const HEX_DIGITS = /^[0-9a-fA-F]*$/

/** Error raised when a scalar input cannot be decoded; its message is the node library's text. */
export class ScalarDecodeError extends Error {
  override name = 'ScalarDecodeError'
}

function stripPrefix(input: string): string {
  if (input.length >= 2 && input[0] === '0' && (input[1] === 'x' || input[1] === 'X')) return input.slice(2)
  throw new ScalarDecodeError('hex string without 0x prefix')
}

/** Decodes a hex quantity (Long: maxDigits 16, BigInt: 64). An empty string decodes to 0. */
export function decodeHexQuantity(input: string, maxDigits: 16 | 64): bigint {
  if (input === '') return 0n
  const digits = stripPrefix(input)
  if (digits.length === 0) throw new ScalarDecodeError(`hex string "${input}"`)
  if (digits.length > 1 && digits[0] === '0')
    throw new ScalarDecodeError('hex number with leading zero digits')
  if (digits.length > maxDigits) {
    throw new ScalarDecodeError(maxDigits === 16 ? 'hex number > 64 bits' : 'hex number > 256 bits')
  }
  if (!HEX_DIGITS.test(digits)) throw new ScalarDecodeError('invalid hex string')
  return BigInt(`0x${digits}`)
}

/** Decodes fixed-size hex data (Address: 20 bytes, Hash: 32 bytes) to lowercase `0x…`. */
export function decodeFixedHex(input: string, bytes: number, typeName: 'Address' | 'Hash'): string {
  const digits = stripPrefix(input)
  if (digits.length % 2 === 1) throw new ScalarDecodeError('hex string of odd length')
  if (!HEX_DIGITS.test(digits)) throw new ScalarDecodeError('invalid hex string')
  if (digits.length !== bytes * 2) {
    throw new ScalarDecodeError(`hex string has length ${digits.length}, want ${bytes * 2} for ${typeName}`)
  }
  return `0x${digits.toLowerCase()}`
}

/** Decodes variable-length hex data (Bytes) to lowercase `0x…`; `"0x"` is the empty value. */
export function decodeHexBytes(input: string): string {
  if (input === '') throw new ScalarDecodeError('empty hex string')
  const digits = stripPrefix(input)
  if (digits.length % 2 === 1) throw new ScalarDecodeError('hex string of odd length')
  if (!HEX_DIGITS.test(digits)) throw new ScalarDecodeError('invalid hex string')
  return `0x${digits.toLowerCase()}`
}

/** Go's `%T` name of a JSON-decoded value, as it appears in "unexpected type <T> for X". */
export function goTypeName(value: unknown): string {
  if (value === null || value === undefined) return '<nil>'
  if (typeof value === 'number') return 'float64'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'string') return 'string'
  if (Array.isArray(value)) return '[]interface {}'
  return 'map[string]interface {}'
}
