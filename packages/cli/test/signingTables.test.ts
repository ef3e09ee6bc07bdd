// The CLI sizes the curve generator's table itself (src/tx/signingTables.ts, docs/behaviour/signing.md#unlocking-in-the-cli).
// That only works on the copy of @noble/curves that ethers signs with: the built bundles must hold one copy of it.
// And signatures made with the smaller table are the same signatures: a transaction signed after the warm-up
// recovers to its signer, and a keystore decrypted after it (the warm-up also loads Web Crypto's AES-CTR and signs once
// with the public scalar 1) gives back its key.
import { readdir, readFile, realpath } from 'node:fs/promises'
import { join } from 'node:path'
import { decryptKeystore, encryptKeystore } from '@ftm-wallet/sdk'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Transaction, Wallet } from 'ethers'
import { describe, expect, it, vi } from 'vitest'
import { SIGNING_TABLE_WINDOW, warmUpSigning } from '../src/tx/signingTables.js'

const dist = new URL('../dist/', import.meta.url)

/** The window the curve library keeps on its generator point (a field it does not type). */
const windowOfGenerator = () =>
  (secp256k1.ProjectivePoint.BASE as unknown as { _WINDOW_SIZE?: number })._WINDOW_SIZE

/** The @noble/curves secp256k1 modules a built file was made from (its source map's sources, as absolute paths). */
async function curveCopies(file: string): Promise<string[]> {
  const map = JSON.parse(await readFile(new URL(`${file}.map`, dist), 'utf8')) as { sources: string[] }
  return map.sources
    .filter((source) => /@noble\/curves\/src\/secp256k1\.ts$/.test(source))
    .map((source) => new URL(source, new URL(file, dist)).pathname)
}

describe('the signature’s curve tables', () => {
  it('are built with the CLI’s window, and what is signed after recovers to the signer', async () => {
    warmUpSigning()
    expect(windowOfGenerator()).toBe(SIGNING_TABLE_WINDOW)
    const wallet = Wallet.createRandom()
    const raw = await wallet.signTransaction({
      to: '0x000000000000000000000000000000000000bEEF',
      value: 10n ** 16n,
      gasLimit: 21_000n,
      gasPrice: 10n ** 9n,
      nonce: 0,
      chainId: 4003n,
      type: 0,
    })
    const signed = Transaction.from(raw)
    expect(signed.from).toBe(wallet.address)
    expect(windowOfGenerator()).toBe(SIGNING_TABLE_WINDOW)
    warmUpSigning() // again, as runFlow may after send did: nothing changes
    const keystore = await encryptKeystore(wallet.privateKey, 'Warm-up!pass1', { scryptN: 2 ** 4 })
    expect(await decryptKeystore(keystore, 'Warm-up!pass1')).toEqual({
      address: wallet.address,
      privateKey: wallet.privateKey,
    })
    expect(windowOfGenerator()).toBe(SIGNING_TABLE_WINDOW)
  })

  it('are warmed once per process, however often a command asks (send, then runFlow)', async () => {
    vi.resetModules()
    const { warmUpSigning: fresh } = await import('../src/tx/signingTables.js')
    const { SigningKey } = await import('ethers')
    const publicKeys = vi.spyOn(SigningKey, 'computePublicKey')
    const signatures = vi.spyOn(SigningKey.prototype, 'sign')
    try {
      fresh()
      fresh()
      fresh()
      expect(publicKeys).toHaveBeenCalledTimes(1)
      expect(signatures).toHaveBeenCalledTimes(1)
    } finally {
      publicKeys.mockRestore()
      signatures.mockRestore()
    }
  })

  it('come from the one copy of @noble/curves in the built CLI, the version ethers uses', async () => {
    const send = await curveCopies('fast/send.cjs')
    expect(send).toHaveLength(1)
    // The main build's chunks (commander's path) hold that same one.
    const mains = (await readdir(dist)).filter((name) => name.endsWith('.js'))
    const inMain = new Set((await Promise.all(mains.map(curveCopies))).flat())
    expect([...inMain]).toEqual(send)
    // The CLI's own import resolves to the version ethers depends on (pinned alike in package.json).
    const packageOf = async (dir: string) =>
      JSON.parse(await readFile(join(await realpath(dir), 'package.json'), 'utf8')) as {
        version: string
        dependencies: Record<string, string>
      }
    const modules = new URL('../node_modules/', import.meta.url).pathname
    const curves = await packageOf(join(modules, '@noble/curves'))
    const ethers = await packageOf(join(modules, 'ethers'))
    expect(ethers.dependencies['@noble/curves']).toBe(curves.version)
    expect(send[0]).toContain(`@noble+curves@${curves.version}/`)
  })
})
