import { createHash } from 'node:crypto'
import { Interface } from 'ethers'

// Uniswap V2 events (docs/chain-and-api.md#funi).
const pairEvents = new Interface([
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])

/** Action types as the real API numbers them; SYNC marks a reserves-only record (no action). */
export const ACTION_SWAP = 0
export const ACTION_MINT = 1
export const ACTION_BURN = 2
export const ACTION_SYNC = 3

/**
 * One pair event of one transaction, as the real API stores it: the Sync that precedes a Swap/Mint/Burn
 * in the same transaction is merged into it, so each record carries the reserves after the action.
 */
export interface PairActionRecord {
  /** Block number × 2^24 + log index of the record's first log: grows with chain order; the list cursor. */
  ordinal: number
  /** sha256(tx hash ‖ pair address), like the real API's DB id. */
  id: string
  pair: string
  type: number
  txHash: string
  /** The transaction's sender (not the router that called the pair). */
  sender: string
  blockNumber: number
  time: number
  amount0in: bigint
  amount0out: bigint
  amount1in: bigint
  amount1out: bigint
  reserve0: bigint
  reserve1: bigint
}

/** One log of a pair or factory with what the index needs from its block and transaction. */
export interface PairLog {
  address: string
  topics: readonly string[]
  data: string
  blockNumber: number
  logIndex: number
  transactionHash: string
  from: string
  timestamp: number
}

const AMOUNT_FIELDS = ['amount0in', 'amount0out', 'amount1in', 'amount1out', 'reserve0', 'reserve1'] as const
type Json<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] }

/** Pairs of the factory and every action on them, oldest first. */
export class UniswapIndex {
  private readonly pairs = new Map<string, { token0: string; token1: string }>()
  private readonly records: PairActionRecord[] = []
  private readonly byTxPair = new Map<string, PairActionRecord>()

  /** Applies one log; logs that are not Uniswap V2 pair or factory events are ignored. */
  apply(log: PairLog): void {
    const parsed = parseLogSafely(pairEvents, log)
    if (!parsed) return
    const address = log.address.toLowerCase()
    if (parsed.name === 'PairCreated') {
      this.pairs.set(String(parsed.args[2]).toLowerCase(), {
        token0: String(parsed.args[0]).toLowerCase(),
        token1: String(parsed.args[1]).toLowerCase(),
      })
      return
    }
    if (!this.pairs.has(address)) return
    const key = `${log.transactionHash.toLowerCase()}:${address}`
    const existing = this.byTxPair.get(key)
    if (parsed.name === 'Sync') {
      const reserves = { reserve0: BigInt(parsed.args[0]), reserve1: BigInt(parsed.args[1]) }
      if (existing) Object.assign(existing, reserves)
      else this.add(key, log, ACTION_SYNC, reserves)
      return
    }
    const amounts =
      parsed.name === 'Swap'
        ? {
            type: ACTION_SWAP,
            a0in: parsed.args[1],
            a1in: parsed.args[2],
            a0out: parsed.args[3],
            a1out: parsed.args[4],
          }
        : parsed.name === 'Mint'
          ? { type: ACTION_MINT, a0in: parsed.args[1], a1in: parsed.args[2], a0out: 0n, a1out: 0n }
          : { type: ACTION_BURN, a0in: 0n, a1in: 0n, a0out: parsed.args[1], a1out: parsed.args[2] }
    // A second action on the same pair in one transaction is dropped, as the real API's id scheme does.
    if (existing && existing.type !== ACTION_SYNC) return
    const record = existing ?? this.add(key, log, amounts.type, { reserve0: 0n, reserve1: 0n })
    // The record keeps the ordinal of its first log (the Sync), so the list stays in chain order.
    record.type = amounts.type
    record.amount0in = BigInt(amounts.a0in)
    record.amount1in = BigInt(amounts.a1in)
    record.amount0out = BigInt(amounts.a0out)
    record.amount1out = BigInt(amounts.a1out)
  }

  /** Addresses of every pair the factory created, in creation order. */
  pairAddresses(): string[] {
    return [...this.pairs.keys()]
  }

  /** Tokens of a pair the index knows. */
  pairTokens(pair: string): { token0: string; token1: string } | undefined {
    return this.pairs.get(pair.toLowerCase())
  }

  /** Swaps, mints and burns (optionally of one pair and one type), oldest first. */
  actions(pair?: string | null, type?: number | null): PairActionRecord[] {
    const p = pair?.toLowerCase()
    return this.records.filter(
      (r) =>
        r.type !== ACTION_SYNC &&
        (!p || r.pair === p) &&
        (type === null || type === undefined || r.type === type),
    )
  }

  /** Every record of one pair (Sync-only ones included) in a time range (unix s, inclusive), oldest first. */
  history(pair: string, from: number, to: number): PairActionRecord[] {
    const p = pair.toLowerCase()
    return this.records.filter((r) => r.pair === p && r.time >= from && r.time <= to)
  }

  toJSON() {
    return {
      pairs: [...this.pairs.entries()],
      records: this.records.map((r) => {
        const out = { ...r } as unknown as Json<PairActionRecord>
        for (const f of AMOUNT_FIELDS) out[f] = r[f].toString()
        return out
      }),
    }
  }

  /** Replaces the state with a snapshot made by `toJSON`. */
  load(json: ReturnType<UniswapIndex['toJSON']>): void {
    this.pairs.clear()
    for (const [address, tokens] of json.pairs) this.pairs.set(address, tokens)
    this.records.splice(0, this.records.length)
    this.byTxPair.clear()
    for (const saved of json.records) {
      const record = { ...saved } as unknown as PairActionRecord
      for (const f of AMOUNT_FIELDS) record[f] = BigInt(saved[f])
      this.records.push(record)
      this.byTxPair.set(`${record.txHash}:${record.pair}`, record)
    }
  }

  private add(key: string, log: PairLog, type: number, reserves: { reserve0: bigint; reserve1: bigint }) {
    const pair = log.address.toLowerCase()
    const txHash = log.transactionHash.toLowerCase()
    const id = createHash('sha256')
      .update(Buffer.from(txHash.slice(2), 'hex'))
      .update(Buffer.from(pair.slice(2), 'hex'))
      .digest('hex')
    const record: PairActionRecord = {
      ordinal: ordinalOf(log),
      id: `0x${id}`,
      pair,
      type,
      txHash,
      sender: log.from.toLowerCase(),
      blockNumber: log.blockNumber,
      time: log.timestamp,
      amount0in: 0n,
      amount0out: 0n,
      amount1in: 0n,
      amount1out: 0n,
      ...reserves,
    }
    this.records.push(record)
    this.byTxPair.set(key, record)
    return record
  }
}

function ordinalOf(log: PairLog): number {
  return log.blockNumber * 2 ** 24 + log.logIndex
}

/** Decodes a log; null for other events and for a known topic with a foreign layout (same name, other indexing). */
function parseLogSafely(iface: Interface, log: { topics: readonly string[]; data: string }) {
  try {
    return iface.parseLog({ topics: [...log.topics], data: log.data })
  } catch {
    return null
  }
}
