/**
 * How an account signs (docs/behaviour/signers.md#account-types-and-signing): the software keystore, a Ledger (Fantom
 * or Ethereum app), or an external wallet.
 */
export type SignerKind = 'keystore' | 'ledger' | 'ledgerEth' | 'eip1193' | 'walletConnect' | 'coinbase'

/**
 * What a signer signs: a legacy (type 0) transaction with `gasPrice`, signed with EIP-155 replay protection
 * (docs/chain-and-api.md#transaction-envelope). Every field is final; the signer adds nothing but the signature.
 * `To` is `string` for a call or transfer and `null` for a contract creation, whose `data` is the contract's
 * creation code (docs/behaviour/signing.md#contract-creation); a signer signs either.
 */
export interface UnsignedTransaction<To extends string | null = string | null> {
  /** The recipient or called contract (checksummed); null for a contract creation. */
  readonly to: To
  /** wei */
  readonly value: bigint
  readonly data: `0x${string}`
  readonly nonce: bigint
  /** wei per gas */
  readonly gasPrice: bigint
  readonly gasLimit: bigint
  readonly chainId: number
  /**
   * EIP-1559 fees (docs/chain-and-api.md#transaction-envelope): when both are set, a keystore signer signs a type-2
   * transaction with them (Opera accepts type 2) and `gasPrice` is only the most a unit of gas may cost (the fee
   * shown is its upper bound); other signers refuse such a transaction.
   */
  readonly maxFeePerGas?: bigint | undefined
  readonly maxPriorityFeePerGas?: bigint | undefined
}

/** How the user confirms a signature: a typed password, a hardware device, or an external app. */
export type SignerConfirmation = 'password' | 'device' | 'external'

export interface SignTransactionOptions {
  /** The wallet password (keystore signers); without it a keystore signer takes one from its password cache. */
  password?: string | undefined
  signal?: AbortSignal | undefined
}

/** A message for `personal_sign`: text (signed as its UTF-8 bytes) or raw bytes. */
export type SignableMessage = string | Uint8Array

/** Options of `signMessage`. */
export type SignMessageOptions = SignTransactionOptions

/** Options of `signTypedData`. */
export interface SignTypedDataOptions extends SignTransactionOptions {
  /**
   * The domain chain id the user confirmed signing for although it is not the connected network's
   * (docs/behaviour/signers.md#typed-data); without it such typed data is refused with `SIGNER_CHAIN_MISMATCH`.
   */
  confirmedChainId?: number | undefined
}

/**
 * Signs transactions for one account. Keystore, Ledger and external wallets implement the same interface, so
 * the tx pipeline and the machines do not care which one signs.
 */
export interface Signer {
  readonly kind: SignerKind
  /** What the confirmation screen asks for. */
  readonly confirmation: SignerConfirmation
  /** The signing account's checksum address. */
  getAddress(): Promise<string>
  /**
   * Signs and returns the raw RLP-encoded transaction as 0x-hex. Refuses (SignerError `SIGNER_CHAIN_MISMATCH`) a
   * transaction whose chain id differs from the network the signer was connected to.
   */
  signTransaction(transaction: UnsignedTransaction, options?: SignTransactionOptions): Promise<`0x${string}`>
  /**
   * Present on signers that broadcast in their own app (browser-extension and relay wallets): signs, sends and
   * returns the transaction hash; the pipeline then skips the API's sendTransaction mutation.
   */
  sendTransaction?(transaction: UnsignedTransaction, options?: SignTransactionOptions): Promise<`0x${string}`>
  /**
   * Present on every signer the SDK creates ({@link MessageSigner}); optional here so that wrappers and fakes that only
   * sign transactions stay signers. Signs a message as `personal_sign` does (EIP-191 version 0x45: a string is signed as its UTF-8 bytes) and returns
   * the 65-byte signature r ‖ s ‖ v (v 27/28) as 0x-hex (docs/behaviour/signers.md#message-signing).
   */
  signMessage?(message: SignableMessage, options?: SignMessageOptions): Promise<`0x${string}`>
  /**
   * Signs EIP-712 typed data as `eth_signTypedData_v4` does (an object or its JSON text). Malformed data fails with
   * `SIGNER_TYPED_DATA_INVALID`; a domain chain id other than the network's with `SIGNER_CHAIN_MISMATCH` unless
   * confirmed (docs/behaviour/signers.md#typed-data).
   */
  signTypedData?(typedData: unknown, options?: SignTypedDataOptions): Promise<`0x${string}`>
}

/**
 * A signer that signs messages and typed data: what every SDK signer (keystore, Ledger, EIP-1193, WalletConnect,
 * Coinbase) is. The Ledger Fantom app's refuses both with `SIGNER_MESSAGE_UNSUPPORTED`.
 */
export interface MessageSigner extends Signer {
  signMessage(message: SignableMessage, options?: SignMessageOptions): Promise<`0x${string}`>
  signTypedData(typedData: unknown, options?: SignTypedDataOptions): Promise<`0x${string}`>
}
