import { hexlify, randomBytes, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { deployDefi } from '../../src/chain/defi/deployDefi.js'
import { defiTokenLogoSvg, defiTokenLogoUrl } from '../../src/chain/defi/tokenLogos.js'
import type { DefiContext } from '../../src/chain/defi/types.js'
import { requireSftm } from '../../src/chain/defi/types.js'
import { loadArtifact } from './fixture.js'

const ctxWith = (contracts: Record<string, string>): DefiContext => ({
  rpcUrl: 'http://127.0.0.1:1',
  admin: new Wallet(hexlify(randomBytes(32))),
  deployment: { contracts },
  loadArtifact,
})

describe('DeFi context', () => {
  it('needs the chain layer sFTM address before touching the chain', async () => {
    await expect(deployDefi(ctxWith({}))).rejects.toMatchObject({ code: 'DEFI_NO_SFTM' })
    expect(() => requireSftm(ctxWith({ sftm: '0x1234' }))).toThrow(/sFTM token address/)
  })

  it('checksums the sFTM address it is given', () => {
    const address = '0x69c744d3444202d35a2783929a0f930f2fbb05ad'
    expect(requireSftm(ctxWith({ sftm: address }))).toBe('0x69c744D3444202d35a2783929a0F930f2FBB05ad')
  })

  it('draws a logo for each DeFi token, case-insensitively, and none for others', () => {
    for (const symbol of ['WFTM', 'sFTM', 'FUSD', 'USDC', 'WBTC']) {
      expect(defiTokenLogoSvg(symbol)).toMatch(new RegExp(`^<svg .*>${symbol.toUpperCase()}</text></svg>$`))
    }
    expect(defiTokenLogoSvg('DOGE')).toBeNull()
    const url = defiTokenLogoUrl('sFTM')
    expect(Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toBe(
      defiTokenLogoSvg('SFTM'),
    )
    expect(defiTokenLogoUrl('DOGE')).toBe('')
  })
})
