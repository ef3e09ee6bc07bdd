import type {} from '@ftm-wallet/devnet/vitest-setup'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useUniswapPairs } from './useUniswapPairs.js'

const devnet = inject('devnet')
const NOBODY = '0x000000000000000000000000000000000000dEaD'

describe('useUniswapPairs on the devnet', () => {
  it("lists the seeded pools with reserves, and a user's token balances and LP share", async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(() => useUniswapPairs({ user: NOBODY }), { wrapper })
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0))
    // The seeded pools, all listed (other test files on the run's devnet may add pools of their own, empty ones too).
    const seeded = (devnet.deployment.defi?.pairs ?? []).map((p) => p.address.toLowerCase())
    expect(seeded).toHaveLength(4)
    const pairs = (result.current.data ?? []).filter((p) => seeded.includes(p.pairAddress.toLowerCase()))
    expect(pairs).toHaveLength(seeded.length)
    const names = pairs.map((p) =>
      p.tokens
        .map((t) => t.symbol)
        .sort()
        .join('/'),
    )
    expect(names).toContain('FUSD/WFTM')
    for (const pair of pairs) {
      expect(pair.reserves.every((r) => r > 0n)).toBe(true)
      expect(pair.totalSupply).toBeGreaterThan(0n)
      expect(pair.shareOf).toBe(0n)
      expect(pair.tokens.map((t) => t.balance)).toEqual([0n, 0n])
    }
  })
})
