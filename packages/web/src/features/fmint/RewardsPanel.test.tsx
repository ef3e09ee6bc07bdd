import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RewardsPanel } from './RewardsPanel.js'

const services = await createWalletServices({
  storage: createMemoryStorage(),
  keystores: createKeystoreStore(createMemoryStorage()),
})
const client = createApiClient({
  endpoints: ['http://127.0.0.1:9/api'],
  status: createApiStatus(),
  retries: 0,
})
const rewards = {
  address: '0x1111111111111111111111111111111111111111',
  rewardsEarned: 0n,
  rewardsStashed: 0n,
  canClaimRewards: true,
  canPushNewRewards: false,
  canReceiveRewards: true,
}
const format = (amount: bigint) => `${amount} WFTM`

function renderPanel(state: typeof rewards | undefined) {
  render(
    <WalletProvider network={devnet} client={client} services={services}>
      <RewardsPanel rewards={state} format={format} />
    </WalletProvider>,
  )
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('RewardsPanel', () => {
  it('disables Claim Rewards without earned or stashed rewards, and Push Rewards when pushing is closed', () => {
    renderPanel(rewards)
    expect(button('Claim Rewards').disabled).toBe(true)
    expect(button('Push Rewards').disabled).toBe(true)
  })

  it('shows pending and stashed rewards and enables both buttons when allowed', () => {
    renderPanel({ ...rewards, rewardsStashed: 5n, canPushNewRewards: true })
    expect(screen.getByText('0 WFTM')).toBeTruthy()
    expect(screen.getByText('5 WFTM')).toBeTruthy()
    expect(button('Claim Rewards').disabled).toBe(false)
    expect(button('Push Rewards').disabled).toBe(false)
  })

  it('opens the confirmation window, which first reads the reward contract', () => {
    renderPanel({ ...rewards, canPushNewRewards: true })
    fireEvent.click(button('Push Rewards'))
    const dialog = screen.getByRole('dialog', { name: 'Push Rewards' })
    expect(dialog.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading…')
  })

  it('disables both buttons while the rewards are loading', () => {
    renderPanel(undefined)
    expect(button('Claim Rewards').disabled).toBe(true)
    expect(button('Push Rewards').disabled).toBe(true)
  })
})
