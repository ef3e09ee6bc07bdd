import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetTransactionCountParameters extends QueryParameters {
  address: string
}
export type GetTransactionCountReturnType = bigint

const document = `query AccountByAddress($address: Address!) {
  account(address: $address) { txCount }
}`
const schema = z.object({ account: z.object({ txCount: hexBigInt }) })

/** The account's nonce (`account.txCount`); always fetched from the network. */
export async function getTransactionCount(
  client: ApiClient,
  parameters: GetTransactionCountParameters,
): Promise<bigint> {
  const variables = { address: checkAddress(parameters.address, 'address') }
  return (await runQuery(client, document, variables, schema, parameters.signal)).account.txCount
}

export function getTransactionCountQueryKey(parameters: GetTransactionCountParameters) {
  return createQueryKey('transactionCount', parameters)
}
