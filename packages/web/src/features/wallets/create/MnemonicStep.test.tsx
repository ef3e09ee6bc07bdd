import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MnemonicStep } from './MnemonicStep.js'

const words = Array.from({ length: 24 }, (_, i) => `word${i + 1}`)
const KEY = `0x${'ab'.repeat(32)}`

describe('create wizard: recovery phrase step', () => {
  it('shows the 24 words in order and continues on "I wrote down my recovery key"', () => {
    const onContinue = vi.fn()
    render(<MnemonicStep words={words} privateKey={KEY} onContinue={onContinue} />)
    const items = within(screen.getByRole('list', { name: 'Recovery phrase' })).getAllByRole('listitem')
    expect(items).toHaveLength(24)
    expect(items[0]?.textContent).toBe('1.word1')
    fireEvent.click(screen.getByRole('button', { name: 'I wrote down my recovery key' }))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it("shows the private key in an alert on 'View your private key'", () => {
    render(<MnemonicStep words={words} privateKey={KEY} onContinue={() => {}} />)
    expect(screen.queryByText(KEY)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'View your private key' }))
    const dialog = screen.getByRole('dialog', { name: 'Your private key' })
    expect(within(dialog).getByRole('alert').textContent).toContain(KEY)
  })
})
