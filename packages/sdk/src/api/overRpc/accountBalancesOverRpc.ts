// The balances and the nonce over JSON-RPC (limited mode): balance, nonce and total value (balance + the SFC's
// stake, pending rewards and pending withdrawals, as the API sums it), in the API's `data` shapes. Kept apart from the
// full account (accountOverRpc.ts, which reads the validator through ethers' ABI coder) so the balance query's
// fallback stays small; the queries load it only when the fallback runs (docs/decisions.md#size-budgets).
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { toQuantity } from './nodeReads.js'
import {
  pendingWithdrawals,
  readSfcDelegations,
  readStakeAndRewards,
  type SfcDelegationRecord,
} from './sfcEvents.js'

export async function txCountOverRpc(rpc: RpcClient, address: string, signal?: AbortSignal) {
  const txCount = await rpc.request(
    { method: 'eth_getTransactionCount', params: [address, 'pending'] },
    { signal },
  )
  return { account: { txCount } }
}

export interface AccountValue {
  address: string
  balance: bigint
  totalValue: bigint
  records: SfcDelegationRecord[]
  rewards: bigint[]
}

/** Balance, staking records and total value of each address (three batches whatever the count). */
export async function readAccountValues(
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
