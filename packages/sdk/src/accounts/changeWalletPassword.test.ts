import { describe, expect, it } from 'vitest'
import { createKeystoreStore } from '../storage/createKeystoreStore.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { KeyValueStorage } from '../storage/types.js'
import { changeWalletPassword } from './changeWalletPassword.js'
import { createAccountsService } from './createAccountsService.js'
import { decryptPhrase } from './hd/encryptedPhrase.js'
import { saveHdWallet } from './hd/hdWallet.js'
import { decryptAccountKeystore } from './keystore/decryptAccountKeystore.js'
import { encryptKeystore } from './keystore/encryptKeystore.js'
import { revealWalletSecret } from './revealWalletSecret.js'

// A throwaway phrase and key for this test; they never hold funds.
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const KEY = `0x${'77'.repeat(32)}`
const OLD = 'Old-password-1!'
const NEW = 'New-password-2?'
const cheap = { scryptN: 16 }

const open = async (storage: KeyValueStorage) =>
  createAccountsService({ storage, keystores: createKeystoreStore(storage) })

/** Whether `password` opens an account the way signing does (its keystore, then the table). */
async function opens(storage: KeyValueStorage, address: string, password: string): Promise<boolean> {
  const accounts = await open(storage)
  const account = accounts.getState().accounts.find((a) => a.address === address)!
  return decryptAccountKeystore({ account, password, loadStoredKeystore: accounts.loadStoredKeystore }).then(
    () => true,
    () => false,
  )
}

/** Whether `password` opens every record of the wallet — the keystores in the list and the table, the phrase. */
async function opensEverything(storage: KeyValueStorage, password: string): Promise<boolean> {
  const accounts = await open(storage)
  const keystores = createKeystoreStore(storage)
  const checks: Promise<unknown>[] = []
  for (const account of accounts.getState().accounts) {
    checks.push(decryptAccountKeystore({ account, password }))
    checks.push(
      keystores
        .get(account.address)
        .then((k) =>
          decryptAccountKeystore({ account: { address: account.address, keystore: k! }, password }),
        ),
    )
  }
  for (const record of await accounts.phrases.list()) checks.push(decryptPhrase(record, password))
  return Promise.all(checks).then(
    () => true,
    () => false,
  )
}

/** Whether each stored record (keystores in the list and the table, phrases) opens with one of `passwords`. */
async function eachRecordOpensWithOneOf(storage: KeyValueStorage, passwords: string[]): Promise<boolean> {
  const accounts = await open(storage)
  const keystores = createKeystoreStore(storage)
  const any = (open: (password: string) => Promise<unknown>) =>
    Promise.any(passwords.map(open)).then(
      () => true,
      () => false,
    )
  const results: boolean[] = []
  for (const account of accounts.getState().accounts) {
    results.push(await any((password) => decryptAccountKeystore({ account, password })))
    const stored = await keystores.get(account.address)
    results.push(
      await any((password) =>
        decryptAccountKeystore({ account: { address: account.address, keystore: stored! }, password }),
      ),
    )
  }
  for (const record of await accounts.phrases.list())
    results.push(await any((password) => decryptPhrase(record, password)))
  return results.length > 0 && results.every(Boolean)
}

/** Memory storage that "dies" (throws) right after writing the n-th record whose key matches. */
function dyingStorage(match: RegExp, nth = 1) {
  const inner = createMemoryStorage()
  let armed = false
  let seen = 0
  const state = { fired: false }
  const storage: KeyValueStorage = {
    ...inner,
    get: inner.get,
    keys: inner.keys,
    remove: inner.remove,
    async set(key, value) {
      await inner.set(key, value)
      if (armed && match.test(key) && ++seen === nth) {
        armed = false
        state.fired = true
        throw new Error('killed after the write')
      }
    },
  }
  return { storage, state, arm: () => (armed = true) }
}

async function walletWithPhrase(storage: KeyValueStorage) {
  const accounts = await open(storage)
  const saved = await saveHdWallet({ accounts, mnemonic: PHRASE, indexes: [0, 1], password: OLD, ...cheap })
  return { accounts, saved }
}

describe('change password', () => {
  it('re-encrypts a single keystore wallet: the new password opens it, the old does not', async () => {
    const storage = createMemoryStorage()
    const accounts = await open(storage)
    const keystore = await encryptKeystore(KEY, OLD, cheap)
    const account = await accounts.addAccount({
      address: `0x${keystore.address}`,
      type: 'keystore',
      keystore,
    })
    const result = await changeWalletPassword({
      accounts,
      account,
      oldPassword: OLD,
      newPassword: NEW,
      ...cheap,
    })
    expect(result).toMatchObject({ phrase: false, accounts: [{ address: account.address }] })
    expect(await opensEverything(storage, NEW)).toBe(true)
    expect(await opens(storage, account.address, OLD)).toBe(false)
    expect(await storage.keys()).not.toContainEqual(expect.stringMatching(/pending/))
  })

  it('changes a phrase group as a whole: every keystore and the phrase', async () => {
    const storage = createMemoryStorage()
    const { accounts, saved } = await walletWithPhrase(storage)
    await changeWalletPassword({
      accounts,
      account: saved.accounts[1]!,
      oldPassword: OLD,
      newPassword: NEW,
      ...cheap,
    })
    expect(await opensEverything(storage, NEW)).toBe(true)
    expect(await opensEverything(storage, OLD)).toBe(false)
    const reloaded = await open(storage)
    const revealed = await revealWalletSecret({
      accounts: reloaded,
      account: saved.accounts[0]!,
      kind: 'phrase',
      password: NEW,
    })
    expect(revealed.secret).toBe(PHRASE)
  })

  it('changes nothing when the old password is wrong, and refuses a weak new one', async () => {
    const storage = createMemoryStorage()
    const { accounts, saved } = await walletWithPhrase(storage)
    const before = JSON.stringify(await Promise.all((await storage.keys()).sort().map((k) => storage.get(k))))
    await expect(
      changeWalletPassword({
        accounts,
        account: saved.accounts[0]!,
        oldPassword: 'Not-it-3#',
        newPassword: NEW,
        ...cheap,
      }),
    ).rejects.toMatchObject({ code: 'KEYSTORE_BAD_PASSWORD' })
    await expect(
      changeWalletPassword({
        accounts,
        account: saved.accounts[0]!,
        oldPassword: OLD,
        newPassword: 'weak',
        ...cheap,
      }),
    ).rejects.toMatchObject({ code: 'PASSWORD_WEAK' })
    expect(JSON.stringify(await Promise.all((await storage.keys()).sort().map((k) => storage.get(k))))).toBe(
      before,
    )
  })

  // Killed right after each write of the change: the side record, the account list, the table, the phrase side record.
  it.each([
    ['the new keystore is written beside the old', /^keystore-pending\./, 1, 'old'],
    ['the account list holds the new keystore', /^accounts$/, 2, 'new'],
    ['the table holds it too', /^keystore\./, 1, 'new'],
    // The keystores change before the phrase: they already open with the new password, the phrase with the old.
    ['the new phrase is written beside the old', /^phrase-pending\./, 1, 'new'],
  ] as const)(
    'killed after %s: one of the two passwords opens the keystore, and a retry finishes',
    async (_, match, nth, which) => {
      const { storage, arm, state } = dyingStorage(match, nth)
      const { accounts, saved } = await walletWithPhrase(storage)
      const address = saved.accounts[0]!.address
      arm()
      await expect(
        changeWalletPassword({
          accounts,
          account: saved.accounts[0]!,
          oldPassword: OLD,
          newPassword: NEW,
          ...cheap,
        }),
      ).rejects.toThrow()
      expect(state.fired).toBe(true)
      // A new process: the wallet loads from what was written.
      const afterOld = await opens(storage, address, OLD)
      const afterNew = await opens(storage, address, NEW)
      expect(afterOld || afterNew).toBe(true)
      expect(which === 'old' ? afterOld : afterNew).toBe(true)
      expect(await eachRecordOpensWithOneOf(storage, [OLD, NEW])).toBe(true)
      // Running the change again completes it.
      const reloaded = await open(storage)
      await changeWalletPassword({
        accounts: reloaded,
        account: saved.accounts[0]!,
        oldPassword: OLD,
        newPassword: NEW,
        ...cheap,
      })
      expect(await opensEverything(storage, NEW)).toBe(true)
      expect(await opens(storage, address, OLD)).toBe(false)
    },
  )
})

describe('reveal', () => {
  it('reveals the phrase or a key after the password only', async () => {
    const storage = createMemoryStorage()
    const { accounts, saved } = await walletWithPhrase(storage)
    await expect(
      revealWalletSecret({
        accounts,
        account: saved.accounts[1]!,
        kind: 'phrase',
        password: 'Wrong-pass-1!',
      }),
    ).rejects.toMatchObject({ code: 'KEYSTORE_BAD_PASSWORD', message: 'Bad keystore file or password.' })
    expect(
      await revealWalletSecret({ accounts, account: saved.accounts[1]!, kind: 'phrase', password: OLD }),
    ).toEqual({
      kind: 'phrase',
      secret: PHRASE,
      hasPassphrase: false,
      path: "m/44'/60'/0'/0/1",
    })
    const key = await revealWalletSecret({
      accounts,
      account: saved.accounts[1]!,
      kind: 'privateKey',
      password: OLD,
    })
    expect(key.secret).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('has no phrase for a wallet imported from a key', async () => {
    const accounts = await open(createMemoryStorage())
    const keystore = await encryptKeystore(KEY, OLD, cheap)
    const account = await accounts.addAccount({
      address: `0x${keystore.address}`,
      type: 'keystore',
      keystore,
    })
    await expect(
      revealWalletSecret({ accounts, account, kind: 'phrase', password: OLD }),
    ).rejects.toMatchObject({
      code: 'PHRASE_NOT_FOUND',
    })
    expect((await revealWalletSecret({ accounts, account, kind: 'privateKey', password: OLD })).secret).toBe(
      KEY,
    )
  })
})
