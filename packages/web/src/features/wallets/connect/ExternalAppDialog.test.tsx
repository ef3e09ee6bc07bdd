import type { Eip1193Provider, Signer } from '@ftm-wallet/sdk'
import { WalletError } from '@ftm-wallet/sdk'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ExternalAppDialog, type ExternalConnection } from './ExternalAppDialog.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const signer = { kind: 'coinbase', confirmation: 'external' } as Signer

/** A wallet provider whose chainChanged event the test fires. */
function providerWithEvents() {
  const listeners = new Map<string, (...args: unknown[]) => void>()
  const provider: Eip1193Provider = {
    request: async () => null,
    on: (event, listener) => listeners.set(event, listener),
    removeListener: (event) => listeners.delete(event),
  }
  return {
    provider,
    emit: (event: string, value: unknown) => listeners.get(event)?.(value),
    listens: (event: string) => listeners.has(event),
  }
}

/** The window for `app` over a `connect` that the test controls; returns the add spy. */
function openWindow(
  connect: (onDisplayUri: (uri: string) => void) => Promise<ExternalConnection>,
  app: 'coinbase' | 'walletConnect' = 'coinbase',
) {
  const onAdd = vi.fn(async () => {})
  render(
    <ExternalAppDialog app={app} chainId={250} onOpenChange={() => {}} connect={connect} onAdd={onAdd} />,
  )
  return onAdd
}

describe('Coinbase and WalletConnect windows', () => {
  it('adds the account at once when the wallet is on the right chain', async () => {
    const connection: ExternalConnection = { address: A, signer, provider: providerWithEvents().provider }
    const onAdd = openWindow(async () => connection)
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(connection))
  })

  it('shows the Coinbase notice on the wrong chain and goes on once the wallet switches to Opera', async () => {
    const { provider, emit, listens } = providerWithEvents()
    const connection = { address: A, signer, provider, wrongChain: true }
    const onAdd = openWindow(async () => connection)
    expect((await screen.findByRole('alert')).textContent).toBe('Please, select Fantom Opera chain.')
    // The window subscribes in an effect, which runs after the notice is on screen.
    await waitFor(() => expect(listens('chainChanged')).toBe(true))
    act(() => emit('chainChanged', '0x1'))
    expect(onAdd).not.toHaveBeenCalled()
    act(() => emit('chainChanged', '0xfa'))
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ ...connection, wrongChain: false }))
  })

  it("shows WalletConnect's pairing QR code, and 'No project id provided' without a project id", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail: (e: Error) => void = () => {}
    const connect = (onDisplayUri: (uri: string) => void) =>
      new Promise<ExternalConnection>((_, reject) => {
        onDisplayUri('wc:abc@2?relay-protocol=irn')
        fail = reject
      })
    openWindow(connect, 'walletConnect')
    await screen.findByText('Scan this code with your wallet app.')
    act(() => fail(new WalletError('WALLET_CONNECT_NO_PROJECT_ID', 'No project id provided')))
    expect((await screen.findByRole('alert')).textContent).toBe('No project id provided')
  })
})
