import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { SendForm, type SendFormProps } from './SendForm.js'

const FTM = 10n ** 18n
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const contacts = [
  { address: BOB, name: 'Bob', blockchain: 'fantom' },
  { address: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', name: 'Binance Bob', blockchain: 'binance' },
]

function setup(overrides: Partial<SendFormProps> = {}, fractionDigits = 2) {
  const onSubmit = vi.fn()
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
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
      />
    </DisplayProvider>,
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

  it("writes 'You can transfer max' in the user's decimal points (4 here), as 'Available' does", async () => {
    const onSubmit = setup({ available: 10_123_456_789n * 10n ** 9n }, 4)
    expect(screen.getByText('Available: 10.1234… FTM')).toBeTruthy()
    type('Amount (FTM)', '11')
    type('Address', BOB)
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You can transfer max 10.1234… FTM'),
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("writes a token's 'You can transfer max' in the token's display decimals, as 'Available' does", async () => {
    const onSubmit = setup(
      {
        symbol: 'WBTC',
        decimals: 8,
        available: 123_456_789n,
        withMemo: false,
        displayDecimals: 6,
        token: { address: '0x321162Cd933E2Be498Cd2267a90534A804051b11', symbol: 'WBTC' },
      },
      2,
    )
    expect(screen.getByText('Available: 1.234567… WBTC')).toBeTruthy()
    type('Amount (WBTC)', '2')
    type('Address', BOB)
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You can transfer max 1.234567… WBTC'),
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each([
    ['abc', BOB, 'Invalid amount'],
    ['-1', BOB, 'Invalid amount'],
    ['1', '0x123', 'Enter a valid Opera FTM address or domain name'],
    ['1', 'nobody.ftm', 'Enter a valid Opera FTM address or domain name'],
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

  describe('recipient checks (docs/behaviour/send-and-receive.md#recipient-checks)', () => {
    // A contact 0xABCD…1234 and a different address sharing its first 4 and last 4 hex characters.
    const CONTACT = '0xABCD000000000000000000000000000000001234'
    const LOOKALIKE = '0xabcd555555555555555555555555555555551234'
    const facts = { knownRecipients: [{ address: CONTACT, name: 'Alice' }], counterparties: [BOB] }

    it('warns about a look-alike of a contact, naming it, and sends only at the second Continue', async () => {
      const onSubmit = setup({ recipientFacts: facts })
      type('Amount (FTM)', '1')
      type('Address', LOOKALIKE)
      const warning = screen.getByText(/^Careful: /)
      expect([warning.getAttribute('role'), warning.className]).toEqual(['alert', 'message message-warning'])
      expect(warning.textContent).toBe(
        "Careful: this address has the same first and last 4 characters as 'Alice' (0xABCD…1234), but it is a different address. Look-alike addresses are planted in histories to catch copy-paste (address poisoning): compare every character.",
      )
      expect(screen.getByRole('status').textContent).toBe(
        'First time you send to this address: make sure it is the right one',
      )
      submit()
      await screen.findByText('Check the warning above; Continue again to send anyway.')
      expect(onSubmit).not.toHaveBeenCalled()
      submit()
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          recipient: expect.any(String),
          amount: FTM,
          memo: undefined,
        }),
      )
      expect(onSubmit.mock.calls[0]?.[0].recipient.toLowerCase()).toBe(LOOKALIKE)
    })

    it('says nothing for a known counterparty, and refuses the zero address on the address field', async () => {
      const onSubmit = setup({ recipientFacts: facts })
      type('Amount (FTM)', '1')
      type('Address', BOB)
      expect(screen.queryByRole('status')).toBeNull()
      type('Address', '0x0000000000000000000000000000000000000000')
      submit()
      // On the address field and in the form's alert.
      expect(
        await screen.findAllByText('This is the zero address: nobody can ever spend what is sent there'),
      ).not.toHaveLength(0)
      expect(onSubmit).not.toHaveBeenCalled()
    })

    it("refuses a token sent to the token's own contract", async () => {
      const FUSD = '0x2222222222222222222222222222222222222222'
      const onSubmit = setup({ withMemo: false, symbol: 'FUSD', token: { address: FUSD, symbol: 'FUSD' } })
      type('Amount (FUSD)', '1')
      type('Address', FUSD)
      submit()
      expect(
        await screen.findAllByText("This is the FUSD token's own contract: FUSD sent there is lost for good"),
      ).not.toHaveLength(0)
      expect(onSubmit).not.toHaveBeenCalled()
    })
  })

  it("offers 'Save as contact' for a valid typed address that is not known yet", () => {
    const open = vi.fn()
    const stranger = '0x1111111111111111111111111111111111111111'
    setup({ saveContact: { isKnown: (a) => a.toLowerCase() === BOB.toLowerCase(), open } })
    expect(screen.queryByRole('button', { name: 'Save as contact' })).toBeNull()
    type('Address', BOB)
    expect(screen.queryByRole('button', { name: 'Save as contact' })).toBeNull()
    type('Address', '0x1234')
    expect(screen.queryByRole('button', { name: 'Save as contact' })).toBeNull()
    type('Address', stranger)
    fireEvent.click(screen.getByRole('button', { name: 'Save as contact' }))
    expect(open).toHaveBeenCalledWith(stranger)
  })

  it('tolerates a zero amount (docs/behaviour/send-and-receive.md#amount-rules)', async () => {
    const onSubmit = setup()
    type('Amount (FTM)', '0')
    type('Address', BOB)
    submit()
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ recipient: BOB, amount: 0n, memo: undefined }),
    )
  })
})
