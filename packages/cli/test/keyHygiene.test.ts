// Key hygiene at import (docs/behaviour/key-hygiene.md): `ftm wallet restore` refuses a publicly known key off the
// devnet (exit 2, nothing written), allows it on the devnet with a warning, and re-encrypts a weak keystore file.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { decryptKeystore, encryptKeystore } from '@ftm-wallet/sdk'
import { HDNodeWallet, Wallet } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createHome, expectOk, ftm, PASSWORD, snapshotConfigDir } from './ftm.js'

const anvil0 = HDNodeWallet.fromPhrase('test test test test test test test test test test test junk')
const REFUSED =
  'This key is publicly known (account #0 of the anvil/hardhat/foundry test phrase): anyone can take what is sent to it, so it can only be imported on the devnet.'

let home: string
let passwordFile: string
let keyFile: string

beforeAll(async () => {
  ;({ home, passwordFile } = await createHome('hygiene'))
  keyFile = join(home, 'anvil0.txt')
  await writeFile(keyFile, `${anvil0.privateKey}\n`, { mode: 0o600 })
})

/** The stored keystore of an address (the wallet's keystore files, searched by content). */
async function storedKeystore(address: string) {
  const dir = join(home, 'ftm-wallet')
  const found: Record<string, unknown>[] = []
  const walk = async (path: string): Promise<void> => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const full = join(path, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name.endsWith('.json')) {
        const json = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>
        if (String(json.address).toLowerCase() === address.slice(2).toLowerCase() && json.crypto)
          found.push(json)
      }
    }
  }
  await walk(dir)
  return found[0]
}

describe('ftm wallet restore: publicly known keys', () => {
  it('refuses anvil account #0 on the mainnet preset: exit 2, the one message, nothing written', async () => {
    const before = await snapshotConfigDir(home)
    const run = await ftm(
      { home },
      '--network',
      'mainnet',
      'wallet',
      'restore',
      '--private-key-file',
      keyFile,
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(REFUSED)
    expect(run.stderr).not.toContain(anvil0.privateKey.slice(2))
    expect(await snapshotConfigDir(home)).toEqual(before)
  })

  it('--json on the testnet: exit 2 with the code', async () => {
    const run = await ftm(
      { home },
      '--network',
      'testnet',
      '--json',
      'wallet',
      'restore',
      '--private-key-file',
      keyFile,
      '--password-file',
      passwordFile,
    )
    expect(run.status).toBe(2)
    expect(`${run.stdout}${run.stderr}`).toContain('KEY_PUBLICLY_KNOWN')
  })

  it('refuses the anvil/hardhat/foundry test phrase on the mainnet preset before a password is asked', async () => {
    const phraseFile = join(home, 'anvil-phrase.txt')
    await writeFile(phraseFile, 'test test test test test test test test test test test junk\n', {
      mode: 0o600,
    })
    const before = await snapshotConfigDir(home)
    const run = await ftm(
      { home },
      '--network',
      'mainnet',
      'wallet',
      'restore',
      '--mnemonic-file',
      phraseFile,
      '--no-discover',
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(REFUSED)
    expect(await snapshotConfigDir(home)).toEqual(before)
  })

  it('restores it on the devnet with the warning', async () => {
    const run = expectOk(
      await ftm(
        { home },
        '--network',
        'devnet',
        'wallet',
        'restore',
        '--private-key-file',
        keyFile,
        '--password-file',
        passwordFile,
      ),
    )
    expect(run.stderr).toContain(
      'This key is publicly known (account #0 of the anvil/hardhat/foundry test phrase): use it on the devnet only, never for real funds.',
    )
    expect(run.stdout).toContain(anvil0.address)
  })
})

describe('ftm wallet restore: weak keystore files', () => {
  it('stores a keystore at scrypt n = 2^10 re-encrypted at n = 2^17, same password, and says so', async () => {
    const wallet = Wallet.createRandom()
    const weak = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
    const file = join(home, 'weak.json')
    await writeFile(file, JSON.stringify(weak))
    const run = expectOk(
      await ftm({ home }, '--json', 'wallet', 'restore', '--keystore', file, '--password-file', passwordFile),
    )
    expect(run.json<{ notices: { code: string }[] }>().notices).toEqual([
      expect.objectContaining({ code: 'KEYSTORE_REENCRYPTED' }),
    ])
    expect(run.stderr).toContain(
      'This keystore was protected by a weak key derivation (scrypt n = 1024); it was re-encrypted with scrypt n = 131072 under the same password.',
    )
    const stored = await storedKeystore(wallet.address)
    expect(stored).toBeDefined()
    expect((stored?.crypto as { kdfparams: { n: number } } | undefined)?.kdfparams.n).toBe(2 ** 17)
    expect((await decryptKeystore(stored as never, PASSWORD)).address).toBe(wallet.address)
  })
})
