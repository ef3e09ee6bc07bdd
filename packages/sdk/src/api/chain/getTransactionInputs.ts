import * as z from 'zod'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import type { ApiClient } from '../createApiClient.js'
import { ApiGraphqlError, ApiInputError } from '../errors.js'
import { parseResponse } from '../parseResponse.js'
import { checkAddress, type QueryParameters, toHexQuantity } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetTransactionInputsParameters extends QueryParameters {
  /** The sending account: its nonce and balance are read. */
  from: string
  /** The recipient or contract; null for a contract creation (estimated without `to`). */
  to: string | null
  /** wei */
  value: bigint
  /** 0x-hex call data */
  data: string
}

/**
 * What a transaction needs from the network before it can be completed (docs/behaviour/transactions.md): the nonce
 * (`account.txCount`), the network's gas price in wei (before the wallet's doubling), the sender's balance, and the
 * node's estimate or, when the node refused it, its messages.
 */
export type TransactionInputs = {
  readonly nonce: bigint
  readonly gasPrice: bigint
  readonly balance: bigint
} & ({ readonly estimate: bigint } | { readonly estimateErrors: readonly string[] })

// One operation for the four reads (the nonce, the gas price, the balance and the estimate): one round trip to the
// API instead of four (docs/behaviour/signing.md#speed). Every field is the real API's.
const document = `query TransactionInputs($address: Address!, $from: Address, $to: Address, $value: BigInt, $data: String) {
  account(address: $address) { txCount balance }
  gasPrice
  estimateGas(from: $from, to: $to, value: $value, data: $data)
}`
const schema = /* @__PURE__ */ z.object({
  account: /* @__PURE__ */ z.object({ txCount: hexBigInt, balance: hexBigInt }),
  gasPrice: hexBigInt,
  estimateGas: /* @__PURE__ */ hexBigInt.nullable(),
})

const quantity = (value: unknown) => value as string

/**
 * The same reads from a JSON-RPC node in one batch (limited mode), in the API's `data` shape; a refused estimate is
 * the error of the `estimateGas` field, as the API answers it.
 */
async function inputsOverRpc(rpc: RpcClient, variables: Record<string, unknown>, signal?: AbortSignal) {
  const call: Record<string, unknown> = {}
  for (const key of ['from', 'to', 'value', 'data'] as const) {
    if (variables[key] !== undefined) call[key] = variables[key]
  }
  const [txCount, balance, gasPrice, estimate] = await rpc.batch(
    [
      { method: 'eth_getTransactionCount', params: [variables.address, 'pending'] },
      { method: 'eth_getBalance', params: [variables.address, 'latest'] },
      { method: 'eth_gasPrice', params: [] },
      { method: 'eth_estimateGas', params: [call] },
    ],
    { signal },
  )
  for (const answer of [txCount, balance, gasPrice]) if (answer instanceof RpcError) throw answer
  const data = {
    account: { txCount: quantity(txCount), balance: quantity(balance) },
    gasPrice: quantity(gasPrice),
    estimateGas: estimate instanceof RpcError ? null : quantity(estimate),
  }
  if (estimate instanceof RpcError) {
    if (estimate.code !== 'RPC_ERROR') throw estimate
    throw new ApiGraphqlError([{ message: estimate.message, path: ['estimateGas'] }], data, {
      cause: estimate,
    })
  }
  return data
}

/**
 * The nonce (`account.txCount`), the balance, the gas price and the gas estimate of a transaction in ONE API
 * operation (docs/behaviour/signing.md#speed). A refused estimate (a revert, not enough FTM) does not throw: its
 * messages are `estimateErrors`, as the transaction form shows them (docs/behaviour/transactions.md#messages).
 */
export async function getTransactionInputs(
  client: ApiClient,
  parameters: GetTransactionInputsParameters,
): Promise<TransactionInputs> {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(parameters.data)) throw new ApiInputError('data must be 0x-hex bytes')
  const from = checkAddress(parameters.from, 'from')
  const variables: Record<string, unknown> = {
    address: from,
    from,
    // A contract creation is estimated without `to` (docs/behaviour/signing.md#contract-creation).
    ...(parameters.to === null ? {} : { to: checkAddress(parameters.to, 'to') }),
    value: toHexQuantity(parameters.value, 'value'),
    data: parameters.data,
  }
  let data: z.output<typeof schema>
  let estimateErrors: string[] | undefined
  try {
    const answer = await client.request({
      document,
      variables,
      signal: parameters.signal,
      rpc: (node, signal) => inputsOverRpc(node, variables, signal),
    })
    data = parseResponse(schema, answer)
  } catch (error) {
    // Only the estimate failed: the other fields came with the error.
    const onlyEstimate =
      error instanceof ApiGraphqlError &&
      error.data !== null &&
      error.errors.every((e) => e.path?.[0] === 'estimateGas')
    if (!onlyEstimate) throw error
    data = parseResponse(schema, error.data)
    estimateErrors = error.messages
  }
  const known = { nonce: data.account.txCount, gasPrice: data.gasPrice, balance: data.account.balance }
  // The server sends a null estimate only with an error (handled above); a lone null is read as a refusal.
  if (estimateErrors || data.estimateGas === null)
    return { ...known, estimateErrors: estimateErrors ?? ['no gas estimate'] }
  return { ...known, estimate: data.estimateGas }
}
