import { warmUpSigning as buildSigningTables } from '@ftm-wallet/sdk/node'
import { secp256k1 } from '@noble/curves/secp256k1'
import { SigningKey } from 'ethers'

/**
 * The window of the curve generator's table (docs/behaviour/signing.md#unlocking-in-the-cli). The curve library's
 * default, 8, builds a table of 4224 points on the first signature, several times the CPU of everything a CLI run
 * then signs with it; a window of 4 builds 520 points and each multiplication adds 65 instead of 33. A run that signs
 * a few transactions spends far less in all. This is the copy of @noble/curves that ethers signs with (one version
 * in the bundle: test/signingTables.test.ts).
 */
export const SIGNING_TABLE_WINDOW = 4

let sized = false

/** The scalar 1, the curve generator's own key: public, no secret of anyone's. */
const GENERATOR_KEY = `0x${'00'.repeat(31)}01`
const FIXED_DIGEST = `0x${'00'.repeat(32)}`

/**
 * What follows the unlock, made ready while the keystore's KDF runs on the thread pool
 * (docs/behaviour/signing.md#unlocking-in-the-cli), so the signature follows the unlock within a few milliseconds:
 * the signature's curve tables, with the CLI's window (the public key of the scalar 1); the signing code itself,
 * by one signature of a fixed digest with that same public scalar, thrown away; and Node's Web Crypto AES-CTR, which
 * the keystore's decryption uses and Node loads on its first call, with a zero key over zero bytes. No secret is
 * involved and nothing leaves the process.
 */
export function warmUpSigning(): void {
  // Once per process: `ftm send` asks as soon as its reads are out, and runFlow again before it signs.
  if (sized) return
  secp256k1.ProjectivePoint.BASE._setWindowSize(SIGNING_TABLE_WINDOW)
  sized = true
  buildSigningTables()
  new SigningKey(GENERATOR_KEY).sign(FIXED_DIGEST)
  warmUpAesCtr().catch(() => undefined) // only a warm-up: the unlock reports any trouble itself
}

async function warmUpAesCtr(): Promise<void> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return
  const key = await subtle.importKey('raw', new Uint8Array(16), { name: 'AES-CTR' }, false, ['encrypt'])
  await subtle.encrypt({ name: 'AES-CTR', counter: new Uint8Array(16), length: 128 }, key, new Uint8Array(32))
}
