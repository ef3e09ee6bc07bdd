import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_API_PORT, DEVNET_CHAIN_ID, SFC_ADDRESS } from './constants.js'

describe('devnet constants', () => {
  it('uses the fakenet chain id, the documented port and the SFC address in checksum form', () => {
    expect(DEVNET_CHAIN_ID).toBe(4003)
    expect(DEFAULT_API_PORT).toBe(16761)
    expect(getAddress(SFC_ADDRESS)).toBe(SFC_ADDRESS)
  })
})
