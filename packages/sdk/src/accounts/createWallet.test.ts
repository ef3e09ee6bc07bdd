import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.js'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { deriveKeyFromMnemonic } from './mnemonic/deriveKey.js'

const PASSWORD = 'Correct-Horse-9'

describe('createWallet', () => {
  it("creates 24 words, the key at m/44'/60'/0'/0/0 and a keystore of that key", async () => {
    const wallet = await createWallet({ password: PASSWORD, scryptN: 16 })
    expect(wallet.mnemonic.split(' ')).toHaveLength(24)
    expect(deriveKeyFromMnemonic(wallet.mnemonic, "m/44'/60'/0'/0/0")).toMatchObject({
      address: wallet.address,
      privateKey: wallet.privateKey,
    })
    expect(await decryptKeystore(wallet.keystore, PASSWORD)).toEqual({
      address: wallet.address,
      privateKey: wallet.privateKey,
    })
  })

  it('creates a different wallet every time', async () => {
    const [a, b] = await Promise.all([
      createWallet({ password: PASSWORD, scryptN: 16 }),
      createWallet({ password: PASSWORD, scryptN: 16 }),
    ])
    expect(a.mnemonic).not.toBe(b.mnemonic)
  })

  it('rejects a weak password with the spec message before any work', async () => {
    await expect(createWallet({ password: 'weak' })).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'PASSWORD_WEAK',
      message:
        'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
    })
  })
})
