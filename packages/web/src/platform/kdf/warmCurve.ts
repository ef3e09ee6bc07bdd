import { SigningKey } from 'ethers'

/**
 * Builds secp256k1's precomputed tables by computing one public key. Loaded by registerWorkerKdf.ts only when a
 * screen that will derive a key asks for the warm-up, so the curve's code is not part of the first screen
 * (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
 */
export function warmCurve(): void {
  SigningKey.computePublicKey(`0x${'00'.repeat(31)}01`)
}
