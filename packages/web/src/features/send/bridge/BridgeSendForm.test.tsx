import { BINANCE_CENTRAL_DEPOSIT_ADDRESS, bridgeMessages } from '@ftm-wallet/sdk'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../../ui/display.js'
import { BridgeSendForm, type BridgeSendFormProps } from './BridgeSendForm.js'
import { SendDirectionChoice } from './SendDirectionChoice.js'

const FTM = 10n ** 18n
const ETH = '0x1111111111111111111111111111111111111111'
const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'
const contacts = [
  { address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', name: 'Opera Bob', blockchain: 'fantom' },
  { address: BNB, name: 'Binance Bob', blockchain: 'binance' },
  { address: ETH, name: 'Ethereum Bob', blockchain: 'ethereum' },
]

function setup(overrides: Partial<BridgeSendFormProps> = {}, fractionDigits = 2) {
  const onSubmit = vi.fn()
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
      <BridgeSendForm
        direction="OperaToBinance"
        available={100n * FTM}
        entireBalance={99n * FTM}
        bridge="ready"
        contacts={contacts}
        onSubmit={onSubmit}
        {...overrides}
      />
    </DisplayProvider>,
  )
  return onSubmit
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
const alertText = () => screen.getByRole('alert').textContent

describe('bridge send form', () => {
  it('shows the fee notice, the minimum and fee, and what arrives on the other chain', () => {
    setup()
    const fee = screen.getByTestId('bridge-fee')
    expect(fee.textContent).toContain('You will receive amount minus fee FTM')
    expect(fee.textContent).toContain('Minimum 50 FTM, fee 50 FTM.')
    type('Amount (FTM)', '80.5')
    expect(fee.textContent).toContain('You will receive 30.5 FTM on Binance Chain.')
  })

  it("refuses less than the bridge minimum with 'You must transfer at least 50 FTM'", async () => {
    const onSubmit = setup()
    type('Amount (FTM)', '49.99')
    type('BNB Receive Address', BNB)
    submit()
    await waitFor(() => expect(alertText()).toBe('You must transfer at least 50 FTM'))
    type('Amount (FTM)', '0')
    submit()
    await waitFor(() => expect(alertText()).toBe('You must transfer at least 50 FTM'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("refuses more than available with 'You can transfer max'", async () => {
    setup()
    type('Amount (FTM)', '101')
    type('BNB Receive Address', BNB)
    submit()
    await waitFor(() => expect(alertText()).toBe('You can transfer max 100 FTM'))
  })

  it("writes 'You can transfer max' in the user's decimal points (4 here)", async () => {
    const onSubmit = setup({ available: 100_123_456_789n * 10n ** 9n }, 4)
    type('Amount (FTM)', '101')
    type('BNB Receive Address', BNB)
    submit()
    await waitFor(() => expect(alertText()).toBe('You can transfer max 100.1234… FTM'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each([
    ['OperaToBinance', 'BNB Receive Address', ETH, 'Enter a valid BNB address'],
    ['OperaToBinance', 'BNB Receive Address', 'bnb1short', 'Enter a valid BNB address'],
    ['OperaToEthereum', 'ETH Receive Address', BNB, 'Enter a valid ETH address'],
    ['OperaToEthereum', 'ETH Receive Address', '0x123', 'Enter a valid ETH address'],
  ] as const)('%s refuses %s %j', async (direction, label, address, message) => {
    const onSubmit = setup({ direction })
    type('Amount (FTM)', '60')
    type(label, address)
    submit()
    await waitFor(() => expect(alertText()).toBe(message))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("rejects Binance's central deposit address with the memo-loss message", async () => {
    const onSubmit = setup()
    type('Amount (FTM)', '60')
    type('BNB Receive Address', BINANCE_CENTRAL_DEPOSIT_ADDRESS)
    submit()
    await waitFor(() => expect(alertText()).toBe(bridgeMessages.binanceCentralAddress))
    expect(alertText()).toContain('Please choose Ethereum as the receiving blockchain')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends to Binance with a memo, picking a Binance contact', async () => {
    const onSubmit = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Entire Balance' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pick a contact' }))
    const picker = screen.getByRole('dialog', { name: 'Select' })
    expect(within(picker).queryByText('Ethereum Bob')).toBeNull()
    expect(within(picker).queryByText('Opera Bob')).toBeNull()
    fireEvent.click(within(picker).getByRole('button', { name: /^Binance Bob/ }))
    type('Memo (optional)', ' 12345 ')
    submit()
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        direction: 'OperaToBinance',
        amount: 99n * FTM,
        targetAddress: BNB,
        memo: '12345',
      }),
    )
  })

  it('hides the memo for Ethereum and sends to the ETH address', async () => {
    const onSubmit = setup({ direction: 'OperaToEthereum' })
    expect(screen.queryByLabelText('Memo (optional)')).toBeNull()
    type('Amount (FTM)', '50')
    type('ETH Receive Address', ` ${ETH} `)
    submit()
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        direction: 'OperaToEthereum',
        amount: 50n * FTM,
        targetAddress: ETH,
        memo: undefined,
      }),
    )
  })

  it("says 'Bridge is down' in the address error and does not submit while the bridge is down", () => {
    const onSubmit = setup({ bridge: 'down' })
    const field = screen.getByLabelText('BNB Receive Address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(alertText()).toBe('Bridge is down')
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('waits for the bridge and the balance before it submits', () => {
    setup({ bridge: 'loading', available: undefined })
    expect(screen.getByText('Loading balance…')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('send direction choice', () => {
  it('offers Opera, Binance Chain and Ethereum and reports the picked direction', () => {
    const onChange = vi.fn()
    render(<SendDirectionChoice value="OperaToOpera" onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Send to' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.value)).toEqual(['OperaToOpera', 'OperaToBinance', 'OperaToEthereum'])
    expect(radios[0]?.checked).toBe(true)
    fireEvent.click(within(group).getByLabelText('Opera → Ethereum'))
    expect(onChange).toHaveBeenCalledWith('OperaToEthereum')
  })
})
