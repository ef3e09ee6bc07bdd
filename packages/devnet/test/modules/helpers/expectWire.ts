import { expect } from 'vitest'

/** A Long/BigInt on the wire: a 0x hex string without leading zeros. */
export const HEX = /^0x(0|[1-9a-f][0-9a-f]*)$/
/** An Address on the wire: lowercase. */
export const ADDRESS = /^0x[0-9a-f]{40}$/
/** A Bytes32 on the wire: lowercase. */
export const BYTES32 = /^0x[0-9a-f]{64}$/

/** Asserts a hex quantity and returns its value. */
export function hex(value: unknown): bigint {
  expect(value).toMatch(HEX)
  return BigInt(value as string)
}

/** Asserts the page info shape of a connection. */
export function expectPageInfo(pageInfo: unknown) {
  expect(pageInfo).toEqual({
    first: expect.toBeOneOf([null, expect.any(String)]),
    last: expect.toBeOneOf([null, expect.any(String)]),
    hasNext: expect.any(Boolean),
    hasPrevious: expect.any(Boolean),
  })
}
