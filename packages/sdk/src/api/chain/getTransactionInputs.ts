import * as z from 'zod'
import type { RpcCall, RpcClient } from '../../rpc/createRpcClient.js'
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
  /**
   * The network's JSON-RPC node: when given, the four reads are asked of it first, as one batch (the API asks the
   * same node, so its answer costs a round trip more; docs/behaviour/signing.md#speed). A node that does not answer
   * within NODE_INPUTS_TIMEOUT, reports another chain or refuses a read leaves the question to the API.
   */
  rpc?: RpcClient | undefined
}

/** How long the node is given for a transaction's inputs before the API is asked instead (ms). */
export const NODE_INPUTS_TIMEOUT = 3000

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

/** The node's four calls for the inputs: nonce (pending), balance, gas price, estimate. */
function inputCalls(variables: Record<string, unknown>): RpcCall[] {
  const call: Record<string, unknown> = {}
  for (const key of ['from', 'to', 'value', 'data'] as const) {
    if (variables[key] !== undefined) call[key] = variables[key]
  }
  return [
    { method: 'eth_getTransactionCount', params: [variables.address, 'pending'] },
    { method: 'eth_getBalance', params: [variables.address, 'latest'] },
    { method: 'eth_gasPrice', params: [] },
    { method: 'eth_estimateGas', params: [call] },
  ]
}

/**
 * The node's answers to {@link inputCalls} in the API's `data` shape; a refused estimate is the error of the
 * `estimateGas` field, as the API answers it; any other refusal throws the node's RpcError.
 */
function inputsData(answers: readonly unknown[]) {
  const [txCount, balance, gasPrice, estimate] = answers
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

/** The same reads from a JSON-RPC node in one batch (limited mode), in the API's `data` shape. */
async function inputsOverRpc(rpc: RpcClient, variables: Record<string, unknown>, signal?: AbortSignal) {
  return inputsData(await rpc.batch(inputCalls(variables), { signal }))
}

/** The operation's variables, checked (a bad address or data throws ApiInputError). */
function inputVariables(parameters: GetTransactionInputsParameters): Record<string, unknown> {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(parameters.data)) throw new ApiInputError('data must be 0x-hex bytes')
  const from = checkAddress(parameters.from, 'from')
  return {
    address: from,
    from,
    // A contract creation is estimated without `to` (docs/behaviour/signing.md#contract-creation).
    ...(parameters.to === null ? {} : { to: checkAddress(parameters.to, 'to') }),
    value: toHexQuantity(parameters.value, 'value'),
    data: parameters.data,
  }
}

/** The inputs from an answer's `data`, or from the GraphQL error of the estimate alone (its messages). */
async function settleInputs(read: () => Promise<unknown>): Promise<TransactionInputs> {
  let data: z.output<typeof schema>
  let estimateErrors: string[] | undefined
  try {
    data = parseResponse(schema, await read())
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

/** `signal`, also aborted after NODE_INPUTS_TIMEOUT. */
function nodeSignal(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(NODE_INPUTS_TIMEOUT)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

/**
 * The nonce (`account.txCount`), the balance, the gas price and the gas estimate of a transaction in ONE API
 * operation, or one JSON-RPC batch to `rpc` when given (docs/behaviour/signing.md#speed). A refused estimate (a
 * revert, not enough FTM) does not throw: its messages are `estimateErrors`, as the transaction form shows them
 * (docs/behaviour/transactions.md#messages).
 */
export async function getTransactionInputs(
  client: ApiClient,
  parameters: GetTransactionInputsParameters,
): Promise<TransactionInputs> {
  const variables = inputVariables(parameters)
  const { rpc, signal } = parameters
  if (rpc) {
    const fromNode = await getTransactionInputsWith(rpc, parameters, [])
    if (fromNode) return fromNode.inputs
  }
  return settleInputs(() =>
    client.request({
      document,
      variables,
      signal,
      rpc: (node, nodeSignal) => inputsOverRpc(node, variables, nodeSignal),
    }),
  )
}

/**
 * The inputs read from the node `rpc` in one batch together with `calls` of the caller's own (the confirmation's
 * simulation, docs/behaviour/signing.md#speed): the inputs and the answers to `calls` (a result, or the node's
 * RpcError), or null when the node did not answer within NODE_INPUTS_TIMEOUT, reports another chain, refused one
 * of the three plain reads or answered something else — then the caller asks the API ({@link getTransactionInputs} without `rpc`).
 */
export async function getTransactionInputsWith(
  rpc: RpcClient,
  parameters: GetTransactionInputsParameters,
  calls: readonly RpcCall[],
): Promise<{ inputs: TransactionInputs; answers: unknown[] } | null> {
  const variables = inputVariables(parameters)
  const { signal } = parameters
  const own = inputCalls(variables)
  let answers: unknown[]
  try {
    answers = await rpc.batch([...own, ...calls], { signal: nodeSignal(signal) })
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
  try {
    const inputs = await settleInputs(async () => inputsData(answers.slice(0, own.length)))
    return { inputs, answers: answers.slice(own.length) }
  } catch {
    return null // an answer that is not the node's inputs: the API is asked instead
  }
}
