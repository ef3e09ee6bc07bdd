import { getAddress, hashMessage, hexlify, recoverAddress, Signature, toUtf8Bytes } from 'ethers'
import { SignerError } from './SignerError.js'
import { hashTypedData, parseTypedData } from './typedData.js'
import type { SignableMessage } from './types.js'

// In a module of its own (no ethers): apps check a signer at start, before any signing code is needed
// (docs/decisions.md#size-budgets).
export { requireMessageSigner } from './requireMessageSigner.js'

/** The bytes a message stands for: a string's UTF-8 encoding, or the bytes themselves. */
export const messageBytes = (message: SignableMessage): Uint8Array =>
  typeof message === 'string' ? toUtf8Bytes(message) : message

/** The message as 0x-hex of its bytes: what `personal_sign` is given. */
export const messageHex = (message: SignableMessage): `0x${string}` =>
  hexlify(messageBytes(message)) as `0x${string}`

/** EIP-191 version 0x45: keccak256("\x19Ethereum Signed Message:\n" ‖ length ‖ message). */
export const hashPersonalMessage = (message: SignableMessage): `0x${string}` =>
  hashMessage(messageBytes(message)) as `0x${string}`

/**
 * Reads a signature (65 bytes r ‖ s ‖ v with v 27/28 or 0/1, or 64-byte EIP-2098 compact); anything else fails with
 * SignerError `SIGNER_SIGNATURE_INVALID`.
 */
export function parseSignature(signature: string): Signature {
  try {
    if (typeof signature !== 'string' || !/^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/.test(signature)) {
      throw new Error('not 64 or 65 bytes of 0x-hex')
    }
    return Signature.from(signature)
  } catch (error) {
    throw new SignerError(
      'SIGNER_SIGNATURE_INVALID',
      'The signature must be 65 bytes of 0x-hex (r, s, v) or 64 bytes (EIP-2098)',
      { cause: error, details: { field: 'signature' } },
    )
  }
}

/** The address that signed `message` with `personal_sign` (EIP-191). */
export function recoverMessageSigner(message: SignableMessage, signature: string): string {
  return getAddress(recoverAddress(hashPersonalMessage(message), parseSignature(signature)))
}

/**
 * The address that signed typed data (`eth_signTypedData_v4`: the object or its JSON text); the typed data is checked
 * as signers check it.
 */
export function recoverTypedDataSigner(typedData: unknown, signature: string): string {
  const { digest } = hashTypedData(parseTypedData(readTypedDataJson(typedData)))
  return getAddress(recoverAddress(digest, parseSignature(signature)))
}

/**
 * A device's or wallet's signature of `digest` as 0x r ‖ s ‖ v (v 27/28), refused (SignerError
 * `SIGNER_SIGNATURE_INVALID`) unless it recovers to `expected`: a wrong key or app never passes as the account's.
 */
export function checkedSignature(
  digest: string,
  signature: Signature | string | { v: number | bigint; r: string; s: string },
  expected: string,
): `0x${string}` {
  let parsed: Signature
  try {
    if (typeof signature === 'string') parsed = parseSignature(signature)
    else if (signature instanceof Signature) parsed = signature
    else {
      const v = Number(signature.v)
      const parity = v >= 27 ? v - 27 : v
      if (parity !== 0 && parity !== 1) throw new Error(`v = ${v}`)
      const hex32 = (x: string) => `0x${x.replace(/^0x/, '').padStart(64, '0')}`
      parsed = Signature.from({ r: hex32(signature.r), s: hex32(signature.s), v: 27 + parity })
    }
  } catch (error) {
    if (error instanceof SignerError) throw error
    throw new SignerError('SIGNER_SIGNATURE_INVALID', 'The signer returned an invalid signature', {
      cause: error,
      details: { field: 'signature' },
    })
  }
  const signer = getAddress(recoverAddress(digest, parsed))
  if (signer !== getAddress(expected)) {
    throw new SignerError('SIGNER_SIGNATURE_INVALID', 'The signature is from another key than the account', {
      details: { expected: getAddress(expected), signer },
    })
  }
  return parsed.serialized as `0x${string}`
}

/**
 * Typed data given as JSON text parsed (other values as they are); text that is not JSON fails with SignerError
 * `SIGNER_TYPED_DATA_INVALID` (field `typedData`).
 */
export function readTypedDataJson(input: unknown): unknown {
  if (typeof input !== 'string') return input
  try {
    return JSON.parse(input)
  } catch {
    throw new SignerError('SIGNER_TYPED_DATA_INVALID', 'Invalid typed data: typedData is not valid JSON', {
      details: { field: 'typedData' },
    })
  }
}
