import {
  type ApiClient,
  type ConfirmationSources,
  isWalletError,
  type NetworkPreset,
  type PendingTransactionStore,
  type PreparedTransaction,
  prepareTransaction,
  reviewTransaction,
  type Signer,
  sendSignedTransaction,
  signTransaction,
  type TransactionConfirmation,
} from '@ftm-wallet/sdk'
import type { TransactionRequest } from '../parseTransactionRequest.js'

export interface SiteTransactionParameters {
  client: ApiClient
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  request: TransactionRequest
  signal?: AbortSignal
}

/**
 * A site's transaction prepared and reviewed: the summary (docs/behaviour/signing.md) is ready before the password
 * field shows.
 */
export async function reviewSiteTransaction(
  parameters: SiteTransactionParameters & { sources: ConfirmationSources },
): Promise<{ prepared: PreparedTransaction; confirmation: TransactionConfirmation }> {
  const { client, sources, signal } = parameters
  const prepared = await prepareSiteTransaction(parameters)
  const confirmation = await reviewTransaction({ client, transaction: prepared, sources, signal })
  return { prepared, confirmation }
}

/**
 * A site's transaction through the SDK pipeline's first step: nonce, gas price and estimate from the API, with
 * the site's own gas limit and gas price when it gave them. The result's `error` says why it may not be sent.
 */
export function prepareSiteTransaction({
  client,
  network,
  request,
  signal,
}: SiteTransactionParameters): Promise<PreparedTransaction> {
  return prepareTransaction({
    client,
    network,
    from: request.from,
    call: { to: request.to, value: BigInt(request.value), data: request.data },
    gasLimit: request.gas === undefined ? undefined : BigInt(request.gas),
    gasPrice: request.gasPrice === undefined ? undefined : BigInt(request.gasPrice),
    signal,
  })
}

/**
 * Signs a prepared site transaction with the password and broadcasts it through the API; returns the hash. The
 * broadcast is recorded in the wallet's pending store first, with the confirmation's sentence
 * (docs/behaviour/pending-transactions.md#what-is-kept), and forgotten when the node refuses it.
 */
export async function sendSiteTransaction(parameters: {
  client: ApiClient
  signer: Signer
  transaction: PreparedTransaction
  password: string
  pending?: PendingTransactionStore | undefined
  /** What the confirmation said the transaction does. */
  summary?: string | undefined
}): Promise<`0x${string}`> {
  const { client, signer, transaction, password, pending, summary } = parameters
  const signed = await signTransaction({ signer, transaction, password })
  await pending?.record({
    hash: signed.hash,
    chainId: transaction.chainId,
    from: transaction.from,
    to: transaction.to,
    value: transaction.value,
    data: transaction.data,
    nonce: transaction.nonce,
    gasPrice: transaction.gasPrice,
    gasLimit: transaction.gasLimit,
    raw: signed.raw,
    summary: summary ?? 'Site transaction',
  })
  try {
    return (await sendSignedTransaction({ client, signed })).hash
  } catch (error) {
    if (isWalletError(error, 'TX_SEND_REJECTED')) await pending?.remove(signed.hash)
    throw error
  }
}
