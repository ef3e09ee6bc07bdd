import type {} from '@ftm-wallet/devnet/vitest-setup'
import { toChecksumAddress } from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useGovProposalRowFill } from './useGovProposalRowFill.js'

const devnet = inject('devnet')
const freshAddress = () =>
  toChecksumAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

describe('useGovProposalRowFill on the devnet', () => {
  // The seeded scenario (deployment.json): its open proposal and a validator that voted on it itself.
  const deployment = devnet.deployment
  const open = deployment?.proposals.find((p) => p.seededState === 'open')
  const aurora = deployment?.validators.find((v) => v.name === 'Aurora Staking')

  it('fills the Votes column of the seeded open proposal and says an account without delegations voted 0/0', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const from = freshAddress()
    const { result } = renderHook(
      () => useGovProposalRowFill({ address: open!.governance, id: BigInt(open!.id), from }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data).toBeTruthy(), { timeout: 15_000 })
    const fill = result.current.data!
    expect(fill.totalWeight).toBeGreaterThan(0n)
    // The seed has validators and a delegator vote on option 0 of the open proposal.
    expect(fill.votes).toBeGreaterThan(0n)
    expect(fill.votes).toBeLessThanOrEqual(fill.totalWeight)
    expect({ voted: fill.voted, delegations: fill.delegations }).toEqual({ voted: 0, delegations: 0 })
  })

  it("counts a validator's own recorded vote in You Voted", async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => useGovProposalRowFill({ address: open!.governance, id: BigInt(open!.id), from: aurora!.address }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data).toBeTruthy(), { timeout: 15_000 })
    expect(result.current.data!.delegations).toBeGreaterThan(0)
    expect(result.current.data!.voted).toBeGreaterThan(0)
  })

  it('waits while not enabled (the row has not had its turn yet)', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const from = freshAddress()
    const { result } = renderHook(
      () =>
        useGovProposalRowFill({
          address: open!.governance,
          id: BigInt(open!.id),
          from,
          enabled: false,
        }),
      { wrapper },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.data).toBeUndefined()
  })
})
