import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SendForm, type SendFormProps } from './SendForm.js'

const FTM = 10n ** 18n
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const contacts = [
  { address: BOB, name: 'Bob', blockchain: 'fantom' },
  { address: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', name: 'Binance Bob', blockchain: 'binance' },
]

function setup(overrides: Partial<SendFormProps> = {}) {
  const onSubmit = vi.fn()
  render(
    <SendForm
      symbol="FTM"
      decimals={18}
      available={10n * FTM}
      entireBalance={9n * FTM}
      withMemo
      contacts={contacts}
      resolveName={async (name) => (name === 'bob.ftm' ? BOB : undefined)}
      onSubmit={onSubmit}
      {...overrides}
    />,
  )
  return onSubmit
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

describe('send form', () => {
  it("fills the entire balance and refuses more than 'You can transfer max'", async () => {
    const onSubmit = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Entire Balance' }))
    expect((screen.getByLabelText('Amount (FTM)') as HTMLInputElement).value).toBe('9')
    type('Amount (FTM)', '11')
    type('Address', BOB)
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You can transfer max 10 FTM'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each([
    ['abc', BOB, 'Invalid amount'],
    ['0', BOB, 'Invalid amount'],
    ['1', '0x123', 'Not valid Fantom address'],
  ])('rejects amount %j to %j with %j', async (amount, address, message) => {
    const onSubmit = setup()
    type('Amount (FTM)', amount)
    type('Address', address)
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('picks a Fantom contact, keeps the memo and submits base units', async () => {
    const onSubmit = setup()
    type('Amount (FTM)', '1.5')
    fireEvent.click(screen.getByRole('button', { name: 'Pick a contact' }))
    const picker = screen.getByRole('dialog', { name: 'Select' })
    expect(within(picker).queryByText('Binance Bob')).toBeNull()
    fireEvent.click(within(picker).getByRole('button', { name: /^Bob/ }))
    type('Memo (optional)', ' thanks ')
    submit()
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        recipient: BOB,
        amount: 1_500_000_000_000_000_000n,
        memo: 'thanks',
      }),
    )
  })

  it('resolves a name to an address', async () => {
    const onSubmit = setup({ withMemo: false })
    expect(screen.queryByLabelText('Memo (optional)')).toBeNull()
    type('Amount (FTM)', '2')
    type('Address', 'bob.ftm')
    submit()
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ recipient: BOB, amount: 2n * FTM, memo: undefined }),
    )
  })

  it('shows a blocking warning and does not submit while it stands', async () => {
    const warning = 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.'
    const onSubmit = setup({ symbol: 'TTK', decimals: 6, withMemo: false, warning })
    expect(screen.getByText(warning).getAttribute('role')).toBe('alert')
    type('Amount (TTK)', '1')
    type('Address', BOB)
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.submit(button.closest('form') as HTMLFormElement)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
