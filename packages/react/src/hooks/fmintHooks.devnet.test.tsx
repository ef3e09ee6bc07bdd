import type {} from '@ftm-wallet/devnet/vitest-setup'
import { toChecksumAddress } from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useDefiConfiguration } from './useDefiConfiguration.js'
import { useFMintAccounts } from './useFMintAccounts.js'
import { useFMintAccountsRewards } from './useFMintAccountsRewards.js'

const devnet = inject('devnet')
const freshAddress = () =>
  toChecksumAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

describe('fMint hooks on the devnet', () => {
  it('load one position and one reward state per owner, and the configured ratios', async () => {
    const owners = [freshAddress(), freshAddress()]
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => ({
        accounts: useFMintAccounts({ owners }),
        rewards: useFMintAccountsRewards({ owners }),
        configuration: useDefiConfiguration(),
      }),
      { wrapper },
    )
    await waitFor(() => {
      expect(result.current.accounts.every((q) => q.data)).toBe(true)
      expect(result.current.rewards.every((q) => q.data)).toBe(true)
      expect(result.current.configuration.data).toBeDefined()
    })
    const { accounts, rewards, configuration } = result.current
    expect(accounts.map((q) => q.data?.address.toLowerCase())).toEqual(owners.map((o) => o.toLowerCase()))
    expect(accounts.map((q) => [q.data?.collateralValue, q.data?.debtValue])).toEqual([
      [0n, 0n],
      [0n, 0n],
    ])
    expect(rewards.map((q) => q.data?.rewardsEarned)).toEqual([0n, 0n])
    const ratios = configuration.data?.ratios
    expect(
      ratios && Number(ratios.minCollateralRatio.numerator) / Number(ratios.minCollateralRatio.denominator),
    ).toBe(3)
  })
})
