import { warmUpSigning as buildSigningTables } from '@ftm-wallet/sdk/node'
import { secp256k1 } from '@noble/curves/secp256k1'

/**
 * The window of the curve generator's table (docs/behaviour/signing.md#unlocking-in-the-cli). The curve library's
 * default, 8, builds a table of 4224 points on the first signature, several times the CPU of everything a CLI run
 * then signs with it; a window of 4 builds 520 points and each multiplication adds 65 instead of 33. A run that signs
 * a few transactions spends far less in all. This is the copy of @noble/curves that ethers signs with (one version
 * in the bundle: test/signingTables.test.ts).
 */
export const SIGNING_TABLE_WINDOW = 4

let sized = false

/**
 * Builds the signature's curve tables, with the CLI's window, while the keystore's KDF runs on the thread pool; the
 * signature then follows the unlock within a few milliseconds. Computes the public key of the scalar 1 (the curve's
 * generator): no secret is involved.
 */
export function warmUpSigning(): void {
  if (!sized) {
    secp256k1.ProjectivePoint.BASE._setWindowSize(SIGNING_TABLE_WINDOW)
    sized = true
  }
  buildSigningTables()
}
