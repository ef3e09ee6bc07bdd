import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PairDetailPage } from './PairDetailPage.js'
import { renderWithWallet } from './renderWithWallet.test-util.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const PATH = '/funi/:address/pools/pair/:pairAddress'

describe('PairDetailPage', () => {
  it('loads the pair, then reports an API that does not answer', async () => {
    await renderWithWallet(<PairDetailPage />, {
      path: PATH,
      route: `/funi/${ACCOUNT}/pools/pair/0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf`,
    })
    expect(screen.getByRole('heading', { name: 'Pair', level: 1 })).toBeTruthy()
    expect(screen.getByText('Loading pair…')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Could not load the pair',
    )
  })

  it('reports a pair address that is not an address', async () => {
    await renderWithWallet(<PairDetailPage />, { path: PATH, route: `/funi/${ACCOUNT}/pools/pair/0x12` })
    expect((await screen.findByRole('alert')).textContent).toContain('pairAddress is not a valid address')
  })
})
