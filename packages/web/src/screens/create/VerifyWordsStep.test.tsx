import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { VerifyWordsStep } from './VerifyWordsStep.js'

const words = ['apple', 'banana', 'cherry', 'apple']
const pickList = () => within(screen.getByRole('list', { name: 'Words to pick' }))
const pick = (word: string) => {
  const button = pickList()
    .getAllByRole('button', { name: word })
    .find((b) => !(b as HTMLButtonElement).disabled)
  if (!button) throw new Error(`no free ${word}`)
  fireEvent.click(button)
}
const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement

describe('create wizard: word order verification', () => {
  it('offers every word once, repeated words as separate buttons', () => {
    render(<VerifyWordsStep words={words} onVerified={() => {}} />)
    const offered = pickList()
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(offered.sort()).toEqual([...words].sort())
  })

  it('disables a picked word, frees it when its slot is clicked, and enables Verify only when all are picked', () => {
    const onVerified = vi.fn()
    render(<VerifyWordsStep words={words} onVerified={onVerified} />)
    expect(verify().disabled).toBe(true)
    pick('apple')
    pick('banana')
    expect(screen.getByRole('button', { name: 'Word 2: banana. Remove' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Word 2: banana. Remove' }))
    expect((pickList().getByRole('button', { name: 'banana' }) as HTMLButtonElement).disabled).toBe(false)
    pick('banana')
    pick('cherry')
    expect(verify().disabled).toBe(true)
    pick('apple')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(verify().disabled).toBe(false)
    fireEvent.click(verify())
    expect(onVerified).toHaveBeenCalledOnce()
  })

  it("shows 'Incorrect mnemonic phrase order.' at once when a word is out of order", () => {
    render(<VerifyWordsStep words={words} onVerified={() => {}} />)
    pick('cherry')
    expect(screen.getByRole('alert').textContent).toBe('Incorrect mnemonic phrase order.')
    fireEvent.click(screen.getByRole('button', { name: 'Word 1: cherry. Remove' }))
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
