// The keystore's KDF started at start-up (docs/behaviour/signing.md#unlocking-in-the-cli): started only when the
// command line says the command will sign without asking, for the keystore that will sign, and taken once, for
// exactly its inputs, by the SDK's unlock.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decryptKeystore, encryptKeystore } from '@ftm-wallet/sdk'
import { registerNodeScrypt, setEarlyScrypt } from '@ftm-wallet/sdk/node'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startEarlyKdf, takeEarlyKey } from './earlyKdf.js'

const PASSWORD = 'Early-Kdf-Pass-7'
// Throwaway keys made for this test; they never hold funds.
const KEY = `0x${'5a'.repeat(32)}`
const OTHER_KEY = `0x${'6b'.repeat(32)}`
const home = mkdtempSync(join(tmpdir(), 'ftm-early-kdf-'))
const dir = join(home, 'ftm-wallet')
const env = { XDG_CONFIG_HOME: home }
const passwordFile = join(home, 'pw.txt')

const keystore = await encryptKeystore(KEY, PASSWORD, { scryptN: 2 ** 10 })
const other = await encryptKeystore(OTHER_KEY, PASSWORD, { scryptN: 2 ** 10 })
const address = `0x${keystore.address}`
const otherAddress = `0x${other.address}`
{
  mkdirSync(dir, { recursive: true })
  writeFileSync(passwordFile, `${PASSWORD}\n`)
  const accounts = [address, otherAddress].map((a) => ({ address: a, type: 'keystore' }))
  writeFileSync(
    join(dir, 'accounts.json'),
    JSON.stringify({ version: 1, data: { accounts, active: { address, type: 'keystore' } } }),
  )
  writeFileSync(join(dir, `keystore.${address}.json`), JSON.stringify(keystore))
  writeFileSync(join(dir, `keystore.${otherAddress}.json`), JSON.stringify(other))
}

/** How many times the unlock took the key derived ahead while decrypting `store` with `password`. */
async function unlock(store: typeof keystore, password: string): Promise<{ key: string; taken: number }> {
  let taken = 0
  registerNodeScrypt()
  setEarlyScrypt((...inputs) => {
    const early = takeEarlyKey(...inputs)
    if (early) taken += 1
    return early
  })
  const { privateKey } = await decryptKeystore(store, password)
  return { key: privateKey, taken }
}

const send = ['send', '--to', otherAddress, '--amount', '1', '--yes', '--password-file', passwordFile]

afterEach(() => setEarlyScrypt(undefined))
afterAll(() => rmSync(home, { recursive: true, force: true }))

describe('the KDF started at start-up', () => {
  it("derives the active wallet's key once, and the unlock takes it (the password file's newline dropped)", async () => {
    startEarlyKdf(send, env)
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 1 })
    // Taken once: a second unlock derives the key itself.
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 0 })
  })

  it('derives the key of the wallet named by address in --account or FTM_ACCOUNT', async () => {
    startEarlyKdf([...send, '--account', otherAddress], env)
    expect(await unlock(other, PASSWORD)).toEqual({ key: OTHER_KEY, taken: 1 })
    startEarlyKdf(send, { ...env, FTM_ACCOUNT: otherAddress })
    expect(await unlock(other, PASSWORD)).toEqual({ key: OTHER_KEY, taken: 1 })
  })

  it('finds the command after global options (`--api URL send`) and takes -y for --yes', async () => {
    startEarlyKdf(['--api', 'http://127.0.0.1:1/api', '--json', ...send], env)
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 1 })
    startEarlyKdf(['--network=devnet', ...send.map((a) => (a === '--yes' ? '-y' : a))], env)
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 1 })
  })

  it('derives the key of a --keystore file, with FTM_PASSWORD', async () => {
    const file = join(home, 'outside.json')
    writeFileSync(file, JSON.stringify(other))
    startEarlyKdf(['send', '--yes', '--keystore', file], { ...env, FTM_PASSWORD: PASSWORD })
    expect(await unlock(other, PASSWORD)).toEqual({ key: OTHER_KEY, taken: 1 })
  })

  it('is not taken for another keystore or another password: the unlock derives (and refuses) as ever', async () => {
    startEarlyKdf(send, env)
    expect(await unlock(other, PASSWORD)).toEqual({ key: OTHER_KEY, taken: 0 })
    await expect(unlock(keystore, 'Wrong-Pass-8')).rejects.toThrow()
    // The early key is still there for its own inputs.
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 1 })
  })

  it.each([
    ['without --yes', send.filter((a) => a !== '--yes')],
    ['with --dry-run', [...send, '--dry-run']],
    ['with --sign-only', [...send, '--sign-only']],
    ['for help', [...send, '--help']],
    ['for a command that does not sign', ['balance', '--yes', '--password-file', passwordFile]],
    [
      'for a command that does not sign after a global value naming one',
      ['--account', 'send', 'balance', '--yes', '--password-file', passwordFile],
    ],
    ['for a wallet named by its name', [...send, '--account', 'Wallet 2']],
    ['without a password', ['send', '--yes']],
    ['for a password file that does not exist', ['send', '--yes', '--password-file', join(home, 'none')]],
  ])('starts nothing %s', async (_, argv) => {
    startEarlyKdf(argv, env)
    expect(await unlock(keystore, PASSWORD)).toEqual({ key: KEY, taken: 0 })
  })
})
