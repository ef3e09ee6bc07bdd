import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EditWalletDialog } from './EditWalletDialog.js'

const wallet = {
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  type: 'keystore',
  name: 'Wallet 1',
  order: 1,
}

function setup(onSave = vi.fn(), onRemove = vi.fn()) {
  const onOpenChange = vi.fn()
  render(
    <EditWalletDialog
      open
      onOpenChange={onOpenChange}
      wallet={wallet}
      count={3}
      onSave={onSave}
      onRemove={onRemove}
    />,
  )
  return { onSave, onRemove, onOpenChange }
}

describe('Wallet Settings window', () => {
  it('shows the address, type, name and order', () => {
    setup()
    expect(screen.getByRole('dialog', { name: 'Wallet Settings' })).toBeTruthy()
    expect(screen.getByText(wallet.address)).toBeTruthy()
    expect(screen.getByText('Keystore')).toBeTruthy()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wallet 1')
    expect((screen.getByLabelText('Order') as HTMLInputElement).value).toBe('1')
  })

  it('does not save when nothing changed', async () => {
    const { onSave, onOpenChange } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('saves a new name and order', async () => {
    const { onSave } = setup()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Savings ' } })
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Savings', order: 3 }))
  })

  it('announces the first error on submit', () => {
    const { onSave } = setup()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } })
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('alert').textContent).toBe('This field cannot be blank')
    expect(screen.getByText('Value must be between 1 and 3')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })

  it("offers 'Remove Wallet...'", () => {
    const { onRemove } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wallet...' }))
    expect(onRemove).toHaveBeenCalledOnce()
  })
})
