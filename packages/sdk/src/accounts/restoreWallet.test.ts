import { HDNodeWallet } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadVector } from '../../test/loadVector.js'
import { devnet, mainnet, testnet } from '../constants/networks.js'
import { registerNodeScrypt } from '../node/registerNodeScrypt.js'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { encryptKeystore } from './keystore/encryptKeystore.js'
import {
  importWalletFromKeystore,
  restoreWalletFromKeystore,
  restoreWalletFromMnemonic,
  restoreWalletFromPrivateKey,
} from './restoreWallet.js'

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const PASSWORD = 'Correct-Horse-9'
// A throwaway key made for this test; it never holds funds.
const KEY = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const FAST = { scryptN: 16 }
// A restored weak keystore is re-encrypted at scrypt n = 2^17: native scrypt keeps that quick here.
beforeAll(() => {
  registerNodeScrypt()
})

const ANVIL_PHRASE = 'test test test test test test test test test test test junk'
const anvil0 = HDNodeWallet.fromPhrase(ANVIL_PHRASE, undefined, "m/44'/60'/0'/0/0")
const REFUSED = /^This key is publicly known \(account #0 of the anvil\/hardhat\/foundry test phrase\)/
const kdfOf = (keystore: { crypto?: { kdf: string; kdfparams: Record<string, unknown> } }) => ({
  kdf: keystore.crypto?.kdf,
  n: keystore.crypto?.kdfparams.n,
})

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

  it('imports (the import rule) a keystore at scrypt n = 2^17 as uploaded, without a notice', async () => {
    const keystore = await encryptKeystore(KEY, 'any old password', { scryptN: 2 ** 17 })
    const uploaded = { ...keystore, 'x-extra': 'kept' }
    const restored = await importWalletFromKeystore({
      keystore: JSON.stringify(uploaded),
      password: 'any old password',
    })
    expect(restored.keystore).toEqual(uploaded)
    expect(restored.notices).toEqual([])
    expect(restored.address.toLowerCase()).toBe(`0x${keystore.address}`)
  })

  it('re-encrypts a keystore at scrypt n = 2^10 at n = 2^17 under the same password and says so', async () => {
    const keystore = await encryptKeystore(KEY, 'any old password', { scryptN: 2 ** 10 })
    const restored = await importWalletFromKeystore({ keystore, password: 'any old password' })
    expect(kdfOf(restored.keystore)).toEqual({ kdf: 'scrypt', n: 2 ** 17 })
    expect(restored.keystore.crypto?.kdfparams.salt).not.toBe(keystore.crypto?.kdfparams.salt)
    expect(await decryptKeystore(restored.keystore, 'any old password')).toEqual({
      address: restored.address,
      privateKey: `0x${KEY}`,
    })
    expect(restored.notices).toEqual([
      {
        code: 'KEYSTORE_REENCRYPTED',
        message:
          'This keystore was protected by a weak key derivation (scrypt n = 1024); it was re-encrypted with scrypt n = 131072 under the same password.',
      },
    ])
  })

  it('re-encrypts a pbkdf2 keystore below 600,000 rounds (the Web3 Secret Storage vector, c = 262144)', async () => {
    const web3 = loadVector<{ password: string; privateKey: string; pbkdf2: { keystore: object } }>(
      'web3-secret-storage.json',
    )
    const restored = await importWalletFromKeystore({
      keystore: web3.pbkdf2.keystore as never,
      password: web3.password,
    })
    expect(kdfOf(restored.keystore)).toEqual({ kdf: 'scrypt', n: 2 ** 17 })
    expect((await decryptKeystore(restored.keystore, web3.password)).privateKey).toBe(web3.privateKey)
    expect(restored.notices?.[0]?.message).toContain('(pbkdf2 with 262144 rounds)')
  })

  it('rejects bad JSON, a wrong password and a duplicate with the spec messages', async () => {
    const keystore = await encryptKeystore(KEY, 'any old password', FAST)
    await expect(importWalletFromKeystore({ keystore: 'nope', password: 'x' })).rejects.toMatchObject({
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

describe('publicly known keys at import', () => {
  it('refuses anvil account #0 on mainnet and testnet (and when no network is given) from every source', async () => {
    const keystore = await encryptKeystore(anvil0.privateKey, PASSWORD, FAST)
    for (const chainId of [mainnet.chainId, testnet.chainId, undefined]) {
      const attempts = [
        restoreWalletFromMnemonic({ mnemonic: ANVIL_PHRASE, password: PASSWORD, chainId, ...FAST }),
        restoreWalletFromPrivateKey({ privateKey: anvil0.privateKey, password: PASSWORD, chainId, ...FAST }),
        importWalletFromKeystore({ keystore, password: PASSWORD, chainId }),
      ]
      for (const attempt of attempts) {
        await expect(attempt).rejects.toMatchObject({
          code: 'KEY_PUBLICLY_KNOWN',
          message: expect.stringMatching(REFUSED),
        })
      }
    }
  })

  it('refuses the private key 0x…01 on mainnet', async () => {
    await expect(
      restoreWalletFromPrivateKey({
        privateKey: `${'0'.repeat(63)}1`,
        password: PASSWORD,
        chainId: 250,
        ...FAST,
      }),
    ).rejects.toMatchObject({
      code: 'KEY_PUBLICLY_KNOWN',
      message: expect.stringContaining('the private key 0x…01'),
    })
  })

  it('allows anvil account #0 on the devnet with a warning', async () => {
    const restored = await restoreWalletFromMnemonic({
      mnemonic: ANVIL_PHRASE,
      password: PASSWORD,
      chainId: devnet.chainId,
      ...FAST,
    })
    expect(restored.address).toBe(anvil0.address)
    expect(restored.notices).toEqual([
      {
        code: 'KEY_PUBLICLY_KNOWN',
        message:
          'This key is publicly known (account #0 of the anvil/hardhat/foundry test phrase): use it on the devnet only, never for real funds.',
      },
    ])
  })
})
