import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decryptAccountKeystore } from './decryptAccountKeystore.js'
import { encryptKeystore } from './encryptKeystore.js'

// Throwaway keys made for this test; they never hold funds.
const KEY_A = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const KEY_B = '0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f'
const A = new Wallet(KEY_A).address
const B = new Wallet(KEY_B).address
const PASSWORD = 'Correct-Horse-9'

describe('signing check (docs/behaviour/transactions.md#password-step)', async () => {
  const keystoreA = await encryptKeystore(KEY_A, PASSWORD, { scryptN: 16 })
  const keystoreB = await encryptKeystore(KEY_B, PASSWORD, { scryptN: 16 })

  it("decrypts the account's own keystore", async () => {
    const result = await decryptAccountKeystore({
      account: { address: A, keystore: keystoreA },
      password: PASSWORD,
    })
    expect(result).toEqual({ address: A, privateKey: KEY_A })
  })

  it('falls back to the locally stored keystore when the account keystore belongs to another address', async () => {
    const result = await decryptAccountKeystore({
      account: { address: A, keystore: keystoreB },
      password: PASSWORD,
      loadStoredKeystore: async (address) => (address === A ? keystoreA : null),
    })
    expect(result.address).toBe(A)
  })

  it("fails with 'Account address X and address in keystore file Y are different' when both differ", async () => {
    await expect(
      decryptAccountKeystore({
        account: { address: A, keystore: keystoreB },
        password: PASSWORD,
        loadStoredKeystore: async () => keystoreB,
      }),
    ).rejects.toMatchObject({
      name: 'KeystoreError',
      code: 'KEYSTORE_ADDRESS_MISMATCH',
      message: `Account address ${A} and address in keystore file ${B} are different`,
    })
  })

  it('uses the stored keystore when the account has none, and fails typed when there is none at all', async () => {
    const found = await decryptAccountKeystore({
      account: { address: A },
      password: PASSWORD,
      loadStoredKeystore: async () => keystoreA,
    })
    expect(found.address).toBe(A)
    await expect(
      decryptAccountKeystore({ account: { address: A }, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'KEYSTORE_ADDRESS_MISMATCH',
    })
  })

  it('fails at once on a wrong password', async () => {
    await expect(
      decryptAccountKeystore({ account: { address: A, keystore: keystoreA }, password: 'nope' }),
    ).rejects.toMatchObject({ code: 'KEYSTORE_BAD_PASSWORD' })
  })
})
