import { KeystoreError, type KeystoreV3, type RestoredWallet } from '@ftm-wallet/sdk'
import { restoreWalletMachine } from '@ftm-wallet/sdk/machines'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { renderWithRouter } from '../../../../test/helpers/renderWithRouter.js'
import { RestoreWalletDialog } from './RestoreWalletDialog.js'

// The SDK machine with its decrypt/encrypt actor swapped (scrypt is covered by the SDK's tests and by the e2e
// run); the wizard's steps, messages and checks are the real ones.
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const keystore = { version: 3, crypto: {} } as unknown as KeystoreV3
function machineRestoring(result: () => Promise<RestoredWallet>) {
  return restoreWalletMachine.provide({ actors: { restore: fromPromise(result) } })
}

function setup(result: () => Promise<RestoredWallet> = async () => ({ address: ADDRESS, keystore })) {
  const onRestored = vi.fn(async () => {})
  renderWithRouter(
    <RestoreWalletDialog
      open
      onOpenChange={() => {}}
      accounts={[]}
      onRestored={onRestored}
      machine={machineRestoring(result)}
    />,
  )
  return onRestored
}

function upload(text: string) {
  const file = new File([text], 'keystore.json', { type: 'application/json' })
  fireEvent.change(screen.getByLabelText('Keystore file'), { target: { files: [file] } })
}

describe('restore wizard', () => {
  it('has the Keystore, Mnemonic and Private Key tabs', () => {
    setup()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Keystore',
      'Mnemonic',
      'Private Key',
    ])
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()
  })

  it("says 'Not valid JSON file.' and 'Keystore sucessfully loaded'", async () => {
    setup()
    upload('{ not json')
    await screen.findByText('Not valid JSON file.')
    upload(
      JSON.stringify({
        version: 3,
        address: ADDRESS.slice(2),
        crypto: {
          cipher: 'aes-128-ctr',
          ciphertext: 'aa',
          cipherparams: { iv: 'bb' },
          kdf: 'scrypt',
          kdfparams: {},
          mac: 'cc',
        },
      }),
    )
    await screen.findByText('Keystore sucessfully loaded')
  })

  it("asks for the password ('Type a password') and shows a wrong one", async () => {
    setup(async () =>
      Promise.reject(new KeystoreError('KEYSTORE_BAD_PASSWORD', 'Bad keystore file or password.')),
    )
    upload(
      JSON.stringify({
        version: 3,
        crypto: {
          cipher: 'aes-128-ctr',
          ciphertext: 'aa',
          cipherparams: { iv: 'bb' },
          kdf: 'scrypt',
          kdfparams: {},
          mac: 'cc',
        },
      }),
    )
    await screen.findByText('Keystore sucessfully loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Restore wallet' }))
    expect(screen.getByRole('alert').textContent).toBe('Type a password')
    fireEvent.change(screen.getByLabelText('Keystore password'), { target: { value: 'x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Restore wallet' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Bad keystore file or password.'))
  })

  it('checks a typed recovery phrase as it is typed', async () => {
    setup()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Mnemonic' }))
    const field = await screen.findByLabelText('Recovery phrase (12, 15, 18, 21 or 24 words)')
    fireEvent.change(field, { target: { value: 'one two three' } })
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a recovery phrase of 12, 15, 18, 21 or 24 words (this one has 3)',
    )
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('restores a private key in 3 steps', async () => {
    const onRestored = setup()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Private Key' }))
    const field = await screen.findByLabelText('Private key')
    fireEvent.change(field, { target: { value: 'xyz' } })
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: 'ab'.repeat(32) } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByText('Step 2 of 3')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng!pass' } })
    fireEvent.change(screen.getByLabelText('Re-enter password'), { target: { value: 'Str0ng!pass' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Restore wallet' }))
    await screen.findByText('You have successfully restored your wallet.')
    expect(screen.getByText('Step 3 of 3')).toBeTruthy()
    expect(onRestored).toHaveBeenCalledWith({ address: ADDRESS, keystore })
  })
})
