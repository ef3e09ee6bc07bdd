import type { CreatedWallet, EncryptedPhrase, KeystoreV3 } from '@ftm-wallet/sdk'
import { createWalletMachine } from '@ftm-wallet/sdk/machines'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { renderWithRouter } from '../../../../test/helpers/renderWithRouter.js'
import { CreateWalletDialog } from './CreateWalletDialog.js'

// The SDK machine with its key-making actor swapped for a fixed result (key derivation is covered by the SDK's
// tests and by the e2e run in Chromium); the wizard's rules (shuffle, order check, save) are the real ones.
const words = ['apple', 'banana', 'cherry', 'apple']
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const keystore = { version: 3, address: ADDRESS.slice(2).toLowerCase(), crypto: {} } as unknown as KeystoreV3
// An opaque stand-in for the encrypted phrase record: the wizard only hands it on to `onCreated`.
const phrase = {
  version: 1,
  id: 'phrase-1',
  scheme: 'standard',
  hasPassphrase: false,
} as unknown as EncryptedPhrase
const hd = { phraseId: 'phrase-1', index: 0, path: "m/44'/60'/0'/0/0" }
const machine = createWalletMachine.provide({
  actors: {
    createWallet: fromPromise<CreatedWallet, { password: string; scryptN: number | undefined }>(async () => ({
      mnemonic: words.join(' '),
      privateKey: `0x${'ab'.repeat(32)}`,
      address: ADDRESS,
      keystore,
      phrase,
      hd,
    })),
  },
})

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:keystore')
  URL.revokeObjectURL = vi.fn()
  // jsdom cannot follow the download link; the download itself is checked by the e2e run.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})

const pickList = () => within(screen.getByRole('list', { name: 'Words to pick' }))
const pick = (word: string) => {
  const free = pickList()
    .getAllByRole('button', { name: word })
    .find((b) => !(b as HTMLButtonElement).disabled)
  if (!free) throw new Error(`no free ${word}`)
  fireEvent.click(free)
}

async function reachVerification(onCreated = vi.fn(async () => {})) {
  renderWithRouter(
    <CreateWalletDialog open onOpenChange={() => {}} onCreated={onCreated} machine={machine} />,
  )
  expect(screen.getByText('Step 1 of 4')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng!pass' } })
  fireEvent.change(screen.getByLabelText('Re-enter password'), { target: { value: 'Str0ng!pass' } })
  fireEvent.click(screen.getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }))
  await screen.findByText('Step 2 of 4')
  expect(URL.createObjectURL).toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: 'I wrote down my recovery key' }))
  await screen.findByText('Step 3 of 4')
  return onCreated
}

describe('create wizard', () => {
  it('offers every word once, repeated words as separate buttons', async () => {
    await reachVerification()
    const offered = pickList()
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(offered.sort()).toEqual([...words].sort())
  })

  it("shows 'Incorrect mnemonic phrase order.' at once and clears it when the slot is freed", async () => {
    await reachVerification()
    pick('cherry')
    expect(screen.getByRole('alert').textContent).toBe('Incorrect mnemonic phrase order.')
    fireEvent.click(screen.getByRole('button', { name: 'Word 1: cherry. Remove' }))
    expect(screen.getByRole('alert').textContent).toBe('')
    expect((pickList().getByRole('button', { name: 'cherry' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('enables Verify when all words are picked, saves the wallet and says so', async () => {
    const onCreated = await reachVerification()
    const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement
    for (const word of words.slice(0, 3)) pick(word)
    expect(verify().disabled).toBe(true)
    pick('apple')
    expect(verify().disabled).toBe(false)
    fireEvent.click(verify())
    await screen.findByText("You're all set!")
    expect(screen.getByText('Step 4 of 4')).toBeTruthy()
    expect(onCreated).toHaveBeenCalledWith({ address: ADDRESS, keystore, phrase, hd })
    expect(screen.getByRole('link', { name: 'Access your wallet' }).getAttribute('href')).toBe(
      `/account/${ADDRESS}`,
    )
  })

  it('shows a save failure on the verification step', async () => {
    await reachVerification(vi.fn(async () => Promise.reject(new Error('Could not save'))))
    for (const word of words) pick(word)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not save'))
  })
})
