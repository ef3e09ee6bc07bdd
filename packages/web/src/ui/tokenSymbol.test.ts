import { describe, expect, it } from 'vitest'
import { shownSymbol, showPairSymbols, showTokenSymbols } from './tokenSymbol.js'

describe('shown token symbols', () => {
  it('writes the fMint stablecoin fUSD whatever the case of its contract symbol, and leaves others alone', () => {
    expect(['FUSD', 'fUSD', 'fusd', 'WFTM', 'sFTM', 'USDC'].map(shownSymbol)).toEqual([
      'fUSD',
      'fUSD',
      'fUSD',
      'WFTM',
      'sFTM',
      'USDC',
    ])
  })

  it('maps token lists and pairs, keeping every other field and the unchanged tokens themselves', () => {
    const wftm = { symbol: 'WFTM', address: '0x1', name: 'Wrapped Fantom', logoUrl: '', decimals: 18 }
    const fusd = { symbol: 'FUSD', address: '0x2', name: 'Fantom USD', logoUrl: '', decimals: 18 }
    const [a, b] = showTokenSymbols([wftm, fusd])
    expect(a).toBe(wftm)
    expect(b).toEqual({ ...fusd, symbol: 'fUSD' })
    const [pair] = showPairSymbols([{ pairAddress: '0x3', tokens: [fusd, wftm] }])
    expect(pair).toEqual({ pairAddress: '0x3', tokens: [{ ...fusd, symbol: 'fUSD' }, wftm] })
  })
})
