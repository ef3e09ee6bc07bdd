import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { restoreWalletFromPrivateKey } from '../accounts/restoreWallet.js'
import { createNodeWallet } from './createNodeWallet.js'
import { unregisterNodeScrypt } from './registerNodeScrypt.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ftm-node-wallet-'))
})
afterEach(async () => {
  unregisterNodeScrypt()
  await rm(root, { recursive: true, force: true })
})

describe('createNodeWallet', () => {
  it('keeps accounts, keystores, contacts and settings in 0600 files of the config dir', async () => {
    const dir = join(root, 'ftm-wallet')
    const wallet = await createNodeWallet({ dir })
    // A throwaway key made for this test; it never holds funds.
    const restored = await restoreWalletFromPrivateKey({
      privateKey: '88'.repeat(32),
      password: 'Pass-word-1',
      scryptN: 16,
    })
    await wallet.accounts.addAccount({
      address: restored.address,
      type: 'keystore',
      keystore: restored.keystore,
    })
    await wallet.contacts.addContact({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    await wallet.settings.update({ currency: 'EUR' })

    const files = (await readdir(dir)).sort()
    expect(files).toEqual(
      ['accounts.json', 'contacts.json', `keystore.${restored.address}.json`, 'settings.json'].sort(),
    )
    for (const file of files) expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600)

    const again = await createNodeWallet({ dir })
    expect(again.accounts.getState().accounts[0]?.address).toBe(restored.address)
    expect(again.contacts.getState().contacts).toHaveLength(1)
    expect(again.settings.getState().currency).toBe('EUR')
  })
})
