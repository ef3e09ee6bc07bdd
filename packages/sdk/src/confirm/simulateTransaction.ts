import { getAddress } from 'ethers'
import { decodeRevertReason } from '../contracts/generic/functionSignature.js'
import { formatUnits } from '../format/formatUnits.js'
import type { RpcCall, RpcClient } from '../rpc/createRpcClient.js'
import { RpcError } from '../rpc/RpcError.js'
import type { TokenLabel } from './decodeCall.js'

/** Texts of the simulation (docs/behaviour/signing.md#simulation). */
export const SIMULATION_TEXTS = {
  notAvailable: 'Simulation not available on this network',
  unreachable:
    "The simulation could not reach the network's node: it is not known whether the transaction succeeds.",
  reverted: (reason: string) => `The transaction would fail: ${reason}`,
  noChanges: 'No balance changes',
  sendAnyway: 'Send anyway',
} as const

/** One balance of the user's address the transaction changes: FTM (token null) or an ERC-20 token. */
export interface BalanceChange {
  /** The token's address; null for FTM. */
  readonly token: string | null
  readonly symbol: string | null
  readonly decimals: number | null
  /** Signed amount in base units: negative is sent, positive received. */
  readonly amount: bigint
}

/** What running the exact transaction on the network's node said, before it is signed. */
export type Simulation =
  | {
      readonly status: 'success'
      /** The user's balance changes; null when the node offers no trace (then `text` says so). */
      readonly changes: readonly BalanceChange[] | null
      /** 'You send 100 FTM · you receive 99.5 sFTM', 'No balance changes' or 'Simulation not available on this network'. */
      readonly text: string
    }
  | {
      readonly status: 'reverted'
      /** The decoded reason: Error(string)'s text, a panic's meaning, or a custom error's selector. */
      readonly reason: string
      readonly text: string
    }
  | { readonly status: 'unavailable'; readonly text: string }
  | { readonly status: 'unreachable'; readonly text: string }

export interface SimulateTransactionParameters {
  /** The network's node; without one the simulation is not available. */
  rpc?: RpcClient | undefined
  /**
   * The exact transaction: from, to, value, data and gas (0: the node's default, for a transaction not estimated). A
   * contract creation (`to` null) runs as an `eth_call` without `to`: the node runs the creation code.
   */
  transaction: {
    readonly from: string
    readonly to: string | null
    readonly value: bigint
    readonly data: string
    readonly gasLimit: bigint
  }
  /** Token symbols and decimals for the balance changes (lower-case address). */
  tokens?: Readonly<Record<string, TokenLabel>> | undefined
  signal?: AbortSignal | undefined
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const hex = (value: bigint) => `0x${value.toString(16)}`

interface TraceFrame {
  logs?: { address?: string; topics?: string[]; data?: string }[]
  calls?: TraceFrame[]
}

interface PrestateDiff {
  pre?: Record<string, { balance?: string }>
  post?: Record<string, { balance?: string }>
}

/** The revert data of a refused eth_call, wherever the node put it. */
function revertData(error: RpcError): string | null {
  const detail = (error.details?.error ?? {}) as { data?: unknown }
  const data = detail.data
  if (typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data)) return data
  if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string')
    return (data as { data: string }).data
  return null
}

/** The decoded reason of a revert: from its data, else from the node's message. */
function revertReason(error: RpcError): string {
  const data = revertData(error)
  const decoded = data && data !== '0x' ? decodeRevertReason(data) : undefined
  if (decoded) return decoded
  const message = error.message.replace(/^execution reverted:?\s*/i, '').trim()
  return message === '' ? 'reverted without a reason' : message
}

/** The user's ERC-20 balance changes from the Transfer logs of a call trace (every frame, in order). */
function tokenChanges(trace: TraceFrame, user: string): Map<string, bigint> {
  const changes = new Map<string, bigint>()
  const visit = (frame: TraceFrame) => {
    for (const log of frame.logs ?? []) {
      const [topic, fromTopic, toTopic] = log.topics ?? []
      if (topic?.toLowerCase() !== TRANSFER_TOPIC || !fromTopic || !toTopic || !log.address) continue
      const from = `0x${fromTopic.slice(-40)}`.toLowerCase()
      const to = `0x${toTopic.slice(-40)}`.toLowerCase()
      let amount: bigint
      try {
        amount = BigInt(log.data && log.data !== '0x' ? log.data.slice(0, 66) : 0)
      } catch {
        continue
      }
      const token = log.address.toLowerCase()
      if (from === user) changes.set(token, (changes.get(token) ?? 0n) - amount)
      if (to === user) changes.set(token, (changes.get(token) ?? 0n) + amount)
    }
    for (const call of frame.calls ?? []) visit(call)
  }
  visit(trace)
  return changes
}

/** The user's FTM change from a prestate diff (an address absent from `post` did not change). */
function ftmChange(diff: PrestateDiff, user: string): bigint {
  const find = (side: PrestateDiff['pre']) =>
    Object.entries(side ?? {}).find(([address]) => address.toLowerCase() === user)?.[1]
  const before = find(diff.pre)?.balance
  const after = find(diff.post)?.balance
  if (before === undefined || after === undefined) return 0n
  return BigInt(after) - BigInt(before)
}

/** 'You send 100 FTM · you receive 99.5 sFTM' (sends first), or 'No balance changes'. */
export function describeBalanceChanges(changes: readonly BalanceChange[]): string {
  const show = (change: BalanceChange, amount: bigint) =>
    change.decimals === null
      ? `${amount} base units of token ${change.token ? getAddress(change.token) : ''}`.trim()
      : `${formatUnits(amount, change.decimals)} ${change.symbol}`
  const parts = [
    ...changes.filter((c) => c.amount < 0n).map((c) => `send ${show(c, -c.amount)}`),
    ...changes.filter((c) => c.amount > 0n).map((c) => `receive ${show(c, c.amount)}`),
  ].map((part, i) => `${i === 0 ? 'You' : 'you'} ${part}`)
  return parts.length === 0 ? SIMULATION_TEXTS.noChanges : parts.join(' · ')
}

/**
 * Runs the exact transaction (from, to, value, data, gas) on the network's node against the latest block, before
 * it is signed (docs/behaviour/signing.md#simulation): one JSON-RPC batch of `eth_call` and, where the node offers
 * them, `debug_traceCall` with the prestate tracer in diff mode (the user's FTM) and with the call tracer's logs (the
 * Transfer events of the user's tokens; a prestate diff holds storage, not token balances). A revert gives its
 * decoded reason; a node without the tracers gives the outcome without balance changes; no node, or one that does
 * not answer, says so.
 */
export async function simulateTransaction(parameters: SimulateTransactionParameters): Promise<Simulation> {
  const { rpc, transaction, tokens, signal } = parameters
  if (!rpc) return { status: 'unavailable', text: SIMULATION_TEXTS.notAvailable }
  let answers: unknown[]
  try {
    answers = await rpc.batch(simulationCalls(transaction), { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return { status: 'unreachable', text: SIMULATION_TEXTS.unreachable }
  }
  return readSimulation(answers, transaction.from, tokens)
}

/**
 * The simulation's three JSON-RPC calls for a transaction (see {@link simulateTransaction}), for a caller that sends
 * them in a batch of its own; {@link readSimulation} reads their answers.
 */
export function simulationCalls(transaction: SimulateTransactionParameters['transaction']): RpcCall[] {
  const call = {
    from: transaction.from,
    ...(transaction.to === null ? {} : { to: transaction.to }),
    value: hex(transaction.value),
    data: transaction.data,
    gasPrice: '0x0',
    ...(transaction.gasLimit > 0n ? { gas: hex(transaction.gasLimit) } : {}),
  }
  return [
    { method: 'eth_call', params: [call, 'latest'] },
    {
      method: 'debug_traceCall',
      params: [call, 'latest', { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }],
    },
    {
      method: 'debug_traceCall',
      params: [call, 'latest', { tracer: 'callTracer', tracerConfig: { withLog: true } }],
    },
  ]
}

/**
 * What the answers to {@link simulationCalls} say for the user `from` (pure): a revert with its decoded reason, the
 * outcome without balance changes when the node has no tracers, or the user's balance changes.
 */
export function readSimulation(
  answers: readonly unknown[],
  from: string,
  tokens?: Readonly<Record<string, TokenLabel>> | undefined,
): Simulation {
  const user = from.toLowerCase()
  const [result, prestate, callTrace] = answers
  if (result instanceof RpcError) {
    const reason = revertReason(result)
    return { status: 'reverted', reason, text: SIMULATION_TEXTS.reverted(reason) }
  }
  if (prestate instanceof RpcError || callTrace instanceof RpcError || !prestate || !callTrace) {
    return { status: 'success', changes: null, text: SIMULATION_TEXTS.notAvailable }
  }
  const changes: BalanceChange[] = []
  const ftm = ftmChange(prestate as PrestateDiff, user)
  if (ftm !== 0n) changes.push({ token: null, symbol: 'FTM', decimals: 18, amount: ftm })
  for (const [token, amount] of tokenChanges(callTrace as TraceFrame, user)) {
    if (amount === 0n) continue
    const label = tokens?.[token]
    changes.push({ token, symbol: label?.symbol ?? null, decimals: label?.decimals ?? null, amount })
  }
  return { status: 'success', changes, text: describeBalanceChanges(changes) }
}

/** Names the token changes of a simulation with the labels read for the confirmation (pure). */
export function labelSimulation(
  simulation: Simulation,
  tokens: Readonly<Record<string, TokenLabel>> | undefined,
): Simulation {
  if (simulation.status !== 'success' || !simulation.changes || !tokens) return simulation
  const changes = simulation.changes.map((change) => {
    const label = change.token ? tokens[change.token.toLowerCase()] : undefined
    return label && change.symbol === null
      ? { ...change, symbol: label.symbol, decimals: label.decimals }
      : change
  })
  return { ...simulation, changes, text: describeBalanceChanges(changes) }
}
