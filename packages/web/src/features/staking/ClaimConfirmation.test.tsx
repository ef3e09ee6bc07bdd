import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ClaimConfirmation } from './ClaimConfirmation.js'
import { FTM } from './stakingFixtures.test-util.js'

// Real wallet services without an account and a closed API port: a flow that starts says it cannot sign.
const services = await createWalletServices({
  storage: createMemoryStorage(),
  keystores: createKeystoreStore(createMemoryStorage()),
})
const apiUrls = ['http://127.0.0.1:9/api']
const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
const wrap = (children: ReactNode) =>
  render(
    <WalletProvider network={{ ...devnet, apiUrls }} client={client} services={services}>
      <MemoryRouter>{children}</MemoryRouter>
    </WalletProvider>,
  )
const row = {
  validatorId: 3n,
  validatorName: 'Validator Three',
  delegation: { pendingRewards: 12n * FTM, amountDelegated: 100n * FTM, isFluidStakingActive: false },
  onEnd: vi.fn(),
}

describe('ClaimConfirmation (delegation list)', () => {
  it("blocks Claim & Restake above the validator's limit with the spec's exact message", () => {
    wrap(<ClaimConfirmation {...row} restake delegatedLimit={(25n * FTM) / 10n} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Staking limit reached. You can restake max 2.5 FTM on validator Validator Three, 3',
    )
    expect(screen.queryByText(/Pending Rewards/)).toBeNull()
  })

  it('names an unnamed validator Unknown in the limit message', () => {
    wrap(<ClaimConfirmation {...row} validatorName={undefined} restake delegatedLimit={0n} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Staking limit reached. You can restake max 0 FTM on validator Unknown, 3',
    )
  })

  it('starts the flow for a claim (no limit applies) and for a restake within the limit', () => {
    const { unmount } = wrap(<ClaimConfirmation {...row} restake={false} delegatedLimit={0n} />)
    expect(screen.getByRole('alert').textContent).toMatch(/^You cannot sign here/)
    unmount()
    wrap(<ClaimConfirmation {...row} restake delegatedLimit={100n * FTM} />)
    expect(screen.getByRole('alert').textContent).toMatch(/^You cannot sign here/)
  })
})
