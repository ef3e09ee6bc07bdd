import { buildSchema, graphql } from 'graphql'
import { describe, expect, it } from 'vitest'
import { formatTime, scalarResolvers, scalarTypeDefs } from './scalars.js'

const schema = buildSchema(`${scalarTypeDefs}
  type Query { echoLong(v: Long): Long, echoBig(v: BigInt): BigInt, echoAddress(v: Address): Address,
    echoHash(v: Bytes32): Bytes32, echoBytes(v: Bytes): Bytes, echoCursor(v: Cursor): Cursor, echoTime(v: Time): Time }`)
for (const [name, scalar] of Object.entries(scalarResolvers)) {
  Object.assign(schema.getType(name) as object, {
    serialize: scalar.serialize,
    parseValue: scalar.parseValue,
    parseLiteral: scalar.parseLiteral,
  })
}
const rootValue = Object.fromEntries(
  ['echoLong', 'echoBig', 'echoAddress', 'echoHash', 'echoBytes', 'echoCursor', 'echoTime'].map((f) => [
    f,
    ({ v }: { v: unknown }) => v,
  ]),
)

async function run(field: string, type: string, value: unknown) {
  const result = await graphql({
    schema,
    rootValue,
    source: `query ($v: ${type}) { ${field}(v: $v) }`,
    variableValues: { v: value },
  })
  return { data: result.data?.[field], error: result.errors?.[0]?.message }
}

describe('Long and BigInt', () => {
  it('write 0x-prefixed lowercase hex without leading zeros, zero as 0x0', async () => {
    expect(await run('echoLong', 'Long', '0x1A')).toEqual({ data: '0x1a', error: undefined })
    expect(await run('echoLong', 'Long', '')).toEqual({ data: '0x0', error: undefined })
    expect(await run('echoBig', 'BigInt', `0x${'f'.repeat(64)}`)).toEqual({
      data: `0x${'f'.repeat(64)}`,
      error: undefined,
    })
  })

  it('refuse inputs with the go-ethereum messages', async () => {
    expect((await run('echoLong', 'Long', 26)).error).toContain('unexpected type float64 for Long')
    expect((await run('echoLong', 'Long', '26')).error).toContain('hex string without 0x prefix')
    expect((await run('echoLong', 'Long', '0x')).error).toContain('hex string "0x"')
    expect((await run('echoLong', 'Long', '0x01')).error).toContain('hex number with leading zero digits')
    expect((await run('echoLong', 'Long', `0x1${'0'.repeat(16)}`)).error).toContain('hex number > 64 bits')
    expect((await run('echoLong', 'Long', '0xzz')).error).toContain('invalid hex string')
    expect((await run('echoBig', 'BigInt', `0x1${'0'.repeat(64)}`)).error).toContain('hex number > 256 bits')
    expect((await run('echoBig', 'BigInt', 5)).error).toContain('unexpected type float64 for BigInt')
  })

  it('accept an int literal written in the query text', async () => {
    const result = await graphql({ schema, rootValue, source: '{ echoLong(v: 26) }' })
    expect(result.data?.echoLong).toBe('0x1a')
  })
})

describe('Address, Bytes32, Bytes', () => {
  it('write addresses and hashes in lowercase whatever the input case', async () => {
    const mixed = '0xAbC0000000000000000000000000000000000001'
    expect((await run('echoAddress', 'Address', mixed)).data).toBe(mixed.toLowerCase())
    expect((await run('echoHash', 'Bytes32', `0x${'AB'.repeat(32)}`)).data).toBe(`0x${'ab'.repeat(32)}`)
  })

  it('refuse wrong lengths and types with the real texts', async () => {
    expect((await run('echoAddress', 'Address', '0x1234')).error).toContain(
      'hex string has length 4, want 40 for Address',
    )
    expect((await run('echoAddress', 'Address', 7)).error).toContain('unexpected type float64 for Address')
    expect((await run('echoHash', 'Bytes32', '0x12')).error).toContain('want 64 for Hash')
    expect((await run('echoBytes', 'Bytes', '')).error).toContain('empty hex string')
    expect((await run('echoBytes', 'Bytes', '0x123')).error).toContain('hex string of odd length')
  })

  it('keep empty bytes as 0x', async () => {
    expect((await run('echoBytes', 'Bytes', '0x')).data).toBe('0x')
  })
})

describe('Cursor and Time', () => {
  it('refuses a numeric cursor variable and takes strings as they are', async () => {
    expect((await run('echoCursor', 'Cursor', 5)).error).toContain('wrong cursor type')
    expect((await run('echoCursor', 'Cursor', 'abc')).data).toBe('abc')
  })

  it('writes RFC 3339 with fractional seconds only when they are not zero', async () => {
    expect(formatTime(new Date(Date.UTC(2021, 4, 14)))).toBe('2021-05-14T00:00:00Z')
    expect(formatTime(new Date(Date.UTC(2021, 4, 14, 0, 0, 0, 500)))).toBe('2021-05-14T00:00:00.5Z')
    expect((await run('echoTime', 'Time', 1_620_950_400)).data).toBe('2021-05-14T00:00:00Z')
  })
})
