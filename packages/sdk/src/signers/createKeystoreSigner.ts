import { getAddress, SigningKey } from 'ethers'
import type { PasswordCache, PasswordCacheOptions } from '../accounts/createPasswordCache.js'
import { decryptAccountKeystore } from '../accounts/keystore/decryptAccountKeystore.js'
import { ValidationError } from '../errors/ValidationError.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import { assertSignerChainId } from './assertSignerChainId.js'
import { hashPersonalMessage } from './message.js'
import { SignerError } from './SignerError.js'
import { signLegacyTransaction } from './signLegacyTransaction.js'
import type { prepareTypedData } from './typedData.js'
import type { MessageSigner, SignTransactionOptions } from './types.js'

export interface CreateKeystoreSignerParameters {
  /** The keystore account (its keystore, or the stored one through `loadStoredKeystore`). */
  account: { address: string; keystore?: KeystoreV3 | undefined }
  /** Chain id of the connected network; other chain ids are refused. */
  chainId: number
  /** Reads the locally stored keystore of an address (the fallback of the signing check). */
  loadStoredKeystore?: (address: string) => Promise<KeystoreV3 | null>
  /** Where a password comes from when the caller passes none (docs/behaviour/transactions.md#password-step). */
  passwordCache?: PasswordCache
  /**
   * Enables `signTypedData`: pass the SDK's `prepareTypedData` (docs/behaviour/signers.md#message-signing). Injected,
   * like the bridge client's fetch, so that an app that signs only transactions and messages does not carry the
   * EIP-712 code (about 1 KB gzipped; test/sizeBudgets.ts); without it `signTypedData` fails with
   * `SIGNER_UNSUPPORTED`.
   */
  prepareTypedData?: typeof prepareTypedData
  setTimeout?: (callback: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** A keystore signer. Besides signing with a password it can be unlocked for a batch of signatures. */
export interface KeystoreSigner extends MessageSigner {
  readonly kind: 'keystore'
  /**
   * Decrypts the keystore once and keeps the key in memory for `uses` signatures or `timeoutMs`, whichever ends
   * first (scripts and batches that would otherwise pay scrypt per signature). Fails like signing would.
   */
  unlock(password: string, options: PasswordCacheOptions): Promise<void>
  /** Forgets an unlocked key now. */
  lock(): void
  isUnlocked(): boolean
}

/**
 * Signs with an encrypted keystore: each signature decrypts the key through the signing check
 * (docs/behaviour/transactions.md#password-step) (`decryptAccountKeystore`) and drops it afterwards. A wrong password
 * fails with KeystoreError `KEYSTORE_BAD_PASSWORD` ('Bad keystore file or password.'), none at all with
 * ValidationError `PASSWORD_REQUIRED` ('Type a password').
 *
 * @example
 * const signer = createKeystoreSigner({ account, chainId: mainnet.chainId })
 * const raw = await signer.signTransaction(prepared, { password })
 */
export function createKeystoreSigner(parameters: CreateKeystoreSignerParameters): KeystoreSigner {
  const { account, chainId, loadStoredKeystore, passwordCache } = parameters
  const schedule = parameters.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms))
  const cancel =
    parameters.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>))
  const address = getAddress(account.address)
  let session: { key: SigningKey; uses: number; timer: unknown } | null = null

  const lock = () => {
    if (session) cancel(session.timer)
    session = null
  }
  const decrypt = async (password: string) => {
    const { privateKey } = await decryptAccountKeystore({ account, password, loadStoredKeystore })
    return new SigningKey(privateKey)
  }

  // One signature's key: the unlocked one (using up one of its uses) unless a password is given, else decrypted.
  const takeKey = async (options: SignTransactionOptions): Promise<SigningKey> => {
    if (options.password === undefined && session) {
      const key = session.key
      session.uses -= 1
      if (session.uses <= 0) lock()
      return key
    }
    return decrypt(options.password ?? passwordCache?.take() ?? '')
  }

  const signDigest = async (digest: string, options: SignTransactionOptions) =>
    (await takeKey(options)).sign(digest).serialized as `0x${string}`

  const signer: KeystoreSigner = {
    kind: 'keystore',
    confirmation: 'password',
    getAddress: async () => address,
    async signTransaction(transaction, options = {}) {
      assertSignerChainId(transaction.chainId, chainId)
      return signLegacyTransaction(await takeKey(options), transaction)
    },
    signMessage: async (message, options = {}) => signDigest(hashPersonalMessage(message), options),
    async signTypedData(input, options = {}) {
      const prepare = parameters.prepareTypedData
      if (!prepare) {
        throw new SignerError(
          'SIGNER_UNSUPPORTED',
          'This keystore signer was created without typed-data support',
        )
      }
      return signDigest(prepare(input, chainId, options.confirmedChainId).digest, options)
    },
    async unlock(password, { uses, timeoutMs }) {
      if (!Number.isInteger(uses) || uses < 1 || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
        throw new ValidationError(
          'PASSWORD_CACHE_OPTIONS_INVALID',
          'Unlocking needs a whole number of uses ≥ 1 and a timeout > 0 ms',
        )
      }
      const key = await decrypt(password)
      lock()
      const timer = schedule(lock, timeoutMs)
      // In Node a pending timer must not keep the process alive just to forget a key.
      ;(timer as { unref?: () => void } | undefined)?.unref?.()
      session = { key, uses, timer }
    },
    lock,
    isUnlocked: () => session !== null,
  }
  const redacted = () => ({ kind: 'keystore', address, unlocked: session !== null })
  Object.defineProperties(signer, {
    toJSON: { value: redacted },
    [Symbol.for('nodejs.util.inspect.custom')]: {
      value: () => `KeystoreSigner ${JSON.stringify(redacted())}`,
    },
  })
  return signer
}
