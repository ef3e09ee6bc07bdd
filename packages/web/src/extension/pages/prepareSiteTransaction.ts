import {
  type ApiClient,
  buildPendingRecord,
  type ConfirmationSources,
  isWalletError,
  type NetworkPreset,
  type PendingTransactionStore,
  type PreparedTransaction,
  prepareTransaction,
  type RpcClient,
  reviewTransaction,
  type Signer,
  sendSignedTransaction,
  signTransaction,
  type TransactionConfirmation,
  TransactionError,
  toUnsignedTransaction,
} from '@ftm-wallet/sdk'
import type { TransactionRequest } from '../parseTransactionRequest.js'

export interface SiteTransactionParameters {
  client: ApiClient
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  request: TransactionRequest
  /** The network's node: the inputs are read from it in one batch when it answers (docs/behaviour/signing.md#speed). */
  rpc?: RpcClient | undefined
  signal?: AbortSignal
}

/**
 * A site's transaction prepared and reviewed: the summary (docs/behaviour/signing.md) is ready before the password
 * field shows.
 */
export async function reviewSiteTransaction(
  parameters: SiteTransactionParameters & { sources: ConfirmationSources },
): Promise<{ prepared: SitePreparedTransaction; confirmation: TransactionConfirmation }> {
  const { client, sources, signal } = parameters
  const prepared = await prepareSiteTransaction({ ...parameters, rpc: sources.rpc })
  const confirmation = await reviewTransaction({ client, transaction: prepared, sources, signal })
  return { prepared, confirmation }
}

/** A site's transaction prepared: a call (`to` set) or a contract creation (`to` null). */
export type SitePreparedTransaction = PreparedTransaction<string | null>

/**
 * The request as a Ledger signs it (docs/behaviour/extension.md#site-pages): the device apps sign legacy transactions
 * only, so an EIP-1559 request drops its fee fields and is prepared — and shown — with the network's gas price.
 */
export function legacySiteRequest(request: TransactionRequest): TransactionRequest {
  const { maxFeePerGas: _max, maxPriorityFeePerGas: _priority, type: _type, ...legacy } = request
  return legacy
}

/** The priority fee of an EIP-1559 request that names none: 1 gwei (capped at the max fee). */
const DEFAULT_PRIORITY_FEE = 1_000_000_000n

/**
 * A site's transaction through the SDK pipeline's first step: nonce, gas price and estimate from the network's node
 * (else the API; docs/behaviour/signing.md#speed), with the site's own gas limit and gas price when it gave them.
 * The result's `error` says why it may not be sent. An EIP-1559 request (docs/behaviour/extension.md#provider-methods) keeps its fees — a missing max fee is twice
 * the network's gas price, a missing priority fee 1 gwei — and is signed as type 2; its fee and the balance check
 * use the max fee, the most it can cost. A request without `to` is a contract creation
 * (docs/behaviour/extension.md#provider-methods): prepared, estimated and signed without a recipient.
 */
export async function prepareSiteTransaction({
  client,
  network,
  request,
  rpc,
  signal,
}: SiteTransactionParameters): Promise<SitePreparedTransaction> {
  const maxFee = request.maxFeePerGas === undefined ? undefined : BigInt(request.maxFeePerGas)
  const value = BigInt(request.value)
  const prepared: SitePreparedTransaction = await prepareTransaction({
    client,
    network,
    from: request.from,
    call:
      request.to === null
        ? { to: null, value, data: request.data }
        : { to: request.to, value, data: request.data },
    gasLimit: request.gas === undefined ? undefined : BigInt(request.gas),
    gasPrice: request.gasPrice === undefined ? maxFee : BigInt(request.gasPrice),
    rpc,
    signal,
  })
  if (request.type !== '0x2') return prepared
  if (maxFee === undefined) {
    // No max fee given: twice the network's price, prepared again so the fee and the balance check use it.
    return prepareSiteTransaction({
      client,
      network,
      request: { ...request, maxFeePerGas: `0x${(prepared.gasPrice * 2n).toString(16)}` },
      rpc,
      signal,
    })
  }
  const priority =
    request.maxPriorityFeePerGas === undefined ? DEFAULT_PRIORITY_FEE : BigInt(request.maxPriorityFeePerGas)
  return { ...prepared, maxFeePerGas: maxFee, maxPriorityFeePerGas: priority < maxFee ? priority : maxFee }
}

/**
 * Sends a prepared site transaction with the account's signer and returns the hash
 * (docs/behaviour/extension.md#site-pages): a keystore signs with the password and a Ledger on the device, and the
 * wallet broadcasts the bytes through the API; an external wallet (injected, WalletConnect, Coinbase) is handed the
 * transaction and signs and broadcasts it in its own app. The broadcast is recorded in the wallet's pending store
 * first, with the confirmation's sentence (docs/behaviour/pending-transactions.md#what-is-kept), and forgotten when
 * the node refuses it.
 */
export async function sendSiteTransaction(parameters: {
  client: ApiClient
  signer: Signer
  transaction: SitePreparedTransaction
  /** The typed password (keystore accounts only). */
  password?: string | undefined
  pending?: PendingTransactionStore | undefined
  /** What the confirmation said the transaction does. */
  summary?: string | undefined
}): Promise<`0x${string}`> {
  const { client, signer, transaction, password, pending, summary } = parameters
  const record = (hash: `0x${string}`, raw: `0x${string}` | null) =>
    pending?.record(buildPendingRecord(transaction, { hash, raw, summary: summary ?? 'Site transaction' }))
  if (signer.sendTransaction) {
    if (transaction.error !== null) throw new TransactionError('TX_NOT_SENDABLE', transaction.error)
    const hash = await signer.sendTransaction(toUnsignedTransaction(transaction))
    await record(hash, null)
    return hash
  }
  const signed = await signTransaction({ signer, transaction, password })
  await record(signed.hash, signed.raw)
  try {
    return (await sendSignedTransaction({ client, signed })).hash
  } catch (error) {
    if (isWalletError(error, 'TX_SEND_REJECTED')) await pending?.remove(signed.hash)
    throw error
  }
}
