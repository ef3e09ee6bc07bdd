import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type SettingsValues, SettingsView } from './SettingsView.js'

const values: SettingsValues = {
  currency: 'USD',
  fractionDigits: 2,
  darkMode: true,
  autoDarkMode: false,
  rtlDir: false,
  slippageTolerance: 0.5,
}

function setup(overrides: Partial<SettingsValues> = {}) {
  const onChange = vi.fn()
  render(
    <SettingsView
      values={{ ...values, ...overrides }}
      onChange={onChange}
      explorerUrl="https://explorer.test/"
    />,
  )
  return onChange
}

describe('settings screen', () => {
  it('has the sections Wallet, fUNI, Browser-extension wallet and Links', () => {
    setup()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['Wallet', 'fUNI', 'Browser-extension wallet', 'Links'])
    expect(screen.getByRole('link', { name: 'Explorer' }).getAttribute('href')).toBe('https://explorer.test/')
    expect(screen.getByRole('link', { name: 'How-to guide' })).toBeTruthy()
  })

  it('offers USD and EUR and decimal points 1 to 6', () => {
    const onChange = setup()
    const digits = screen.getByLabelText('Decimal Points') as HTMLSelectElement
    expect([...digits.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6'])
    fireEvent.change(digits, { target: { value: '4' } })
    expect(onChange).toHaveBeenCalledWith({ fractionDigits: 4 })
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement
    expect([...currency.options].map((o) => o.value)).toEqual(['USD', 'EUR'])
    fireEvent.change(currency, { target: { value: 'EUR' } })
    expect(onChange).toHaveBeenCalledWith({ currency: 'EUR' })
  })

  it('offers only the language that exists, English, and no "not implemented yet" answer', () => {
    setup()
    const language = screen.getByLabelText('Language') as HTMLSelectElement
    expect([...language.options].map((o) => [o.value, o.textContent])).toEqual([['en-US', 'English']])
    expect(language.value).toBe('en-US')
    expect(screen.queryByText('not implemented yet')).toBeNull()
  })

  it('switches dark mode, auto dark mode (which disables the manual switch) and right-to-left', () => {
    const onChange = setup()
    fireEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }))
    expect(onChange).toHaveBeenCalledWith({ darkMode: false })
    fireEvent.click(screen.getByRole('switch', { name: 'Auto Dark Mode' }))
    expect(onChange).toHaveBeenCalledWith({ autoDarkMode: true })
    fireEvent.click(screen.getByRole('switch', { name: 'Right-to-left' }))
    expect(onChange).toHaveBeenCalledWith({ rtlDir: true })
  })

  it('disables the manual dark mode switch while auto is on', () => {
    setup({ autoDarkMode: true })
    expect((screen.getByRole('switch', { name: 'Dark Mode' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('saves only a valid slippage tolerance', () => {
    const onChange = setup()
    const input = screen.getByLabelText('Slippage Tolerance (%)')
    fireEvent.change(input, { target: { value: '101' } })
    expect(screen.getByText('Value must be between 0.1% and 100%')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '1.5' } })
    expect(onChange).toHaveBeenCalledWith({ slippageTolerance: 1.5 })
  })
})
