// Accounts over JSON-RPC (limited mode): balance, nonce, total value (balance + the SFC's stake, pending rewards
// and pending withdrawals, as the API sums it) and the validator flag, in the API's `data` shapes.
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { readContractsOrThrow, toQuantity } from './nodeReads.js'
import {
  pendingWithdrawals,
  readSfcDelegations,
  readStakeAndRewards,
  type SfcDelegationRecord,
} from './sfcEvents.js'
import { sfcReadInterface } from './sfcOverRpc.js'

export async function txCountOverRpc(rpc: RpcClient, address: string, signal?: AbortSignal) {
  const txCount = await rpc.request(
    { method: 'eth_getTransactionCount', params: [address, 'pending'] },
    { signal },
  )
  return { account: { txCount } }
}

interface AccountValue {
  address: string
  balance: bigint
  totalValue: bigint
  records: SfcDelegationRecord[]
  rewards: bigint[]
}

/** Balance, staking records and total value of each address (three batches whatever the count). */
async function readAccountValues(
  rpc: RpcClient,
  addresses: readonly string[],
  signal?: AbortSignal,
): Promise<AccountValue[]> {
  const [balances, delegations] = await Promise.all([
    rpc.batch(
      addresses.map((address) => ({ method: 'eth_getBalance', params: [address, 'latest'] })),
      { signal },
    ),
    readSfcDelegations(rpc, addresses, signal),
  ])
  return Promise.all(
    addresses.map(async (address, i) => {
      const balanceAnswer = balances[i]
      if (balanceAnswer instanceof RpcError) throw balanceAnswer
      const balance = BigInt(balanceAnswer as string)
      const records = delegations[i] ?? []
      const stakes = records.length > 0 ? await readStakeAndRewards(rpc, address, records, signal) : []
      const staking = records.reduce(
        (sum, record, k) =>
          sum + (stakes[k]?.[0] ?? 0n) + (stakes[k]?.[1] ?? 0n) + pendingWithdrawals(record),
        0n,
      )
      return {
        address: address.toLowerCase(),
        balance,
        totalValue: balance + staking,
        records,
        rewards: stakes.map((s) => s[1]),
      }
    }),
  )
}

/** The aliased `a0: account(address: $a0) { address balance totalValue }` answer. */
export async function accountBalancesOverRpc(
  rpc: RpcClient,
  addresses: readonly string[],
  signal?: AbortSignal,
) {
  const values = await readAccountValues(rpc, addresses, signal)
  return Object.fromEntries(
    values.map((v, i) => [
      `a${i}`,
      { address: v.address, balance: toQuantity(v.balance), totalValue: toQuantity(v.totalValue) },
    ]),
  )
}

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
        contract: sfcReadInterface,
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
      .map((id) => ({ contract: sfcReadInterface, to: SFC_ADDRESS, fn: 'getValidator', args: [id] })),
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
