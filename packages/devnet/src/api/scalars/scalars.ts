import { GraphQLScalarType, Kind, type ValueNode } from 'graphql'
import {
  decodeFixedHex,
  decodeHexBytes,
  decodeHexQuantity,
  goTypeName,
  ScalarDecodeError,
} from './decodeHex.js'

// The Fantom API's custom scalars with their wire formats (docs/chain-and-api.md#wire-formats).
// Resolvers may return bigint, integer numbers or hex/decimal strings for Long/BigInt; the scalar writes `0x…`.
// Parsed inputs reach resolvers as: Long/BigInt → bigint, Address/Bytes32/Bytes → lowercase `0x…` string,
// Cursor → string, Time → Date.

const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1

/** Converts what a resolver returns for a Long/BigInt field to a bigint. */
export function toBigIntValue(value: unknown, typeName: string): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^-?(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) {
    return value.startsWith('-') ? -BigInt(value.slice(1)) : BigInt(value)
  }
  throw new TypeError(`${typeName} cannot represent ${String(value)}`)
}

function toHex(value: bigint): string {
  return value < 0n ? `-0x${(-value).toString(16)}` : `0x${value.toString(16)}`
}

function literalInt32(ast: ValueNode): number | undefined {
  if (ast.kind !== Kind.INT) return undefined
  const n = Number(ast.value)
  return n >= INT32_MIN && n <= INT32_MAX ? n : undefined
}

function quantityScalar(name: 'Long' | 'BigInt', maxDigits: 16 | 64, description: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    description,
    serialize(value) {
      const n = toBigIntValue(value, name)
      if (name === 'Long' && (n < 0n || n >= 2n ** 64n)) throw new TypeError(`Long cannot represent ${n}`)
      return toHex(n)
    },
    parseValue(value) {
      if (typeof value !== 'string')
        throw new ScalarDecodeError(`unexpected type ${goTypeName(value)} for ${name}`)
      return decodeHexQuantity(value, maxDigits)
    },
    parseLiteral(ast) {
      const int = literalInt32(ast)
      if (int !== undefined) return BigInt(int)
      if (ast.kind === Kind.STRING) return decodeHexQuantity(ast.value, maxDigits)
      throw new ScalarDecodeError(
        `unexpected type ${ast.kind === Kind.INT ? 'int64' : 'float64'} for ${name}`,
      )
    },
  })
}

function fixedHexScalar(name: 'Address' | 'Bytes32', bytes: number, goName: 'Address' | 'Hash') {
  const pattern = new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)
  return new GraphQLScalarType({
    name,
    description: `${bytes}-byte value as 0x-prefixed lowercase hex`,
    serialize(value) {
      if (typeof value !== 'string' || !pattern.test(value))
        throw new TypeError(`${name} cannot represent ${value}`)
      return value.toLowerCase()
    },
    parseValue(value) {
      if (typeof value !== 'string')
        throw new ScalarDecodeError(`unexpected type ${goTypeName(value)} for ${goName}`)
      return decodeFixedHex(value, bytes, goName)
    },
    parseLiteral(ast) {
      if (ast.kind !== Kind.STRING) throw new ScalarDecodeError(`unexpected type int32 for ${goName}`)
      return decodeFixedHex(ast.value, bytes, goName)
    },
  })
}

export const LongScalar = quantityScalar('Long', 16, 'Unsigned 64-bit integer as a 0x-prefixed hex string')
export const BigIntScalar = quantityScalar(
  'BigInt',
  64,
  'Big integer (wei amounts) as a 0x-prefixed hex string',
)
export const AddressScalar = fixedHexScalar('Address', 20, 'Address')
export const Bytes32Scalar = fixedHexScalar('Bytes32', 32, 'Hash')

export const BytesScalar = new GraphQLScalarType({
  name: 'Bytes',
  description: 'Arbitrary bytes as 0x-prefixed lowercase hex ("0x" when empty)',
  serialize(value) {
    if (value instanceof Uint8Array) return `0x${Buffer.from(value).toString('hex')}`
    if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
      throw new TypeError(`Bytes cannot represent ${String(value)}`)
    }
    return value.toLowerCase()
  },
  parseValue(value) {
    if (typeof value !== 'string')
      throw new ScalarDecodeError(`unexpected type ${goTypeName(value)} for Bytes`)
    return decodeHexBytes(value)
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new ScalarDecodeError('unexpected type int32 for Bytes')
    return decodeHexBytes(ast.value)
  },
})

export const CursorScalar = new GraphQLScalarType({
  name: 'Cursor',
  description: 'Opaque list cursor (its format depends on the list)',
  serialize: (value) => String(value),
  parseValue(value) {
    if (typeof value !== 'string') throw new ScalarDecodeError('wrong cursor type')
    return value
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT) return ast.value
    throw new ScalarDecodeError('wrong cursor type')
  },
})

/** RFC 3339 with fractional seconds only when non-zero, as Go's time.Time JSON encoding writes it. */
export function formatTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.000Z$/, 'Z')
    .replace(/(\.\d*?)0+Z$/, '$1Z')
}

function parseTime(value: unknown): Date {
  if (typeof value === 'number') return new Date(value * 1000)
  if (typeof value === 'string') {
    const date = new Date(value)
    if (
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(+date)
    ) {
      return date
    }
    throw new ScalarDecodeError(`parsing time "${value}" as RFC3339 failed`)
  }
  throw new ScalarDecodeError(`wrong type for Time: ${goTypeName(value)}`)
}

export const TimeScalar = new GraphQLScalarType({
  name: 'Time',
  description: 'RFC 3339 date-time string',
  serialize(value) {
    if (value instanceof Date) return formatTime(value)
    if (typeof value === 'number' || typeof value === 'bigint')
      return formatTime(new Date(Number(value) * 1000))
    if (typeof value === 'string') return formatTime(parseTime(value))
    throw new TypeError(`Time cannot represent ${String(value)}`)
  },
  parseValue: parseTime,
  parseLiteral(ast) {
    if (ast.kind === Kind.INT) return new Date(Number(ast.value) * 1000)
    if (ast.kind === Kind.STRING) return parseTime(ast.value)
    throw new ScalarDecodeError(`wrong type for Time: ${ast.kind}`)
  },
})

/** SDL declaring every custom scalar; part of the core type definitions. */
export const scalarTypeDefs = /* GraphQL */ `
  scalar Long
  scalar BigInt
  scalar Address
  scalar Bytes32
  scalar Bytes
  scalar Cursor
  scalar Time
`

/** Resolver map entries for the custom scalars. */
export const scalarResolvers = {
  Long: LongScalar,
  BigInt: BigIntScalar,
  Address: AddressScalar,
  Bytes32: Bytes32Scalar,
  Bytes: BytesScalar,
  Cursor: CursorScalar,
  Time: TimeScalar,
}
