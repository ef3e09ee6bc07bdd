import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  buildConfirmation,
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FlowConfirmation, type FlowView } from './FlowConfirmation.js'

const services = await createWalletServices({
  storage: createMemoryStorage(),
  keystores: createKeystoreStore(createMemoryStorage()),
})
const client = createApiClient({ endpoints: devnet.apiUrls, status: createApiStatus(), retries: 0 })
const wrap = (children: ReactNode) => (
  <WalletProvider network={devnet} client={client} services={services}>
    {children}
  </WalletProvider>
)
const base: FlowView = {
  state: 'confirm',
  steps: [
    { id: 'allow', label: 'Allow' },
    { id: 'repay', label: 'Confirm' },
  ],
  stepIndex: 0,
  hash: null,
  error: null,
  passwordRequired: true,
}
const HASH = `0x${'ab'.repeat(32)}`

describe('FlowConfirmation', () => {
  it('shows the steps Allow → Confirm → Finished with the current one marked', () => {
    render(wrap(<FlowConfirmation view={base} send={vi.fn()} confirmation="password" />))
    const items = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual(['Allow', 'Confirm', 'Finished'])
    expect(screen.getByText('Allow').getAttribute('aria-current')).toBe('step')
  })

  it("shows the plan's notices (an Allow step skipped) above the step, while it is prepared and confirmed", () => {
    const notice = 'Allow skipped: the existing allowance already covers this amount'
    const view: FlowView = { ...base, steps: [{ id: 'trade', label: 'Trade' }], notices: [notice] }
    const { rerender } = render(
      wrap(
        <FlowConfirmation view={{ ...view, state: 'preparing' }} send={vi.fn()} confirmation="password" />,
      ),
    )
    expect(screen.getByRole('status').textContent).toBe(notice)
    rerender(wrap(<FlowConfirmation view={view} send={vi.fn()} confirmation="password" />))
    expect(screen.getByRole('status').textContent).toBe(notice)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Trade', 'Finished'])
  })

  it("asks to 'Type a password' on an empty password and sends CONFIRM with the typed one", () => {
    const send = vi.fn()
    render(
      wrap(
        <FlowConfirmation
          view={base}
          send={send}
          confirmation="password"
          passwordLabel="Please enter your wallet password to vote"
        />,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Type a password')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Please enter your wallet password to vote'), {
      target: { value: 'pw' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledWith({ type: 'CONFIRM', password: 'pw' })
  })

  it('shows the hardware text for a device signer', () => {
    render(wrap(<FlowConfirmation view={base} send={vi.fn()} confirmation="device" />))
    expect(screen.getByText('Please confirm this transaction on your Ledger device:')).toBeTruthy()
  })

  it("offers 'Next Step' with the hash and explorer link after a step", () => {
    const send = vi.fn()
    render(
      wrap(
        <FlowConfirmation
          view={{ ...base, state: 'stepDone', hash: HASH }}
          send={send}
          confirmation="password"
        />,
      ),
    )
    expect(screen.getByRole('link', { name: HASH }).getAttribute('href')).toBe(
      `${devnet.explorer.url}${devnet.explorer.transactionPath}/${HASH}`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }))
    expect(send).toHaveBeenCalledWith({ type: 'NEXT' })
  })

  it('marks every step done on success and shows the success title', () => {
    render(
      wrap(
        <FlowConfirmation
          view={{ ...base, state: 'success', stepIndex: 1, hash: HASH }}
          send={vi.fn()}
          confirmation="password"
          successTitle="Delegation Lock Successful"
        />,
      ),
    )
    expect(screen.getByText('Delegation Lock Successful')).toBeTruthy()
    expect(screen.getByText('Finished').getAttribute('aria-current')).toBe('step')
  })

  it('shows the reject page and the failure title with its message', () => {
    const { unmount } = render(
      wrap(<FlowConfirmation view={{ ...base, state: 'rejected' }} send={vi.fn()} confirmation="device" />),
    )
    expect(screen.getByText('Transaction rejected')).toBeTruthy()
    unmount()
    render(
      wrap(
        <FlowConfirmation
          view={{
            ...base,
            state: 'failed',
            error: { code: 'X', title: 'Transaction Error', message: 'execution reverted' },
          }}
          send={vi.fn()}
          confirmation="password"
        />,
      ),
    )
    expect(screen.getByText('Transaction Error')).toBeTruthy()
    expect(screen.getByText('execution reverted')).toBeTruthy()
  })

  it("shows a plan's 'Bad parameters.' on the form and goes back with CANCEL", () => {
    const send = vi.fn()
    render(
      wrap(
        <FlowConfirmation
          view={{
            ...base,
            state: 'form',
            steps: [],
            error: { code: 'FLOW_BAD_PARAMETERS', title: 'Error', message: 'Bad parameters.' },
          }}
          send={send}
          confirmation="password"
        />,
      ),
    )
    expect(screen.getByRole('alert').textContent).toContain('Bad parameters.')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(send).toHaveBeenCalledWith({ type: 'CANCEL' })
  })

  it("shows a flow's own stage labels (Unlock, Confirm, Undelegate, Finished) with the mapped current stage", () => {
    const stages = {
      labels: ['Unlock', 'Confirm', 'Undelegate'],
      current: ({ state, stepIndex }: { state: string; stepIndex: number }) =>
        stepIndex === 0 ? 0 : state === 'confirm' ? 1 : 2,
    }
    const view = { ...base, stepIndex: 1 }
    render(wrap(<FlowConfirmation view={view} send={vi.fn()} confirmation="password" stages={stages} />))
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Unlock', 'Confirm', 'Undelegate', 'Finished'])
    expect(items[1]?.getAttribute('aria-current')).toBe('step')
  })

  it("titles the polling 'Verifying Transaction' and a failed status query 'Error' with its message", () => {
    const { unmount } = render(
      wrap(
        <FlowConfirmation view={{ ...base, state: 'verifying' }} send={vi.fn()} confirmation="password" />,
      ),
    )
    expect(screen.getByRole('heading', { name: 'Verifying Transaction' })).toBeTruthy()
    unmount()
    render(
      wrap(
        <FlowConfirmation
          view={{
            ...base,
            state: 'failed',
            error: { code: 'TX_VERIFICATION_ERROR', title: 'Error', message: 'connection refused' },
          }}
          send={vi.fn()}
          confirmation="password"
        />,
      ),
    )
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy()
    expect(screen.getByText('connection refused')).toBeTruthy()
  })

  it("answers a hardware rejection with 'Transaction rejected' and a Continue button that closes", () => {
    const send = vi.fn()
    render(wrap(<FlowConfirmation view={{ ...base, state: 'rejected' }} send={send} confirmation="device" />))
    expect(screen.getByRole('heading', { name: 'Transaction rejected' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(send).toHaveBeenCalledWith({ type: 'CLOSE' })
  })

  it("holds the password field back after a reverted simulation until 'Send anyway', then confirms with it", () => {
    const transaction = {
      from: '0x1111111111111111111111111111111111111111',
      to: '0xFC00FACE00000000000000000000000000000000',
      value: 10n ** 18n,
      data: '0x9fa6dd35000000000000000000000000000000000000000000000000000000000000000c' as const,
      nonce: 1n,
      gasPrice: 10n ** 9n,
      gasLimit: 0n,
      chainId: devnet.chainId,
      fee: 0n,
      error: null,
    }
    const confirmation = buildConfirmation(transaction, {
      network: { name: 'Devnet', chainId: devnet.chainId },
      names: {},
      price: null,
      labels: { validators: { '12': 'Alpha' } },
      simulation: {
        status: 'reverted',
        reason: "validator isn't active",
        text: "The transaction would fail: validator isn't active",
      },
    })
    const send = vi.fn()
    render(wrap(<FlowConfirmation view={{ ...base, confirmation }} send={send} confirmation="password" />))
    expect(screen.getByTestId('call-sentence').textContent).toBe('Delegate 1 FTM to validator 12 (Alpha)')
    expect(screen.getByTestId('simulation').textContent).toBe(
      "The transaction would fail: validator isn't active",
    )
    expect(screen.queryByLabelText('Please enter your wallet password to send the transaction')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send anyway' }))
    fireEvent.change(screen.getByLabelText('Please enter your wallet password to send the transaction'), {
      target: { value: 'pw' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledWith({ type: 'CONFIRM', password: 'pw', sendAnyway: true })
  })
})
