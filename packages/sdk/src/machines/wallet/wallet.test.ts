import { HDNodeWallet, Wallet } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { deriveHdKeys } from '../../accounts/hd/deriveHdKeys.js'
import type { HdDiscovery } from '../../accounts/hd/discoverHdAccounts.js'
import { decryptPhrase } from '../../accounts/hd/encryptedPhrase.js'
import { decryptKeystore } from '../../accounts/keystore/decryptKeystore.js'
import { encryptKeystore } from '../../accounts/keystore/encryptKeystore.js'
import type { WizardWallet } from '../../accounts/types.js'
import { devnet, mainnet } from '../../constants/networks.js'
import { registerNodeScrypt } from '../../node/registerNodeScrypt.js'
import { createWalletMachine } from './createWalletMachine.js'
import { restoreWalletMachine } from './restoreWalletMachine.js'
import { shuffleWords } from './rules.js'
import type { SaveWallet } from './types.js'

const PASSWORD = 'Correct-Horse-9'
const N = 2 ** 4

function createSaver() {
  const saved: WizardWallet[] = []
  return { saved, save: async (wallet: WizardWallet) => void saved.push(wallet) }
}

/** Picks the words in order (indexes into the shuffled list, each word's first free copy). */
function pickInOrder(words: readonly string[], shuffled: readonly string[]): number[] {
  const used = new Set<number>()
  return words.map((word) => {
    const index = shuffled.findIndex((candidate, i) => candidate === word && !used.has(i))
    used.add(index)
    return index
  })
}

async function createThroughStep2(save = createSaver().save) {
  const actor = createActor(createWalletMachine, { input: { save, scryptN: N } }).start()
  actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
  await waitFor(actor, (s) => s.matches('mnemonic'))
  return actor
}

describe('shuffleWords', () => {
  it('keeps every word and follows the random source', () => {
    const words = ['a', 'b', 'c', 'd']
    expect(shuffleWords(words, () => 0)).toEqual(['b', 'c', 'd', 'a'])
    expect(shuffleWords(words, () => 0.999).sort()).toEqual(words)
  })
})

describe('createWalletMachine (4 steps)', () => {
  it('creates, shows the phrase, verifies the order, saves and succeeds', async () => {
    const { saved, save } = createSaver()
    const actor = await createThroughStep2(save)
    const step2 = actor.getSnapshot().context
    expect([step2.step, step2.words.length, step2.privateKey?.length]).toEqual([2, 24, 66])
    const words = [...step2.words]
    actor.send({ type: 'NEXT' })
    const step3 = actor.getSnapshot().context
    expect([step3.step, step3.privateKey, [...step3.shuffled].sort()]).toEqual([3, null, [...words].sort()])
    for (const index of pickInOrder(words, step3.shuffled)) actor.send({ type: 'PICK', index })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'VERIFY' })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context).toMatchObject({ step: 4, words: [], shuffled: [], picked: [], privateKey: null })
    expect(saved).toHaveLength(1)
    expect(saved[0]?.address).toBe(done.context.address)
    expect((await decryptKeystore(saved[0]!.keystore, PASSWORD)).address).toBe(done.context.address)
  })

  it("shows 'Incorrect mnemonic phrase order.' at once and lets the word be removed again", async () => {
    const actor = await createThroughStep2()
    actor.send({ type: 'NEXT' })
    const { words, shuffled } = actor.getSnapshot().context
    const order = pickInOrder(words, shuffled)
    const wrong = shuffled.findIndex((word) => word !== words[0])
    actor.send({ type: 'PICK', index: wrong })
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'MNEMONIC_ORDER_INCORRECT',
      message: 'Incorrect mnemonic phrase order.',
    })
    actor.send({ type: 'VERIFY' })
    expect(actor.getSnapshot().value).toBe('verify')
    actor.send({ type: 'UNPICK', index: 0 })
    expect(actor.getSnapshot().context).toMatchObject({ picked: [], error: null })
    actor.send({ type: 'PICK', index: order[0]! })
    actor.send({ type: 'PICK', index: order[0]! })
    expect(actor.getSnapshot().context.picked).toEqual([order[0]])
  })

  it('refuses a weak password or a different re-entry with the spec message', () => {
    const actor = createActor(createWalletMachine, {
      input: { save: createSaver().save, scryptN: N },
    }).start()
    actor.send({ type: 'SUBMIT', password: 'short', confirmation: 'short' })
    expect(actor.getSnapshot().context.error?.message).toMatch(/^Make sure to enter at least 8/)
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: 'Other-Horse-9' })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'password',
      context: { error: { message: 'The entered password does not match' } },
    })
  })

  it('returns to verification with the error when saving fails', async () => {
    const failing = async () => {
      throw new Error('disk full')
    }
    const actor = await createThroughStep2(failing)
    actor.send({ type: 'NEXT' })
    const { words, shuffled } = actor.getSnapshot().context
    for (const index of pickInOrder(words, shuffled)) actor.send({ type: 'PICK', index })
    actor.send({ type: 'VERIFY' })
    const back = await waitFor(actor, (s) => s.matches('verify') && s.context.error !== null)
    expect(back.context.error?.message).toBe('disk full')
  })

  it('CANCEL (closing the window) resets to step 1 and clears every secret', async () => {
    const actor = await createThroughStep2()
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'password',
      context: { step: 1, words: [], privateKey: null, keystore: null, address: null },
    })
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(PASSWORD)
  })
})

describe('restoreWalletMachine', () => {
  const wallet = Wallet.createRandom()
  const phrase = wallet.mnemonic?.phrase ?? ''

  // A weak keystore is re-encrypted at scrypt n = 2^17 when restored: native scrypt keeps that quick here.
  beforeAll(() => {
    registerNodeScrypt()
  })

  it('restores a keystore in 2 steps and stores it as uploaded when its KDF is strong', async () => {
    const { saved, save } = createSaver()
    const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 17 })
    const actor = createActor(restoreWalletMachine, { input: { save } }).start()
    actor.send({ type: 'SUBMIT', method: 'keystore', keystore: JSON.stringify(keystore), password: PASSWORD })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context).toMatchObject({ step: 2, stepCount: 2, address: wallet.address, notices: [] })
    expect(saved[0]?.keystore).toEqual(keystore)
  })

  it('stores a weak keystore re-encrypted at scrypt n = 2^17 and tells the user', async () => {
    const { saved, save } = createSaver()
    const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
    const actor = createActor(restoreWalletMachine, { input: { save } }).start()
    actor.send({ type: 'SUBMIT', method: 'keystore', keystore, password: PASSWORD })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context.notices).toEqual([expect.objectContaining({ code: 'KEYSTORE_REENCRYPTED' })])
    expect(saved[0]?.keystore.crypto?.kdfparams.n).toBe(2 ** 17)
    expect((await decryptKeystore(saved[0]!.keystore, PASSWORD)).address).toBe(wallet.address)
  })

  it('refuses anvil account #0 on mainnet and restores it on the devnet with a warning', async () => {
    const anvil0 = HDNodeWallet.fromPhrase('test test test test test test test test test test test junk')
    const refused = createActor(restoreWalletMachine, {
      input: { save: createSaver().save, scryptN: N, chainId: mainnet.chainId },
    }).start()
    refused.send({ type: 'SUBMIT', method: 'privateKey', privateKey: anvil0.privateKey })
    refused.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    const back = await waitFor(refused, (s) => s.matches('password') && s.context.error !== null)
    expect(back.context.error?.code).toBe('KEY_PUBLICLY_KNOWN')

    const { saved, save } = createSaver()
    const allowed = createActor(restoreWalletMachine, {
      input: { save, scryptN: N, chainId: devnet.chainId },
    }).start()
    allowed.send({ type: 'SUBMIT', method: 'privateKey', privateKey: anvil0.privateKey })
    allowed.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    const done = await waitFor(allowed, (s) => s.matches('success'))
    expect(done.context.notices).toEqual([expect.objectContaining({ code: 'KEY_PUBLICLY_KNOWN' })])
    expect(saved[0]?.address).toBe(anvil0.address)
  })

  it('restores a phrase in 3 steps under a new password', async () => {
    const { saved, save } = createSaver()
    const actor = createActor(restoreWalletMachine, { input: { save, scryptN: N } }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: `  ${phrase.toUpperCase()} ` })
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, stepCount: 3, method: 'mnemonic' })
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context).toMatchObject({ step: 3, secret: null, address: wallet.address })
    expect((await decryptKeystore(saved[0]!.keystore, PASSWORD)).address).toBe(wallet.address)
  })

  it('restores a private key in 3 steps', async () => {
    const { save } = createSaver()
    const actor = createActor(restoreWalletMachine, { input: { save, scryptN: N } }).start()
    actor.send({ type: 'SUBMIT', method: 'privateKey', privateKey: wallet.privateKey.slice(2) })
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    expect((await waitFor(actor, (s) => s.matches('success'))).context.address).toBe(wallet.address)
  })

  it("rejects a wrong keystore password with 'Bad keystore file or password.' and stays on step 1", async () => {
    const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: N })
    const actor = createActor(restoreWalletMachine, { input: { save: createSaver().save } }).start()
    actor.send({ type: 'SUBMIT', method: 'keystore', keystore, password: 'Wrong-Horse-9' })
    const back = await waitFor(actor, (s) => s.matches('source') && s.context.error !== null)
    expect(back.context.error).toEqual({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    })
  })

  it('refuses an address that is already a keystore account on step 1, before a password is asked', () => {
    let accounts: { address: string; type: 'keystore' | 'ledger' }[] = [
      { address: wallet.address.toLowerCase(), type: 'keystore' },
    ]
    const actor = createActor(restoreWalletMachine, {
      input: { save: createSaver().save, scryptN: N, getAccounts: () => accounts },
    }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: phrase })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'source',
      context: {
        step: 1,
        secret: null,
        error: { code: 'ACCOUNT_EXISTS', message: 'An account with this address already exist' },
      },
    })
    actor.send({ type: 'SUBMIT', method: 'privateKey', privateKey: wallet.privateKey })
    expect(actor.getSnapshot().context.error?.code).toBe('ACCOUNT_EXISTS')
    // Another type of account at the address does not block a keystore restore.
    accounts = [{ address: wallet.address, type: 'ledger' }]
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: phrase })
    expect(actor.getSnapshot()).toMatchObject({ value: 'password', context: { error: null } })
  })

  it('refuses the address on the password step when it became an account meanwhile', async () => {
    let accounts: { address: string; type: 'keystore' }[] = []
    const actor = createActor(restoreWalletMachine, {
      input: { save: createSaver().save, scryptN: N, getAccounts: () => accounts },
    }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: phrase })
    accounts = [{ address: wallet.address, type: 'keystore' }]
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    const back = await waitFor(actor, (s) => s.matches('password') && s.context.error !== null)
    expect(back.context.error?.message).toBe('An account with this address already exist')
  })

  it('refuses an invalid phrase on step 1', () => {
    const actor = createActor(restoreWalletMachine, { input: { save: createSaver().save } }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: 'one two three' })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'source',
      context: { error: { code: 'MNEMONIC_INVALID' } },
    })
  })

  it('CANCEL resets to the tabs and forgets the typed phrase', () => {
    const actor = createActor(restoreWalletMachine, { input: { save: createSaver().save } }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: phrase })
    expect(actor.getSnapshot().context.secret).toBe(phrase)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'source', context: { secret: null, step: 1 } })
  })

  it('lets the save actor be swapped (machine.provide)', async () => {
    let stored = ''
    const machine = restoreWalletMachine.provide({
      actors: {
        saveWallet: fromPromise<unknown, { save: SaveWallet; wallet: WizardWallet }>(async ({ input }) => {
          stored = input.wallet.address
        }),
      },
    })
    const actor = createActor(machine, { input: { save: createSaver().save, scryptN: N } }).start()
    actor.send({ type: 'SUBMIT', method: 'privateKey', privateKey: wallet.privateKey })
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    await waitFor(actor, (s) => s.matches('success'))
    expect(stored).toBe(wallet.address)
  })

  it('restores a phrase with a passphrase and the Ledger Live path: the accounts discovery found, one phrase record', async () => {
    const twelve = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
    const keys = deriveHdKeys({
      mnemonic: twelve,
      passphrase: 'TREZOR',
      scheme: 'ledgerLive',
      indexes: [0, 2],
    })
    const asked: unknown[] = []
    const discover = async (parameters: unknown): Promise<HdDiscovery> => {
      asked.push(parameters)
      return {
        accounts: keys.map(({ index, path, address }) => ({ index, path, address })),
        activityFound: true,
        message: null,
        scanned: 7,
      }
    }
    const { saved, save } = createSaver()
    const actor = createActor(restoreWalletMachine, { input: { save, scryptN: N, discover } }).start()
    actor.send({
      type: 'SUBMIT',
      method: 'mnemonic',
      mnemonic: twelve,
      passphrase: 'TREZOR',
      scheme: 'ledgerLive',
    })
    actor.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    await waitFor(actor, (s) => s.matches('success'))
    expect(asked).toEqual([{ mnemonic: twelve, passphrase: 'TREZOR', scheme: 'ledgerLive' }])
    const [wallet] = saved
    expect(wallet).toMatchObject({
      address: keys[0]!.address,
      hd: { index: 0, path: "m/44'/60'/0'/0/0" },
      others: [{ address: keys[1]!.address, hd: { index: 2, path: "m/44'/60'/2'/0/0" } }],
      discovery: { activityFound: true, message: null, scanned: 7 },
    })
    expect(await decryptPhrase(wallet!.phrase!, PASSWORD)).toEqual({ mnemonic: twelve, passphrase: 'TREZOR' })
    expect(actor.getSnapshot().context).toMatchObject({ secret: null, passphrase: null })
  })

  it('refuses a passphrase that is too long on the phrase step', () => {
    const actor = createActor(restoreWalletMachine, { input: { save: createSaver().save } }).start()
    actor.send({ type: 'SUBMIT', method: 'mnemonic', mnemonic: phrase, passphrase: 'x'.repeat(257) })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'source',
      context: { error: { code: 'PASSPHRASE_INVALID' } },
    })
  })
})
