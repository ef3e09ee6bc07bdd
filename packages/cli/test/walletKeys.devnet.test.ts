// Accounts of one phrase and keys over time, driven as a script would: restore with discovery on the run's devnet,
// add-account, password change, reveal (and its refusal to print to a pipe).
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { deriveHdKeys } from '@ftm-wallet/sdk'
import { Mnemonic, randomBytes } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { control, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
// A fresh phrase per run (devnet funds only).
const mnemonic = Mnemonic.fromEntropy(randomBytes(20)).phrase // 15 words
const keys = deriveHdKeys({ mnemonic, indexes: [0, 1, 2, 3] })
const NEW_PASSWORD = 'Battery-Staple-7?'

let home: string
let passwordFile: string
let phraseFile: string
let newPasswordFile: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', devnet.apiUrl, ...args)

interface Restored {
  accounts: { address: string; name: string; path: string }[]
  activityFound: boolean | null
  message: string | null
  scanned: number
}

describe('phrase wallets in the CLI', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('keys'))
    phraseFile = join(home, 'phrase.txt')
    newPasswordFile = join(home, 'new-password.txt')
    await writeFile(phraseFile, `${mnemonic}\n`, { mode: 0o600 })
    await writeFile(newPasswordFile, `${NEW_PASSWORD}\n`, { mode: 0o600 })
    await control(devnet.url, 'faucet', { address: keys[0]!.address, amount: 3 })
    await control(devnet.url, 'faucet', { address: keys[2]!.address, amount: 1 })
  })

  it('restores a 15-word phrase with the accounts it finds on the network (0 and 2), with their paths', async () => {
    const run = expectOk(
      await ftm(
        'wallet',
        'restore',
        '--mnemonic-file',
        phraseFile,
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const restored = run.json<Restored>()
    expect(restored.accounts.map((a) => [a.address, a.path])).toEqual([
      [keys[0]!.address, "m/44'/60'/0'/0/0"],
      [keys[2]!.address, "m/44'/60'/0'/0/2"],
    ])
    expect(restored).toMatchObject({ activityFound: true, message: null, scanned: 8 })
    expect(run.stdout + run.stderr).not.toContain(mnemonic.split(' ').slice(0, 4).join(' '))
  })

  it('accepts a passphrase that opens an empty wallet, and says no activity was found', async () => {
    const passphraseFile = join(home, 'passphrase.txt')
    await writeFile(passphraseFile, 'hidden wallet\n', { mode: 0o600 })
    const run = expectOk(
      await ftm(
        'wallet',
        'restore',
        '--mnemonic-file',
        phraseFile,
        '--passphrase-file',
        passphraseFile,
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const restored = run.json<Restored>()
    const [hidden] = deriveHdKeys({ mnemonic, passphrase: 'hidden wallet', indexes: [0] })
    expect(restored).toMatchObject({ activityFound: false, message: 'No activity found', scanned: 5 })
    expect(restored.accounts.map((a) => a.address)).toEqual([hidden!.address])
    const human = await ftm('wallet', 'list')
    expect(human.stdout).toContain("m/44'/60'/0'/0/2")
    expect(human.stdout).toMatch(/phrase 1[\s\S]*phrase 1[\s\S]*phrase 2/)
  })

  it('names a word that is not in the list and its position', async () => {
    const typo = join(home, 'typo.txt')
    await writeFile(
      typo,
      mnemonic
        .split(' ')
        .map((w, i) => (i === 6 ? 'walletz' : w))
        .join(' '),
    )
    const run = await ftm('wallet', 'restore', '--mnemonic-file', typo, '--password-file', passwordFile)
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Word 7 ("walletz") is not in the BIP39 English word list')
  })

  it('adds the next account of the phrase (index 3, after 0 and 2)', async () => {
    const run = expectOk(
      await ftm(
        'wallet',
        'add-account',
        keys[0]!.address,
        '--password-file',
        passwordFile,
        '--name',
        'Third',
        '--json',
      ),
    )
    expect(run.json()).toMatchObject({
      address: keys[3]!.address,
      name: 'Third',
      index: 3,
      path: "m/44'/60'/0'/0/3",
    })
  })

  it('refuses to print a secret to a pipe without --output, before asking for anything', async () => {
    const run = await ftm(
      'wallet',
      'reveal',
      keys[0]!.address,
      '--phrase',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Refusing to print a secret to something that is not a terminal')
    expect(run.stderr).toContain('--output FILE')
    expect(run.stdout).toBe('')
  })

  it('changes the password of the whole phrase wallet: the new one reveals, the old one no longer opens', async () => {
    const changed = expectOk(
      await ftm(
        'wallet',
        'password',
        keys[2]!.address,
        '--password-file',
        passwordFile,
        '--new-password-file',
        newPasswordFile,
        '--json',
      ),
    )
    expect(changed.json()).toMatchObject({
      ok: true,
      phrase: true,
      wallets: [keys[0]!.address, keys[2]!.address, keys[3]!.address],
    })

    const old = await ftm(
      'wallet',
      'reveal',
      keys[3]!.address,
      '--phrase',
      '--yes',
      '--password-file',
      passwordFile,
      '--output',
      join(home, 'old.txt'),
    )
    expect(old.status).toBe(4)
    expect(old.stderr).toContain('Bad keystore file or password.')

    const out = join(home, 'revealed.txt')
    expectOk(
      await ftm(
        'wallet',
        'reveal',
        keys[3]!.address,
        '--phrase',
        '--yes',
        '--password-file',
        newPasswordFile,
        '--output',
        out,
      ),
    )
    expect(await readFile(out, 'utf8')).toBe(`${mnemonic}\n`)
    expect((await stat(out)).mode & 0o777).toBe(0o600)

    const keyOut = join(home, 'key.txt')
    expectOk(
      await ftm(
        'wallet',
        'reveal',
        keys[2]!.address,
        '--private-key',
        '--yes',
        '--password-file',
        newPasswordFile,
        '--output',
        keyOut,
      ),
    )
    expect((await readFile(keyOut, 'utf8')).trim()).toBe(keys[2]!.privateKey)
  })

  it('a created wallet keeps its phrase: reveal gives back the words written at creation', async () => {
    const created = join(home, 'created.txt')
    const run = expectOk(
      await ftm('wallet', 'create', '--password-file', passwordFile, '--mnemonic-out', created, '--json'),
    )
    const { address, path } = run.json<{ address: string; path: string }>()
    expect(path).toBe("m/44'/60'/0'/0/0")
    const out = join(home, 'created-revealed.txt')
    expectOk(
      await ftm(
        'wallet',
        'reveal',
        address,
        '--phrase',
        '--yes',
        '--password-file',
        passwordFile,
        '--output',
        out,
      ),
    )
    expect(await readFile(out, 'utf8')).toBe(await readFile(created, 'utf8'))
  })
})
