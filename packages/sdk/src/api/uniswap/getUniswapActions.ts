import * as z from 'zod'
import { PAGE_SIZE_PAIR_TRANSACTIONS } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { connectionSchema, type Page } from '../pagination.js'
import { checkAddress, checkCount, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, bytes32, hexBigInt, hexNumber, int } from '../scalars.js'

export type UniswapActionType = 'swap' | 'mint' | 'burn'
const ACTION_TYPES: readonly UniswapActionType[] = ['swap', 'mint', 'burn']

export interface GetUniswapActionsParameters extends QueryParameters {
  pairAddress?: string | undefined
  cursor?: string | null | undefined
  /** Page size (default 15). */
  count?: number | undefined
  /** Omitted = all kinds. */
  actionType?: UniswapActionType | undefined
}

const actionSchema = /* @__PURE__ */ z
  .object({
    id: bytes32,
    uniswapPair: /* @__PURE__ */ z.object({
      tokens: /* @__PURE__ */ z.array(
        /* @__PURE__ */ z.object({ symbol: /* @__PURE__ */ z.string(), decimals: int }),
      ),
    }),
    pairAddress: address,
    transactionHash: bytes32,
    sender: address,
    type: /* @__PURE__ */ int.min(0).max(2),
    blockNr: hexBigInt,
    time: hexNumber,
    amount0in: hexBigInt,
    amount0out: hexBigInt,
    amount1in: hexBigInt,
    amount1out: hexBigInt,
  })
  .transform(({ uniswapPair, type, blockNr, ...rest }) => ({
    ...rest,
    type: ACTION_TYPES[type] as UniswapActionType,
    blockNumber: blockNr,
    tokens: uniswapPair.tokens,
  }))
/** A swap, liquidity add (mint) or removal (burn) in a pair. */
export type UniswapAction = z.output<typeof actionSchema>
export type GetUniswapActionsReturnType = Page<UniswapAction>

const document = `query GetFUniswapActions($pairAddress: Address, $cursor: Cursor, $count: Int!, $actionType: Int) {
  defiUniswapActions(pairAddress: $pairAddress, cursor: $cursor, count: $count, actionType: $actionType) {
    totalCount
    pageInfo { first last hasNext hasPrevious }
    edges {
      uniswapAction {
        id uniswapPair { tokens { symbol decimals } } pairAddress transactionHash sender type blockNr time
        amount0in amount0out amount1in amount1out
      }
      cursor
    }
  }
}`
const schema = /* @__PURE__ */ z.object({
  defiUniswapActions: /* @__PURE__ */ connectionSchema('uniswapAction', actionSchema),
})

/** One page of pair actions, newest first (pair transactions table). */
export async function getUniswapActions(
  client: ApiClient,
  parameters: GetUniswapActionsParameters = {},
): Promise<Page<UniswapAction>> {
  const variables: Record<string, unknown> = {
    cursor: parameters.cursor ?? null,
    count: checkCount(parameters.count ?? PAGE_SIZE_PAIR_TRANSACTIONS),
  }
  if (parameters.pairAddress !== undefined)
    variables.pairAddress = checkAddress(parameters.pairAddress, 'pairAddress')
  if (parameters.actionType !== undefined) variables.actionType = ACTION_TYPES.indexOf(parameters.actionType)
  return (await runQuery(client, document, variables, schema, parameters.signal)).defiUniswapActions
}

export function getUniswapActionsQueryKey(parameters: GetUniswapActionsParameters = {}) {
  return createQueryKey('uniswapActions', parameters)
}
