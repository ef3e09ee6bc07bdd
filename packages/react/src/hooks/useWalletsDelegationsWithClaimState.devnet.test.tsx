import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  canClaimRewards,
  createApiClient,
  getDelegation,
  getDelegationsWithClaimStateByAddress,
  getStakers,
  toChecksumAddress,
} from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useWalletsDelegationsWithClaimState } from './useWalletsDelegationsWithClaimState.js'

const devnet = inject('devnet')
const freshAddress = () =>
  toChecksumAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

describe('useWalletsDelegationsWithClaimState on the devnet', () => {
  it("lists each wallet's delegations with the claim state the detail query reports", async () => {
    const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 2 })
    const [validator] = await getStakers(client)
    if (validator === undefined) throw new Error('the devnet has no validator')
    const empty = freshAddress()
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => useWalletsDelegationsWithClaimState({ addresses: [validator.stakerAddress, empty] }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.every((q) => q.data)).toBe(true), { timeout: 20_000 })
    const [own, none] = result.current.map((q) => q.data ?? [])
    expect(none).toEqual([])
    const self = own?.find((d) => d.toStakerId === validator.id)
    if (self === undefined) throw new Error("no self-stake in the validator's list")
    const detail = await getDelegation(client, { address: validator.stakerAddress, stakerId: validator.id })
    expect(self).toMatchObject({
      amount: detail?.amount,
      amountDelegated: detail?.amountDelegated,
      isFluidStakingActive: detail?.isFluidStakingActive,
    })
    expect(typeof self.pendingRewards).toBe('bigint')
    // The permission rule reads the row as it is.
    expect(canClaimRewards(self)).toBe(canClaimRewards(detail ?? undefined))
    // The same list straight from the SDK, every page (the devnet serves pages of at most 250).
    expect(
      (await getDelegationsWithClaimStateByAddress(client, { address: validator.stakerAddress, count: 1 }))
        .length,
    ).toBe(own?.length)
  })
})
