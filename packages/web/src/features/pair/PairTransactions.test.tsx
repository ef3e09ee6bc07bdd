import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PairTransactions } from './PairTransactions.js'
import { renderWithWallet } from './renderWithWallet.test-util.js'

const PAIR = '0x34BF23e2F08BFe00CAE2Adc15D4B47Cf8B9eE7bF'

describe('PairTransactions', () => {
  it('offers All, Swaps, Adds and Removes and waits 1500 ms before the first request', async () => {
    await renderWithWallet(<PairTransactions pairAddress={PAIR} />)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Swaps', 'Adds', 'Removes'])
    expect(screen.getByText('Loading transactions…')).toBeTruthy()
    // Nothing was asked yet, so nothing has failed: still loading after a second.
    await new Promise((r) => setTimeout(r, 1000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Could not load the transactions',
    )
  })

  it('asks at once when another tab is chosen', async () => {
    await renderWithWallet(<PairTransactions pairAddress={PAIR} />)
    await userEvent.click(await screen.findByRole('tab', { name: 'Swaps' }))
    expect((await screen.findByRole('alert', {}, { timeout: 1000 })).textContent).toContain(
      'Could not load the transactions',
    )
  })
})
