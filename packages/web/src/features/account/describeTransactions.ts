// Loaded on demand by the History screen (useTransactionDescriptions): the SDK's call decoder and every ABI it knows
// stay out of the first screens' JS (docs/behaviour/history.md#what-a-row-says).
import {
  type ApiClient,
  type CallLabels,
  decodeCall,
  type HistoryTransaction,
  readCallLabels,
  type TokenLabel,
} from '@ftm-wallet/sdk'

/** What a history row says the transaction did. */
export interface TransactionDescription {
  /** 'Transfer', 'Claim the rewards of validator 3 (Aurora Staking)', 'Unknown contract call', … */
  action: string
  /** The text a transfer carried, if any. */
  memo?: string | undefined
}

/** The data of a call worth decoding: a transaction to someone that carries data. */
function callOf(tx: HistoryTransaction): { to: string; value: bigint; data: string } | undefined {
  if (!tx.to || tx.inputData === '0x') return undefined
  return { to: tx.to, value: tx.value, data: tx.inputData }
}

/**
 * What names the parts of the listed calls: the API's contracts and tokens (read once, shared with the
 * confirmation) and the validators the calls name. A label that cannot be read leaves its part unnamed.
 */
export async function readHistoryLabels(
  client: ApiClient,
  items: readonly HistoryTransaction[],
  signal?: AbortSignal,
): Promise<Required<Pick<CallLabels, 'contracts' | 'tokens' | 'validators'>>> {
  const calls = new Map<string, { to: string; data: string }>()
  for (const tx of items) {
    const call = callOf(tx)
    if (call) calls.set(`${call.to.toLowerCase()}:${call.data}`, call)
  }
  const contracts: Record<string, string> = {}
  const tokens: Record<string, TokenLabel> = {}
  const validators: Record<string, string> = {}
  const read = await Promise.all(
    [...calls.values()].map((call) => readCallLabels({ client, call, signal }).catch(() => undefined)),
  )
  for (const labels of read) {
    if (!labels) continue
    Object.assign(contracts, labels.contracts)
    Object.assign(tokens, labels.tokens)
    Object.assign(validators, labels.validators)
  }
  return { contracts, tokens, validators }
}

/**
 * What one transaction did, in the words of the confirmation (docs/behaviour/history.md#what-a-row-says): a plain
 * transfer, a transfer with its memo, a contract creation, or the decoded call with its parts named.
 */
export function describeTransaction(tx: HistoryTransaction, labels: CallLabels): TransactionDescription {
  if (!tx.to) return { action: 'Contract creation' }
  const call = callOf(tx)
  if (!call) return { action: 'Transfer' }
  const decoded = decodeCall(call, labels)
  if (decoded.kind === 'transfer') {
    return { action: 'Transfer', memo: decoded.arguments.find((a) => a.name === 'memo')?.value }
  }
  return { action: decoded.sentence }
}
