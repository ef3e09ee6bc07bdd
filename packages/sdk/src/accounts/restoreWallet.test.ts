import { describe, expect, it } from 'vitest'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { encryptKeystore } from './keystore/encryptKeystore.js'
import {
  restoreWalletFromKeystore,
  restoreWalletFromMnemonic,
  restoreWalletFromPrivateKey,
} from './restoreWallet.js'

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const PASSWORD = 'Correct-Horse-9'
// A throwaway key made for this test; it never holds funds.
const KEY = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const FAST = { scryptN: 16 }

describe('restore from mnemonic', () => {
  it("normalises the phrase, derives m/44'/60'/0'/0/0 and encrypts under the new password", async () => {
    const restored = await restoreWalletFromMnemonic({
      mnemonic: `  ${PHRASE.toUpperCase()} `,
      password: PASSWORD,
      ...FAST,
    })
    const decrypted = await decryptKeystore(restored.keystore, PASSWORD)
    expect(decrypted.address).toBe(restored.address)
  })

  it('rejects a bad phrase, a weak password and a duplicate keystore account with typed errors', async () => {
    await expect(
      restoreWalletFromMnemonic({ mnemonic: 'one two three', password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'MNEMONIC_INVALID',
    })
    await expect(restoreWalletFromMnemonic({ mnemonic: PHRASE, password: 'weak' })).rejects.toMatchObject({
      code: 'PASSWORD_WEAK',
    })
    const { address } = await restoreWalletFromMnemonic({ mnemonic: PHRASE, password: PASSWORD, ...FAST })
    await expect(
      restoreWalletFromMnemonic({
        mnemonic: PHRASE,
        password: PASSWORD,
        accounts: [{ address, type: 'keystore' }],
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS', message: 'An account with this address already exist' })
  })
})

describe('restore from private key', () => {
  it('accepts the key without 0x and encrypts it under the new password', async () => {
    const restored = await restoreWalletFromPrivateKey({
      privateKey: ` ${KEY} `,
      password: PASSWORD,
      ...FAST,
    })
    expect(await decryptKeystore(restored.keystore, PASSWORD)).toEqual({
      address: restored.address,
      privateKey: `0x${KEY}`,
    })
  })

  it('rejects a bad key with a typed error that does not repeat it', async () => {
    const error = await restoreWalletFromPrivateKey({ privateKey: `${KEY}zz`, password: PASSWORD }).catch(
      (e) => e,
    )
    expect(error).toMatchObject({ code: 'PRIVATE_KEY_INVALID' })
    expect(error.message).not.toContain(KEY)
  })
})

describe('restore from keystore file', () => {
  it('checks the password and returns the keystore as uploaded', async () => {
    const keystore = await encryptKeystore(KEY, 'any old password', FAST)
    const uploaded = { ...keystore, 'x-extra': 'kept' }
    const restored = await restoreWalletFromKeystore({
      keystore: JSON.stringify(uploaded),
      password: 'any old password',
    })
    expect(restored.keystore).toEqual(uploaded)
    expect(restored.address.toLowerCase()).toBe(`0x${keystore.address}`)
  })

  it('rejects bad JSON, a wrong password and a duplicate with the spec messages', async () => {
    const keystore = await encryptKeystore(KEY, 'any old password', FAST)
    await expect(restoreWalletFromKeystore({ keystore: 'nope', password: 'x' })).rejects.toMatchObject({
      message: 'Not valid JSON file.',
    })
    await expect(restoreWalletFromKeystore({ keystore, password: 'wrong' })).rejects.toMatchObject({
      message: 'Bad keystore file or password.',
    })
    await expect(restoreWalletFromKeystore({ keystore, password: '' })).rejects.toMatchObject({
      message: 'Type a password',
    })
    await expect(
      restoreWalletFromKeystore({
        keystore,
        password: 'any old password',
        accounts: [{ address: `0x${keystore.address}`, type: 'keystore' }],
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS' })
  })
})
