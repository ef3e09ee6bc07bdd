import type { RevealedSecret, SecretKind } from '@ftm-wallet/sdk'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REVEAL_MS, RevealSecretDialog } from './RevealSecretDialog.js'

// A throwaway phrase and key for this test; they never hold funds.
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const KEY = `0x${'77'.repeat(32)}`
const PASSWORD = 'Reveal-me-1!'

async function reveal(kind: SecretKind, password: string): Promise<RevealedSecret> {
  if (password !== PASSWORD) throw new Error('Bad keystore file or password.')
  return kind === 'phrase'
    ? { kind, secret: PHRASE, hasPassphrase: false, path: "m/44'/60'/0'/0/0" }
    : { kind, secret: KEY, hasPassphrase: false }
}

/** Whether any part of the page shows the phrase (as a whole, or its words in order) or the key. */
const pageShowsSecret = () => {
  const text = document.body.textContent ?? ''
  return text.includes(KEY) || text.replace(/\s+/g, '').includes(PHRASE.replaceAll(' ', ''))
}

function Harness({ open, hasPhrase = true }: { open: boolean; hasPhrase?: boolean }) {
  return (
    <RevealSecretDialog
      open={open}
      onOpenChange={() => undefined}
      label="Savings"
      hasPhrase={hasPhrase}
      onReveal={reveal}
    />
  )
}

async function revealWith(password: string) {
  fireEvent.click(screen.getByLabelText('I understand that anyone who sees it can take my funds'))
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Reveal / }))
  })
}

describe('reveal window', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('warns first and reveals nothing without the password', async () => {
    render(<Harness open />)
    expect(screen.getByRole('note').textContent).toContain('Anyone who sees it can take your funds')
    expect(
      (screen.getByRole('button', { name: 'Reveal recovery phrase' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await revealWith('Wrong-pass-2?')
    expect(screen.getByRole('alert').textContent).toBe('Bad keystore file or password.')
    expect(pageShowsSecret()).toBe(false)
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
  })

  it('shows the phrase after the password and removes it from the DOM after 60 s', async () => {
    render(<Harness open />)
    await revealWith(PASSWORD)
    expect(screen.getByTestId('revealed-secret').textContent).toBe(PHRASE.replaceAll(' ', ''))
    expect(pageShowsSecret()).toBe(true)
    act(() => vi.advanceTimersByTime(REVEAL_MS - 1))
    expect(pageShowsSecret()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(pageShowsSecret()).toBe(false)
    expect(screen.queryByTestId('revealed-secret')).toBeNull()
    expect(screen.getByText('The secret was hidden.')).toBeTruthy()
  })

  it('removes the secret when the window is closed (leaving the screen), and does not bring it back', async () => {
    const { rerender, unmount } = render(<Harness open />)
    await revealWith(PASSWORD)
    expect(pageShowsSecret()).toBe(true)
    rerender(<Harness open={false} />)
    expect(pageShowsSecret()).toBe(false)
    rerender(<Harness open />)
    expect(pageShowsSecret()).toBe(false)
    expect(screen.getByLabelText('Password')).toBeTruthy()
    // Leaving the page altogether: nothing is left behind either.
    await revealWith(PASSWORD)
    unmount()
    expect(pageShowsSecret()).toBe(false)
  })

  it('reveals the private key of a wallet without a stored phrase', async () => {
    render(<Harness open hasPhrase={false} />)
    expect(screen.queryByLabelText('Recovery phrase')).toBeNull()
    await revealWith(PASSWORD)
    expect(screen.getByTestId('revealed-secret').textContent).toBe(KEY)
    act(() => vi.advanceTimersByTime(REVEAL_MS))
    expect(pageShowsSecret()).toBe(false)
  })
})
