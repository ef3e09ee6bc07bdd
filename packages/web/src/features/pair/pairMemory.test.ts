import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetPair,
  PAIR_MEMORY_KEY,
  PAIR_MEMORY_LIMIT,
  rememberedPair,
  rememberPair,
  rememberPairs,
} from './pairMemory.js'

const PAIR = '0x34Bf23e2F08bfe00cae2adc15d4b47cf8b9ee7bf'
const pair = {
  pairAddress: PAIR,
  tokens: [
    {
      address: '0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83',
      name: 'Wrapped Fantom',
      symbol: 'WFTM',
      logoUrl: 'https://example.org/wftm.svg',
      decimals: 18,
    },
    {
      address: '0xad84341756bf337f5a0164515b1f6f993d194e1f',
      name: 'fUSD',
      symbol: 'FUSD',
      logoUrl: '',
      decimals: 18,
    },
  ],
}
const addressOf = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

afterEach(() => localStorage.clear())

describe('pairMemory', () => {
  it('gives back the tokens of a pair shown before, on its chain only, whatever the address case', () => {
    expect(rememberedPair(250, PAIR)).toBeUndefined()
    rememberPair(250, pair)
    expect(rememberedPair(250, PAIR.toLowerCase())).toEqual({
      pairAddress: PAIR,
      tokens: [
        { address: pair.tokens[0]?.address, symbol: 'WFTM', decimals: 18 },
        // As the app shows it (docs/behaviour/tokens-and-assets.md#symbols).
        { address: pair.tokens[1]?.address, symbol: 'fUSD', decimals: 18 },
      ],
    })
    expect(rememberedPair(4002, PAIR)).toBeUndefined()
    // Only addresses, symbols and decimals are kept: nothing about the user.
    expect(Object.keys(JSON.parse(localStorage.getItem(PAIR_MEMORY_KEY) ?? '{}'))).toEqual([
      `250:${PAIR.toLowerCase()}`,
    ])
  })

  it('reads a corrupt or foreign entry as none', () => {
    localStorage.setItem(PAIR_MEMORY_KEY, '{not json')
    expect(rememberedPair(250, PAIR)).toBeUndefined()
    const id = `250:${PAIR.toLowerCase()}`
    const bad = (tokens: unknown) =>
      localStorage.setItem(PAIR_MEMORY_KEY, JSON.stringify({ [id]: { pairAddress: PAIR, tokens } }))
    bad([{ address: pair.tokens[0]?.address, symbol: 'WFTM', decimals: 18 }])
    expect(rememberedPair(250, PAIR)).toBeUndefined()
    bad([
      { address: pair.tokens[0]?.address, symbol: 'WFTM', decimals: 18.5 },
      { address: pair.tokens[1]?.address, symbol: 'FUSD', decimals: 18 },
    ])
    expect(rememberedPair(250, PAIR)).toBeUndefined()
    bad([
      { address: 'nope', symbol: 'WFTM', decimals: 18 },
      { address: pair.tokens[1]?.address, symbol: 'FUSD', decimals: 18 },
    ])
    expect(rememberedPair(250, PAIR)).toBeUndefined()
    expect(rememberedPair(250, 'not an address')).toBeUndefined()
    // Remembering over a corrupt entry works.
    rememberPair(250, pair)
    expect(rememberedPair(250, PAIR)?.tokens[1]?.symbol).toBe('fUSD')
  })

  it(`keeps the ${PAIR_MEMORY_LIMIT} pairs shown last, and forgets a pair on request`, () => {
    for (let i = 1; i <= PAIR_MEMORY_LIMIT + 5; i++) rememberPair(250, { ...pair, pairAddress: addressOf(i) })
    expect(rememberedPair(250, addressOf(5))).toBeUndefined()
    expect(rememberedPair(250, addressOf(6))?.pairAddress).toBe(addressOf(6))
    expect(rememberedPair(250, addressOf(PAIR_MEMORY_LIMIT + 5))?.pairAddress).toBe(
      addressOf(PAIR_MEMORY_LIMIT + 5),
    )
    // Shown again, the oldest one moves up and stays.
    rememberPair(250, { ...pair, pairAddress: addressOf(6) })
    rememberPair(250, { ...pair, pairAddress: addressOf(1000) })
    expect(rememberedPair(250, addressOf(6))?.pairAddress).toBe(addressOf(6))
    expect(rememberedPair(250, addressOf(7))).toBeUndefined()
    forgetPair(250, addressOf(6))
    expect(rememberedPair(250, addressOf(6))).toBeUndefined()
  })

  it('takes the new tokens of a pair that changed', () => {
    rememberPair(250, pair)
    rememberPair(250, {
      ...pair,
      tokens: [pair.tokens[0], { ...pair.tokens[1], decimals: 6 }] as typeof pair.tokens,
    })
    expect(rememberedPair(250, PAIR)?.tokens[1]?.decimals).toBe(6)
  })

  it('takes a whole list in one write, and writes nothing when nothing changed', () => {
    const list = [1, 2, 3].map((i) => ({ ...pair, pairAddress: addressOf(i) }))
    rememberPairs(250, list)
    expect(list.map((p) => rememberedPair(250, p.pairAddress)?.pairAddress)).toEqual(
      list.map((p) => p.pairAddress),
    )
    const written = localStorage.getItem(PAIR_MEMORY_KEY)
    let writes = 0
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (this: Storage, ...args: [string, string]) {
      writes++
      return setItem.apply(this, args)
    }
    try {
      rememberPairs(250, list)
      expect(writes).toBe(0)
      rememberPairs(250, [...list, { ...pair, pairAddress: addressOf(4) }])
      expect(writes).toBe(1)
    } finally {
      Storage.prototype.setItem = setItem
    }
    expect(localStorage.getItem(PAIR_MEMORY_KEY)).not.toBe(written)
    expect(rememberedPair(250, addressOf(4))?.pairAddress).toBe(addressOf(4))
  })
})
