import * as z from 'zod'
import { PAGE_SIZE_TRANSACTIONS } from '../../constants/limits.js'
import { transactionStatusSchema } from '../chain/transactionStatus.js'
import type { ApiClient } from '../createApiClient.js'
import { connectionSchema, type Page } from '../pagination.js'
import { checkAddress, checkCount, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, bytes32, hexBigInt, hexBytes, hexNumber } from '../scalars.js'

export interface GetTransactionHistoryParameters extends QueryParameters {
  address: string
  /** null/undefined = newest page; else `page.nextCursor` of the previous page. */
  cursor?: string | null | undefined
  /** Page size (default 40, docs/behaviour/history.md#paging). */
  count?: number | undefined
}

const historyTransactionSchema = /* @__PURE__ */ z.object({
  hash: bytes32,
  from: address,
  to: /* @__PURE__ */ address.nullable(),
  value: hexBigInt,
  /** The call data: '0x' for a plain transfer, UTF-8 text for a transfer with a memo (docs/behaviour/history.md). */
  inputData: hexBytes,
  gasUsed: /* @__PURE__ */ hexBigInt.nullable(),
  status: transactionStatusSchema,
  block: /* @__PURE__ */ z.object({ number: hexBigInt, timestamp: hexNumber }).nullable(),
})
export type HistoryTransaction = z.output<typeof historyTransactionSchema>

const schema = /* @__PURE__ */ z.object({
  account: /* @__PURE__ */ z.object({
    address,
    balance: hexBigInt,
    txCount: hexBigInt,
    txList: /* @__PURE__ */ connectionSchema('transaction', historyTransactionSchema),
  }),
})

export interface GetTransactionHistoryReturnType {
  readonly address: string
  readonly balance: bigint
  readonly txCount: bigint
  readonly transactions: Page<HistoryTransaction>
}

const document = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  account(address: $address) {
    address
    balance
    txCount
    txList(cursor: $cursor, count: $count) {
      pageInfo { first last hasNext hasPrevious }
      totalCount
      edges {
        cursor
        transaction { hash from to value inputData gasUsed status block { number timestamp } }
      }
    }
  }
}`

/** One page of the account's transactions, newest first (History screen). */
export async function getTransactionHistory(
  client: ApiClient,
  parameters: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  const variables = {
    address: checkAddress(parameters.address, 'address'),
    cursor: parameters.cursor ?? null,
    count: checkCount(parameters.count ?? PAGE_SIZE_TRANSACTIONS),
  }
  const { account } = await runQuery(client, document, variables, schema, parameters.signal)
  const { txList, ...rest } = account
  return { ...rest, transactions: txList }
}

export function getTransactionHistoryQueryKey(parameters: GetTransactionHistoryParameters) {
  return createQueryKey('transactionHistory', parameters)
}
