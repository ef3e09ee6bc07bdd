import {
  type ApiClient,
  type ConfirmationSources,
  type NetworkPreset,
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

/** Signs a prepared site transaction with the password and broadcasts it through the API; returns the hash. */
export async function sendSiteTransaction(parameters: {
  client: ApiClient
  signer: Signer
  transaction: PreparedTransaction
  password: string
}): Promise<`0x${string}`> {
  const { client, signer, transaction, password } = parameters
  const signed = await signTransaction({ signer, transaction, password })
  return (await sendSignedTransaction({ client, signed })).hash
}
