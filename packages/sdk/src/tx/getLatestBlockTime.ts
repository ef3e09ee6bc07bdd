import * as z from 'zod'
import type { ApiClient } from '../api/createApiClient.js'
import { latestBlockOverRpc } from '../api/overRpc/stakersOverRpc.js'
import { type QueryParameters, runQuery } from '../api/query.js'
import { hexNumber } from '../api/scalars.js'

const document = 'query LatestBlock { block { number timestamp } }'
const schema = /* @__PURE__ */ z.object({
  block: /* @__PURE__ */ z.object({ number: hexNumber, timestamp: hexNumber }),
})

/**
 * Unix time of the latest block (`block` without arguments is the latest). Deadlines are taken from chain time,
 * not the local clock: after the devnet moved its clock, `Date.now()` deadlines would revert with EXPIRED.
 */
export async function getLatestBlockTime(
  client: ApiClient,
  parameters: QueryParameters = {},
): Promise<number> {
  return (await runQuery(client, document, undefined, schema, parameters.signal, latestBlockOverRpc)).block
    .timestamp
}
