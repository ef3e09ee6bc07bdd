import { parseCustomTokens } from '@ftm-wallet/sdk'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AddCustomTokenDialog } from './AddCustomTokenDialog.js'
import { TokenPickerDialog } from './TokenPickerDialog.js'

const FUSD = {
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  symbol: 'FUSD',
  decimals: 18,
  name: 'Fantom USD',
}
const WFTM = {
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  symbol: 'WFTM',
  decimals: 18,
  name: 'Wrapped FTM',
}

describe("token picker 'Select'", () => {
  it('lists the tokens, filters by symbol or name, and picks one', () => {
    const onPick = vi.fn()
    render(<TokenPickerDialog tokens={[FUSD, WFTM]} onOpenChange={() => {}} onPick={onPick} />)
    expect(screen.getByRole('dialog', { name: 'Select' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search token'), { target: { value: 'wrapped' } })
    expect(screen.queryByText('FUSD')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /WFTM/ }))
    expect(onPick).toHaveBeenCalledWith(WFTM)
    expect(screen.queryByRole('button', { name: 'Add Custom Token' })).toBeNull()
  })

  it('says when nothing matches and offers Add Custom Token', () => {
    const onAddCustom = vi.fn()
    render(
      <TokenPickerDialog
        tokens={[FUSD]}
        onOpenChange={() => {}}
        onPick={() => {}}
        onAddCustom={onAddCustom}
      />,
    )
    fireEvent.change(screen.getByLabelText('Search token'), { target: { value: 'zzz' } })
    expect(screen.getByText('No tokens found.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add Custom Token' }))
    expect(onAddCustom).toHaveBeenCalledOnce()
  })
})

describe('Add Custom Token window', () => {
  function open() {
    const onAdd = vi.fn(async () => {})
    const onOpenChange = vi.fn()
    render(<AddCustomTokenDialog onOpenChange={onOpenChange} onAdd={onAdd} />)
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Token' }))
    return { onAdd, onOpenChange, fill, submit }
  }

  it.each([
    ['Token Contract Address', '0x123', 'Invalid Address'],
    ['Token Symbol', 'TWELVECHARSX', 'Symbol must be 11 characters or fewer'],
  ])('refuses a bad %s with the spec message', async (label, value, message) => {
    const { onAdd, fill, submit } = open()
    fill('Token Contract Address', FUSD.address)
    fill('Token Symbol', 'OK')
    fill(label, value)
    submit()
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0))
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('refuses decimals below 1 and adds a valid token with the default 18 decimals', async () => {
    const { onAdd, onOpenChange, fill, submit } = open()
    expect((screen.getByLabelText('Decimals of Precision') as HTMLInputElement).value).toBe('18')
    fill('Token Contract Address', ` ${FUSD.address.toLowerCase()} `)
    fill('Token Symbol', ' MINE ')
    fill('Decimals of Precision', '0')
    submit()
    await waitFor(() =>
      expect(screen.getByLabelText('Decimals of Precision').getAttribute('aria-invalid')).toBe('true'),
    )
    fill('Decimals of Precision', '18')
    submit()
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ address: FUSD.address, symbol: 'MINE', decimals: 18 }),
    )
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('stored custom tokens', () => {
  it('reads valid tokens and ignores a corrupt record or bad entries', () => {
    const good = { address: FUSD.address, symbol: 'FUSD', decimals: 18 }
    expect(parseCustomTokens(JSON.stringify({ version: 1, tokens: [good, { address: 'x' }] }))).toEqual([
      good,
    ])
    expect(parseCustomTokens('{not json')).toEqual([])
    expect(parseCustomTokens(JSON.stringify({ version: 2, tokens: [good] }))).toEqual([])
    expect(parseCustomTokens(null)).toEqual([])
  })
})
