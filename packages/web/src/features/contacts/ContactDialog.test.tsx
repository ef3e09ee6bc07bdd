import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContactDialog, type ContactDialogMode } from './ContactDialog.js'

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const MINE = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const NEW = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'
const contacts = [{ address: ALICE }]
const accounts = [{ address: MINE }]

function setup(mode: ContactDialogMode, extra: Partial<Parameters<typeof ContactDialog>[0]> = {}) {
  const onSave = vi.fn()
  const onOpenChange = vi.fn()
  render(
    <ContactDialog
      open
      onOpenChange={onOpenChange}
      mode={mode}
      contacts={contacts}
      accounts={accounts}
      onSave={onSave}
      {...extra}
    />,
  )
  return { onSave, onOpenChange }
}
const setAddress = (value: string) =>
  fireEvent.change(screen.getByLabelText('Address'), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('contact windows', () => {
  it("new: defaults to 'Contact N', last order and Fantom", () => {
    setup({ kind: 'new' })
    expect(screen.getByRole('dialog', { name: 'New Contact' })).toBeTruthy()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Contact 2')
    expect((screen.getByLabelText('Order') as HTMLInputElement).value).toBe('2')
    expect((screen.getByLabelText('Blockchain') as HTMLSelectElement).value).toBe('fantom')
  })

  it('new: saves a valid address in checksum form', async () => {
    const { onSave } = setup({ kind: 'new' })
    setAddress(NEW.toLowerCase())
    save()
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        address: NEW,
        blockchain: 'fantom',
        name: 'Contact 2',
        order: 2,
      }),
    )
  })

  it.each([
    ['', 'This field cannot be blank'],
    ['0x123', 'Not valid Fantom address'],
    [ALICE, 'Address already exists'],
    [MINE, 'Address already exists'],
  ])('new: rejects address %j with %j', async (address, message) => {
    const { onSave } = setup({ kind: 'new' })
    setAddress(address)
    save()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('revalidates the address when the blockchain changes', async () => {
    setup({ kind: 'new' })
    setAddress(NEW)
    fireEvent.change(screen.getByLabelText('Blockchain'), { target: { value: 'binance' } })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not valid binance address'))
  })

  it('resolves a name through the naming service; a failure is ignored', async () => {
    const resolveName = vi.fn(async (name: string) => (name === 'alice.ftm' ? NEW : undefined))
    const { onSave } = setup({ kind: 'add', name: 'From site' }, { resolveName })
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBeTruthy()
    setAddress('alice.ftm')
    save()
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ address: NEW, name: 'From site' })),
    )
  })

  it('edit: address and blockchain are read-only and Remove Contact is offered', async () => {
    const onRemove = vi.fn()
    const { onSave } = setup(
      { kind: 'edit', contact: { address: ALICE, name: 'Alice', blockchain: 'fantom', order: 1 } },
      { onRemove },
    )
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeTruthy()
    expect((screen.getByLabelText('Address') as HTMLInputElement).readOnly).toBe(true)
    expect((screen.getByLabelText('Blockchain') as HTMLSelectElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '2' } })
    save()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Value must be between 1 and 1'))
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alice B' } })
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '1' } })
    save()
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        address: ALICE,
        blockchain: 'fantom',
        name: 'Alice B',
        order: 1,
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove Contact' }))
    expect(onRemove).toHaveBeenCalledOnce()
  })
})
