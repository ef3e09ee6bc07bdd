// The full account over JSON-RPC (limited mode): the balances of accountBalancesOverRpc.ts plus the validator flag and
// each delegation's pending rewards, in the API's `data` shape.
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { readAccountValues } from './accountBalancesOverRpc.js'
import { readContractsOrThrow, toQuantity } from './nodeReads.js'
import { sfcReadInterface } from './sfcOverRpc.js'

/** The full account of getAccount / getAccounts: every delegation on one page. */
export async function fullAccountsOverRpc(
  rpc: RpcClient,
  addresses: readonly string[],
  signal?: AbortSignal,
) {
  const [values, validatorIds] = await Promise.all([
    readAccountValues(rpc, addresses, signal),
    readContractsOrThrow(
      rpc,
      addresses.map((address) => ({
        contract: sfcReadInterface(),
        to: SFC_ADDRESS,
        fn: 'getValidatorID',
        args: [address],
      })),
      signal,
    ),
  ])
  const ids = validatorIds.map((r) => r[0] as bigint)
  const validators = await readContractsOrThrow(
    rpc,
    ids
      .filter((id) => id > 0n)
      .map((id) => ({ contract: sfcReadInterface(), to: SFC_ADDRESS, fn: 'getValidator', args: [id] })),
    signal,
  )
  let next = 0
  return values.map((v, i) => {
    const id = ids[i] as bigint
    const validator = id > 0n ? validators[next++] : undefined
    // The API lists delegations newest first.
    const edges = v.records
      .map((record, k) => ({
        cursor: toQuantity(record.validatorId),
        delegation: {
          toStakerId: toQuantity(record.validatorId),
          pendingRewards: { amount: toQuantity(v.rewards[k] ?? 0n) },
        },
      }))
      .reverse()
    return {
      address: v.address,
      balance: toQuantity(v.balance),
      totalValue: toQuantity(v.totalValue),
      staker: validator
        ? {
            id: toQuantity(id),
            createdTime: toQuantity(validator[5] as bigint),
            isActive: (validator[0] as bigint) === 0n,
          }
        : null,
      delegations: {
        pageInfo: {
          first: edges[0]?.cursor ?? null,
          last: edges.at(-1)?.cursor ?? null,
          hasNext: false,
          hasPrevious: false,
        },
        totalCount: toQuantity(edges.length),
        edges,
      },
    }
  })
}
