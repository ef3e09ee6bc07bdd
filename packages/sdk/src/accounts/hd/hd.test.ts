import { pbkdf2Sync } from 'node:crypto'
import { HDNodeWallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { loadVector } from '../../../test/loadVector.js'
import { createKeystoreStore } from '../../storage/createKeystoreStore.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createAccountsService } from '../createAccountsService.js'
import { decryptKeystore } from '../keystore/decryptKeystore.js'
import { restoreWalletFromMnemonic } from '../restoreWallet.js'
import { formatDerivationPath, parseDerivationScheme } from './derivationPath.js'
import { deriveHdKeys } from './deriveHdKeys.js'
import { decryptPhrase, encryptPhrase } from './encryptedPhrase.js'
import { listHdGroup } from './hdGroup.js'
import { addHdAccount, encryptHdWallet, saveHdWallet, storeWizardWallet } from './hdWallet.js'

// The published BIP39 English vectors of trezor/python-mnemonic (vectors.json; the copy in test-fixtures/vectors
// names its source): [entropy, phrase, seed with passphrase 'TREZOR', root xprv]. They hold 12, 18 and 24-word
// phrases only; 15 and 21 words are checked against the BIP39 definition computed by node:crypto below.
const bip39 = loadVector<{ passphrase: string; english: [string, string, string, string][] }>(
  'bip39-english.json',
)
const PASSWORD = 'Hd-Accounts-1!'
const cheap = { scryptN: 16 } // test keystores only

const byLength = (words: number) => bip39.english.filter(([, phrase]) => phrase.split(' ').length === words)
const picked = [...byLength(12).slice(0, 2), ...byLength(18).slice(0, 2), ...byLength(24).slice(0, 2)]

/** BIP39's seed by its definition: PBKDF2-HMAC-SHA512(NFKD phrase, 'mnemonic' + NFKD passphrase, 2048, 64). */
const bip39Seed = (phrase: string, passphrase: string) =>
  `0x${pbkdf2Sync(phrase.normalize('NFKD'), `mnemonic${passphrase}`.normalize('NFKD'), 2048, 64, 'sha512').toString('hex')}`

const setup = async () => {
  const storage = createMemoryStorage()
  const accounts = await createAccountsService({ storage, keystores: createKeystoreStore(storage) })
  return { storage, accounts }
}

describe('HD keys with a BIP39 passphrase', () => {
  it('has the vectors of every published length', () => {
    expect(bip39.passphrase).toBe('TREZOR')
    expect(picked.map(([, phrase]) => phrase.split(' ').length)).toEqual([12, 12, 18, 18, 24, 24])
  })

  it.each(picked)(
    'entropy %s: the phrase with passphrase TREZOR derives the published seed and root',
    (_, phrase, seed, xprv) => {
      const root = HDNodeWallet.fromSeed(`0x${seed}`)
      expect(root.extendedKey).toBe(xprv)
      // Our derivation with the passphrase lands on the keys of the published seed…
      const [standard, ledgerLive] = [
        deriveHdKeys({ mnemonic: phrase, passphrase: 'TREZOR', indexes: [0, 3] }),
        deriveHdKeys({ mnemonic: phrase, passphrase: 'TREZOR', scheme: 'ledgerLive', indexes: [2] }),
      ]
      expect(standard.map((k) => k.address)).toEqual([
        root.derivePath("m/44'/60'/0'/0/0").address,
        root.derivePath("m/44'/60'/0'/0/3").address,
      ])
      expect(ledgerLive[0]).toMatchObject({
        path: "m/44'/60'/2'/0/0",
        address: root.derivePath("m/44'/60'/2'/0/0").address,
      })
      // …and without it on other keys: the passphrase is part of the wallet.
      expect(deriveHdKeys({ mnemonic: phrase, indexes: [0] })[0]!.address).not.toBe(standard[0]!.address)
    },
  )

  it.each([
    ['15', 'legal winner thank year wave sausage worth useful legal winner thank year wave sausage wise'],
    [
      '21',
      'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year viable',
    ],
  ])('%s words: the seed with passphrase TREZOR is BIP39 PBKDF2 of the phrase', (_, phrase) => {
    const root = HDNodeWallet.fromSeed(bip39Seed(phrase, 'TREZOR'))
    const [key] = deriveHdKeys({ mnemonic: phrase, passphrase: 'TREZOR', indexes: [1] })
    expect(key).toMatchObject({
      path: "m/44'/60'/0'/0/1",
      address: root.derivePath("m/44'/60'/0'/0/1").address,
    })
  })

  it('restores one account of a phrase with a passphrase and path', async () => {
    const [, phrase] = picked[0]!
    const restored = await restoreWalletFromMnemonic({
      mnemonic: phrase,
      passphrase: 'TREZOR',
      scheme: 'ledgerLive',
      index: 1,
      password: PASSWORD,
      ...cheap,
    })
    const expected = HDNodeWallet.fromSeed(`0x${picked[0]![2]}`).derivePath("m/44'/60'/1'/0/0")
    expect(restored.address).toBe(expected.address)
    expect((await decryptKeystore(restored.keystore, PASSWORD)).privateKey).toBe(expected.privateKey)
  })
})

describe('derivation paths', () => {
  it('formats the standard and the Ledger Live path of an index', () => {
    expect(formatDerivationPath('standard', 7)).toBe("m/44'/60'/0'/0/7")
    expect(formatDerivationPath('ledgerLive', 7)).toBe("m/44'/60'/7'/0/0")
    expect(parseDerivationScheme('ledger-live')).toBe('ledgerLive')
    expect(() => parseDerivationScheme("m/44'/60'/0'")).toThrow(/standard .* or ledger-live/)
    expect(() => formatDerivationPath('standard', -1)).toThrow(
      expect.objectContaining({ code: 'DERIVATION_INDEX_INVALID' }),
    )
  })
})

describe('encrypted phrase record', () => {
  it('opens with the password only and never holds the phrase in clear', async () => {
    const [, phrase] = picked[2]!
    const record = await encryptPhrase({
      mnemonic: phrase,
      passphrase: 'TREZOR',
      scheme: 'standard',
      password: PASSWORD,
      ...cheap,
    })
    const text = JSON.stringify(record)
    for (const word of new Set(phrase.split(' '))) expect(text).not.toContain(word)
    expect(text).not.toContain('TREZOR')
    expect(record).toMatchObject({ version: 1, scheme: 'standard', hasPassphrase: true })
    expect(await decryptPhrase(record, PASSWORD)).toEqual({ mnemonic: phrase, passphrase: 'TREZOR' })
    await expect(decryptPhrase(record, 'Wrong-pass-1!')).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    })
  })
})

describe('accounts of one phrase', () => {
  const [, phrase] = picked[4]!

  it('saves a phrase group and "Add account" derives the next index with the same password', async () => {
    const { accounts, storage } = await setup()
    const saved = await saveHdWallet({
      accounts,
      mnemonic: phrase,
      indexes: [0, 1, 3],
      password: PASSWORD,
      name: 'Main',
      ...cheap,
    })
    expect(saved.accounts.map((a) => [a.name, a.hd?.index, a.hd?.path])).toEqual([
      ['Main', 0, "m/44'/60'/0'/0/0"],
      ['Wallet 2', 1, "m/44'/60'/0'/0/1"],
      ['Wallet 3', 3, "m/44'/60'/0'/0/3"],
    ])
    await expect(
      addHdAccount({ accounts, phraseId: saved.phraseId, password: 'Wrong-pass-1!', ...cheap }),
    ).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
    })
    const added = await addHdAccount({ accounts, phraseId: saved.phraseId, password: PASSWORD, ...cheap })
    const [expected] = deriveHdKeys({ mnemonic: phrase, indexes: [4] })
    expect(added).toMatchObject({ address: expected!.address, hd: { phraseId: saved.phraseId, index: 4 } })
    expect((await decryptKeystore(added.keystore!, PASSWORD)).privateKey).toBe(expected!.privateKey)
    expect(listHdGroup(accounts.getState().accounts, saved.phraseId).map((a) => a.hd!.index)).toEqual([
      0, 1, 3, 4,
    ])
    // Nothing secret in storage in clear.
    const stored = JSON.stringify(await Promise.all((await storage.keys()).map((k) => storage.get(k))))
    expect(stored).not.toContain(phrase.split(' ').slice(0, 3).join(' '))
    expect(stored).not.toContain(expected!.privateKey.slice(2))
  })

  it('stores a wizard wallet with its first account made active in the same write (activate)', async () => {
    const { accounts, storage } = await setup()
    const wallet = await encryptHdWallet({ mnemonic: phrase, indexes: [0, 2], password: PASSWORD, ...cheap })
    const set = storage.set
    const writes: string[] = []
    storage.set = async (key, value) => {
      writes.push(key)
      return set(key, value)
    }
    const stored = await storeWizardWallet(accounts, wallet, undefined, { activate: true })
    expect(stored.map((a) => a.hd?.index)).toEqual([0, 2])
    expect(accounts.getActiveAccount()).toMatchObject({ address: wallet.address, type: 'keystore' })
    // The phrase record, then one list write per account: none only to select the first.
    expect(writes.filter((key) => key === 'accounts')).toHaveLength(2)
  })

  it('skips an index whose address is already a wallet, and drops the phrase with its last account', async () => {
    const { accounts } = await setup()
    const saved = await saveHdWallet({
      accounts,
      mnemonic: phrase,
      scheme: 'ledgerLive',
      password: PASSWORD,
      ...cheap,
    })
    const [one] = deriveHdKeys({ mnemonic: phrase, scheme: 'ledgerLive', indexes: [1] })
    const imported = await restoreWalletFromMnemonic({
      mnemonic: phrase,
      scheme: 'ledgerLive',
      index: 1,
      password: PASSWORD,
      ...cheap,
    })
    await accounts.addAccount({ address: imported.address, type: 'keystore', keystore: imported.keystore })
    expect(imported.address).toBe(one!.address)
    const added = await addHdAccount({ accounts, phraseId: saved.phraseId, password: PASSWORD, ...cheap })
    expect(added.hd).toMatchObject({ index: 2, path: "m/44'/60'/2'/0/0" })
    await accounts.removeAccount(added)
    expect(await accounts.phrases.get(saved.phraseId)).not.toBeNull()
    await accounts.removeAccount(saved.accounts[0]!)
    expect(await accounts.phrases.get(saved.phraseId)).toBeNull()
  })

  it('refuses a phrase whose account is already a keystore wallet before writing anything', async () => {
    const { accounts, storage } = await setup()
    await saveHdWallet({ accounts, mnemonic: phrase, password: PASSWORD, ...cheap })
    const before = await storage.keys()
    await expect(
      saveHdWallet({ accounts, mnemonic: phrase, password: PASSWORD, ...cheap }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_EXISTS',
    })
    expect(await storage.keys()).toEqual(before)
  })
})
