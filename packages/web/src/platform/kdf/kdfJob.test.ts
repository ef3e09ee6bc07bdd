// @vitest-environment node
import { hexlify, pbkdf2, scrypt } from 'ethers'
import { describe, expect, it } from 'vitest'
import { runKdfJob } from './kdfJob.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

// The KDF worker's jobs give what ethers' own scrypt and pbkdf2 give (and RFC 7914's published vector), so the
// registered implementations change where keys are derived, never which key.
describe('KDF worker jobs (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page)', () => {
  it("scrypt matches RFC 7914's vector and ethers' scrypt", async () => {
    const rfc = await runKdfJob({
      kind: 'scrypt',
      password: utf8('password'),
      salt: utf8('NaCl'),
      N: 1024,
      r: 8,
      p: 16,
      dkLen: 64,
    })
    expect(hexlify(rfc.key)).toBe(
      '0xfdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640',
    )
    const salt = new Uint8Array(32).fill(7)
    const ours = await runKdfJob({
      kind: 'scrypt',
      password: utf8('Pässwörd-1'),
      salt,
      N: 2 ** 12,
      r: 8,
      p: 1,
      dkLen: 32,
    })
    expect(hexlify(ours.key)).toBe(await scrypt(utf8('Pässwörd-1'), salt, 2 ** 12, 8, 1, 32))
  })

  it("pbkdf2 matches ethers' pbkdf2 for sha256 and sha512, short and long keys and passwords", async () => {
    const cases = [
      { password: utf8('password'), salt: utf8('salt'), iterations: 1, keylen: 32, algo: 'sha256' as const },
      {
        password: utf8('password'),
        salt: utf8('salt'),
        iterations: 4096,
        keylen: 20,
        algo: 'sha256' as const,
      },
      // A BIP-39 seed: 2048 rounds of HMAC-SHA512, 64 bytes.
      {
        password: utf8(`${'abandon '.repeat(11)}about`),
        salt: utf8('mnemonic'),
        iterations: 2048,
        keylen: 64,
        algo: 'sha512' as const,
      },
      // A password longer than the hash's block is hashed first; a key longer than one digest takes two blocks.
      {
        password: new Uint8Array(200).fill(1),
        salt: new Uint8Array(32),
        iterations: 3,
        keylen: 80,
        algo: 'sha256' as const,
      },
      { password: new Uint8Array(0), salt: utf8('s'), iterations: 2, keylen: 130, algo: 'sha512' as const },
    ]
    for (const c of cases) {
      const ours = await runKdfJob({ kind: 'pbkdf2', ...c })
      expect(hexlify(ours.key), `${c.algo} ${c.iterations} ${c.keylen}`).toBe(
        pbkdf2(c.password, c.salt, c.iterations, c.keylen, c.algo),
      )
    }
  })
})
