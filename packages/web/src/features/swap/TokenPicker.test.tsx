import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { E18, token } from './pairs.test-util.js'
import { TokenPicker } from './TokenPicker.js'

describe('TokenPicker', () => {
  it('shows hostile names, symbols and logo URLs as text, and never loads a foreign logo', async () => {
    const evil = {
      ...token('"><svg onload=alert(1)>', '0x7000000000000000000000000000000000000007', E18),
      name: '<img src=x onerror=alert(2)>',
      logoUrl: 'javascript:alert(3)',
    }
    const onSelect = vi.fn()
    render(<TokenPicker label="From token" tokens={[evil]} selected={undefined} onSelect={onSelect} />)
    await userEvent.click(screen.getByRole('button', { name: 'From token: Select a token' }))
    const list = within(screen.getByRole('dialog', { name: 'Select a token' }))
    expect(list.getByText(evil.symbol)).toBeTruthy()
    expect(list.getByText(evil.name)).toBeTruthy()
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('img')).toBeNull()
    expect(dialog.querySelector('svg[onload]')).toBeNull()
    await userEvent.click(list.getByRole('button', { name: /svg onload/ }))
    expect(onSelect).toHaveBeenCalledWith(evil)
  })
})
