import {
  type AccountRef,
  type AccountType,
  LEDGER_FANTOM_MESSAGE_UNSUPPORTED,
  type NetworkPreset,
  requireMessageSigner,
  type Signer,
  type SignerConfirmation,
  SignerError,
  type SignerKind,
  type WalletAccount,
} from '@ftm-wallet/sdk'

/** A wallet's live connection that the wallet list can end (a Coinbase or WalletConnect session). */
export interface WalletSession {
  disconnect(): Promise<void>
}

/**
 * Opens the signer of a non-keystore account when a flow first needs it (a Ledger transport, an injected wallet,
 * a Coinbase or WalletConnect session). Called on the first signature, so the device or wallet prompt follows
 * the user's click. A signer that opened a wallet session carries it as `session` (see `SessionSigner`), so the
 * registry can end it when the account leaves the wallet list.
 */
export type SignerFactory = (account: WalletAccount, network: NetworkPreset) => Promise<Signer>

/** A signer whose factory opened a wallet session (e.g. Coinbase after a reload). */
export type SessionSigner = Signer & { readonly session?: WalletSession | undefined }

/** Factories by account type; the app provides the ones it can open (e.g. Ledger over WebHID). */
export type SignerFactories = Partial<Record<Exclude<AccountType, 'keystore'>, SignerFactory>>

/**
 * Signers of the accounts connected in this session (a WalletConnect or Coinbase session, a Ledger opened by
 * the account picker) and the factories for the others.
 */
export interface SignerRegistry {
  readonly factories: SignerFactories
  /** A signer connected in this session for `ref`, if any. */
  get(ref: AccountRef): Signer | undefined
  /** Keeps a live signer for `ref` until the page closes; `session` is the wallet connection behind it. */
  register(ref: AccountRef, signer: Signer, session?: WalletSession): void
  /**
   * Ends every session registered for `type` and forgets that type's signers
   * (docs/behaviour/wallets-and-accounts.md#account-list-rules: removing a coinbase or walletConnect account
   * disconnects it). Resolves false when there was no session; a session that fails to end is still forgotten and the
   * first failure is rethrown.
   */
  disconnect(type: AccountType): Promise<boolean>
}

const key = (ref: AccountRef) => `${ref.type}:${ref.address.toLowerCase()}`

/** A registry over `factories`, with an empty session. */
export function createSignerRegistry(factories: SignerFactories = {}): SignerRegistry {
  const connected = new Map<string, Signer>()
  const sessions = new Map<AccountType, WalletSession[]>()
  return {
    factories,
    get: (ref) => connected.get(key(ref)),
    register(ref, signer, session) {
      connected.set(key(ref), signer)
      if (session) sessions.set(ref.type, [...(sessions.get(ref.type) ?? []), session])
    },
    async disconnect(type) {
      const ending = sessions.get(type) ?? []
      sessions.delete(type)
      for (const ref of connected.keys()) if (ref.startsWith(`${type}:`)) connected.delete(ref)
      const results = await Promise.allSettled(ending.map((s) => s.disconnect()))
      const failed = results.find((r) => r.status === 'rejected')
      if (failed) throw failed.reason
      return ending.length > 0
    },
  }
}

/**
 * What each account type's signer looks like before it is opened
 * (docs/behaviour/wallets-and-accounts.md#wallet-types): how it confirms, whether its wallet sends the transaction
 * itself, and whether it can sign messages and typed data (not the Ledger Fantom app).
 */
export const SIGNER_SHAPES: Record<
  Exclude<AccountType, 'keystore'>,
  { kind: SignerKind; confirmation: SignerConfirmation; sends: boolean; signsMessages: boolean }
> = {
  ledger: { kind: 'ledger', confirmation: 'device', sends: false, signsMessages: false },
  ledgerEth: { kind: 'ledgerEth', confirmation: 'device', sends: false, signsMessages: true },
  metamask: { kind: 'eip1193', confirmation: 'external', sends: true, signsMessages: true },
  coinbase: { kind: 'coinbase', confirmation: 'external', sends: true, signsMessages: true },
  walletConnect: { kind: 'walletConnect', confirmation: 'external', sends: true, signsMessages: true },
}

/**
 * A signer that opens the real one on first use: the confirmation screen knows at once how the account signs
 * (device, external app) and the device or wallet is only asked when the user confirms.
 */
export function createDeferredSigner(
  account: WalletAccount,
  type: Exclude<AccountType, 'keystore'>,
  open: () => Promise<Signer>,
): Signer {
  const shape = SIGNER_SHAPES[type]
  let opened: Promise<Signer> | undefined
  const load = () => {
    // A failed open (device locked, wallet missing) is retried on the next attempt rather than cached.
    opened ??= open().catch((error: unknown) => {
      opened = undefined
      throw error
    })
    return opened
  }
  // The Ledger Fantom app has no message command: refused as its signer refuses, without asking for the device
  // (docs/behaviour/signers.md#message-signing).
  const refuseMessages = async (): Promise<never> => {
    throw new SignerError('SIGNER_MESSAGE_UNSUPPORTED', LEDGER_FANTOM_MESSAGE_UNSUPPORTED, {
      details: { use: 'ledgerEth' },
    })
  }
  const signer: Signer = {
    kind: shape.kind,
    confirmation: shape.confirmation,
    getAddress: async () => account.address,
    signTransaction: async (transaction, options) => (await load()).signTransaction(transaction, options),
    signMessage: shape.signsMessages
      ? async (message, options) => requireMessageSigner(await load()).signMessage(message, options)
      : refuseMessages,
    signTypedData: shape.signsMessages
      ? async (typedData, options) => requireMessageSigner(await load()).signTypedData(typedData, options)
      : refuseMessages,
  }
  if (!shape.sends) return signer
  return {
    ...signer,
    async sendTransaction(transaction, options) {
      const real = await load()
      if (!real.sendTransaction) throw new SignerError('SIGNER_UNSUPPORTED', 'This wallet cannot send here')
      return real.sendTransaction(transaction, options)
    },
  }
}
