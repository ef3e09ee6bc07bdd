import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.js'
import { SIGNATURE_REJECTED_MESSAGE, SignerError, TRANSACTION_REJECTED_MESSAGE } from '../SignerError.js'

/** Stable codes of browser-extension wallet failures (docs/behaviour/signers.md#injected-wallets). */
export type Eip1193ErrorCode =
  | 'EIP1193_NOT_INSTALLED'
  | 'EIP1193_REQUEST_PENDING'
  | 'EIP1193_REJECTED'
  | 'EIP1193_WRONG_ACCOUNT'
  | 'EIP1193_REQUEST_FAILED'

/** The spec's texts (docs/behaviour/signers.md#injected-wallets). */
export const EIP1193_MESSAGES = {
  notInstalled: 'Metamask is not installed.',
  requestPending: 'Request already pending',
  connectRejected: 'Please connect to MetaMask.',
  chainAdded: (chainName: string) => `${chainName} was added to Metamask`,
  assetAdded: (symbol: string) => `Asset ${symbol} was added to Metamask`,
  selectChain: 'Please, select Opera chain in Metamask.',
  selectAccount: (address: string) => `Please, select account ${address} in Metamask.`,
} as const

export class Eip1193Error extends WalletError<Eip1193ErrorCode> {
  override readonly name = 'Eip1193Error'
  constructor(code: Eip1193ErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}

/**
 * Maps a provider's error (EIP-1193 codes 4001, -32002, …) to a typed error; while sending, 4001 is 'Transaction
 * rejected', while signing a message or typed data 'Signature rejected'.
 */
export function toEip1193Error(error: unknown, during: 'send' | 'sign' | 'request' = 'request'): WalletError {
  if (error instanceof WalletError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  const details = { providerCode: code }
  if (code === 4001) {
    if (during === 'sign') {
      return new SignerError('SIGNER_REJECTED', SIGNATURE_REJECTED_MESSAGE, { cause: error, details })
    }
    return during === 'send'
      ? new SignerError('SIGNER_REJECTED', TRANSACTION_REJECTED_MESSAGE, { cause: error, details })
      : new Eip1193Error('EIP1193_REJECTED', EIP1193_MESSAGES.connectRejected, { cause: error, details })
  }
  if (code === -32002) {
    return new Eip1193Error('EIP1193_REQUEST_PENDING', EIP1193_MESSAGES.requestPending, {
      cause: error,
      details,
    })
  }
  return new Eip1193Error('EIP1193_REQUEST_FAILED', message, { cause: error, details })
}
