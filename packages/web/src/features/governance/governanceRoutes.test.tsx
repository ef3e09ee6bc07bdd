import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { governanceRoutes } from './governanceRoutes.js'
import { govPaths } from './govPaths.js'
import { ACCOUNT, GOVERNANCE, renderGov } from './renderGov.test-util.js'

async function expectBackAfter3s(router: ReturnType<typeof renderGov>['router'], shownAt: number) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/previous'), { timeout: 5000 })
  expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900)
}

describe('governance routes', () => {
  it('shows the proposals list at gov-home, with the query error when the API cannot answer', async () => {
    renderGov(governanceRoutes)
    expect(await screen.findByRole('heading', { name: 'Governance', level: 1 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Proposals', level: 2 })).toBeTruthy()
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).not.toBe('')
  })

  it("says 'Select a proposal first, please' on a detail without ids and goes back after 3 s", async () => {
    const start = performance.now()
    const { router } = renderGov(governanceRoutes, { path: `/gov/${ACCOUNT}/proposal-detail` })
    expect((await screen.findByRole('alert')).textContent).toBe('Select a proposal first, please')
    await expectBackAfter3s(router, start)
  }, 20_000)

  it("says 'Select a proposal first, please' without the governance id or with a malformed id", async () => {
    const { unmount } = renderGov(governanceRoutes, { path: `/gov/${ACCOUNT}/proposal-detail/0x4` })
    expect((await screen.findByRole('alert')).textContent).toBe('Select a proposal first, please')
    unmount()
    renderGov(governanceRoutes, { path: `/gov/${ACCOUNT}/proposal-detail/zz/${GOVERNANCE}` })
    expect((await screen.findByRole('alert')).textContent).toBe('Select a proposal first, please')
  })

  it("says 'Bad parameters.' on the vote confirmation without its parameters and goes back after 3 s", async () => {
    const start = performance.now()
    const { router } = renderGov(governanceRoutes, { path: govPaths.vote(ACCOUNT) })
    expect((await screen.findByRole('alert')).textContent).toBe('Bad parameters.')
    await expectBackAfter3s(router, start)
  }, 20_000)

  it("says 'Bad parameters.' on the cancel-vote confirmation with malformed parameters", async () => {
    renderGov(governanceRoutes, {
      path: govPaths.cancelVote(ACCOUNT),
      state: { governance: 'nope', delegatedTo: ACCOUNT, proposalId: '0x4' },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Bad parameters.')
  })

  it('opens the vote confirmation with its parameters (signing needs a keystore wallet)', async () => {
    renderGov(governanceRoutes, {
      path: govPaths.vote(ACCOUNT),
      state: {
        governance: GOVERNANCE,
        delegatedTo: ACCOUNT,
        validatorName: 'Aurora Staking',
        proposalId: '0x4',
        proposalName: 'Grants',
        options: ['Yes', 'No'],
        choices: [4, 0],
      },
    })
    expect(await screen.findByRole('heading', { name: 'Confirmation', level: 1 })).toBeTruthy()
    // No account of this test wallet can sign: the runner says so instead of asking for a password.
    expect(screen.getByRole('alert').textContent).toContain('cannot sign here')
  })
})
