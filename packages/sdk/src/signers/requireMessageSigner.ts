import { SignerError } from './SignerError.js'
import type { MessageSigner, Signer } from './types.js'

/**
 * The signer as a {@link MessageSigner}, or SignerError `SIGNER_UNSUPPORTED` for a signer without message signing
 * (a wrapper that signs transactions only).
 */
export function requireMessageSigner(signer: Signer): MessageSigner {
  if (typeof signer.signMessage !== 'function' || typeof signer.signTypedData !== 'function') {
    throw new SignerError('SIGNER_UNSUPPORTED', 'This account cannot sign messages', {
      details: { kind: signer.kind },
    })
  }
  return signer as MessageSigner
}
