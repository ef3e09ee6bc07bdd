import { describe, expect, it } from 'vitest'
import {
  findFMintRouteRow,
  fmintActionPath,
  fmintPath,
  parseQueryAmount,
  readTokenParameters,
} from './fmintPaths.js'

const WALLET = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x00000000000000000000000000000000000000A1'

describe('fMint paths', () => {
  it('builds page paths with the token and other query parameters', () => {
    expect(fmintPath(WALLET)).toBe(`/fmint/${WALLET}`)
    expect(fmintPath(WALLET, 'lock', TOKEN)).toBe(`/fmint/${WALLET}/lock?tokenAddress=${TOKEN}`)
    expect(fmintPath(WALLET, 'mint-repay/confirmation', { tokenAddress: TOKEN, amount: '-5' })).toBe(
      `/fmint/${WALLET}/mint-repay/confirmation?tokenAddress=${TOKEN}&amount=-5`,
    )
  })

  it('sends Swap to the swap area and the other row actions to their pages', () => {
    expect(fmintActionPath(WALLET, 'Swap', TOKEN)).toBe(`/funi/${WALLET}/swap/${TOKEN}`)
    expect(fmintActionPath(WALLET, 'Repay', TOKEN)).toBe(`/fmint/${WALLET}/repay?tokenAddress=${TOKEN}`)
  })

  it('reads signed integer amounts only', () => {
    expect(parseQueryAmount('-1500')).toBe(-1500n)
    expect(parseQueryAmount('0')).toBe(0n)
    for (const text of [null, '', '1.5', '1e18', 'abc', '--1']) expect(parseQueryAmount(text)).toBeUndefined()
  })

  it('takes the token from the route param (address or symbol) before the query', () => {
    const search = new URLSearchParams({ tokenSymbol: 'SFTM' })
    expect(readTokenParameters(TOKEN, search)).toEqual({ address: TOKEN, symbol: null })
    expect(readTokenParameters('fusd', search)).toEqual({ address: null, symbol: 'fusd' })
    expect(readTokenParameters(undefined, search)).toEqual({ address: null, symbol: 'SFTM' })
  })

  it("picks the page's row by address, else by symbol, else by the fallback symbol", () => {
    const rows = [
      { token: { address: TOKEN, symbol: 'WFTM' }, amount: 1n },
      { token: { address: WALLET, symbol: 'SFTM' }, amount: 2n },
    ]
    expect(findFMintRouteRow(rows, { address: TOKEN.toLowerCase(), symbol: null }, 'SFTM')?.amount).toBe(1n)
    expect(findFMintRouteRow(rows, { address: null, symbol: 'sftm' }, 'WFTM')?.amount).toBe(2n)
    expect(findFMintRouteRow(rows, { address: null, symbol: null }, 'WFTM')?.amount).toBe(1n)
    expect(findFMintRouteRow(rows, { address: null, symbol: 'FUSD' }, 'WFTM')).toBeUndefined()
  })
})
