import type { Interface } from 'ethers'
import { sfcEventsInterface } from './sfcEvents.js'

/** One log as the staking index sees it: the event plus the time of its block. */
export interface StakingLog {
  topics: readonly string[]
  data: string
  blockNumber: number
  transactionHash: string
  logIndex: number
  timestamp: number
}

/** A delegator → validator pair the index has seen a `Delegated` event for. */
export interface DelegationRecord {
  /** 24 hex chars (like the real API's DB object id): block number and log index of the first delegation. */
  id: string
  address: string
  validatorId: bigint
  createdTime: number
  /** Sum of claimed and restaked rewards. */
  claimedReward: bigint
}

/** An `undelegate` call, finalised by a later `withdraw`. */
export interface WithdrawRequestRecord {
  /** Hash of the undelegate transaction (the real API's id and cursor). */
  id: string
  address: string
  validatorId: bigint
  wrId: bigint
  amount: bigint
  createdTime: number
  createdBlock: number
  withdrawTime: number | null
  withdrawBlock: number | null
}

/** A `claimRewards` or `restakeRewards` call. */
export interface RewardClaimRecord {
  id: string
  address: string
  validatorId: bigint
  amount: bigint
  time: number
  isRestaked: boolean
}

interface StakingIndexJson {
  delegations: Array<
    Omit<DelegationRecord, 'validatorId' | 'claimedReward'> & { validatorId: string; claimedReward: string }
  >
  withdrawRequests: Array<
    Omit<WithdrawRequestRecord, 'validatorId' | 'wrId' | 'amount'> &
      Record<'validatorId' | 'wrId' | 'amount', string>
  >
  claims: Array<Omit<RewardClaimRecord, 'validatorId' | 'amount'> & { validatorId: string; amount: string }>
}

const pairKey = (address: string, validatorId: bigint) => `${address.toLowerCase()}:${validatorId}`

/**
 * What the SFC cannot answer by itself: which delegations an address has (and since when), its withdraw
 * requests, and its reward claims. Built from SFC events in block order; oldest first in every list.
 */
export class StakingIndex {
  private readonly delegations = new Map<string, DelegationRecord>()
  private readonly withdrawRequests: WithdrawRequestRecord[] = []
  private readonly claims: RewardClaimRecord[] = []

  /** Applies one SFC log; unknown events are ignored (the caller filters by contract address). */
  apply(log: StakingLog): void {
    const parsed = parseLogSafely(sfcEventsInterface, log)
    if (!parsed) return
    const delegator = String(parsed.args[0]).toLowerCase()
    const validatorId = BigInt(parsed.args[1])
    switch (parsed.name) {
      case 'Delegated':
        this.ensureDelegation(delegator, validatorId, log)
        break
      case 'Undelegated':
        this.ensureDelegation(delegator, validatorId, log)
        this.withdrawRequests.push({
          id: log.transactionHash.toLowerCase(),
          address: delegator,
          validatorId,
          wrId: BigInt(parsed.args[2]),
          amount: BigInt(parsed.args[3]),
          createdTime: log.timestamp,
          createdBlock: log.blockNumber,
          withdrawTime: null,
          withdrawBlock: null,
        })
        break
      case 'Withdrawn': {
        const wrId = BigInt(parsed.args[2])
        const open = this.withdrawRequests.find(
          (r) =>
            r.withdrawTime === null &&
            r.address === delegator &&
            r.validatorId === validatorId &&
            r.wrId === wrId,
        )
        if (open) {
          open.withdrawTime = log.timestamp
          open.withdrawBlock = log.blockNumber
        }
        break
      }
      case 'ClaimedRewards':
      case 'RestakedRewards': {
        const amount = BigInt(parsed.args[2]) + BigInt(parsed.args[3]) + BigInt(parsed.args[4])
        const record = this.ensureDelegation(delegator, validatorId, log)
        record.claimedReward += amount
        this.claims.push({
          id: log.transactionHash.toLowerCase(),
          address: delegator,
          validatorId,
          amount,
          time: log.timestamp,
          isRestaked: parsed.name === 'RestakedRewards',
        })
        break
      }
    }
  }

  /** The delegation record of one pair, if the index has seen it. */
  getDelegation(address: string, validatorId: bigint): DelegationRecord | undefined {
    return this.delegations.get(pairKey(address, validatorId))
  }

  /** Delegations of one delegator, newest first. */
  delegationsOf(address: string): DelegationRecord[] {
    const a = address.toLowerCase()
    return [...this.delegations.values()].filter((d) => d.address === a).reverse()
  }

  /** Delegations to one validator, newest first. */
  delegationsTo(validatorId: bigint): DelegationRecord[] {
    return [...this.delegations.values()].filter((d) => d.validatorId === validatorId).reverse()
  }

  /** Withdraw requests of one delegation, newest first. */
  withdrawRequestsOf(address: string, validatorId: bigint): WithdrawRequestRecord[] {
    const a = address.toLowerCase()
    return this.withdrawRequests.filter((r) => r.address === a && r.validatorId === validatorId).reverse()
  }

  /** Reward claims of one delegation, newest first. */
  claimsOf(address: string, validatorId: bigint): RewardClaimRecord[] {
    const a = address.toLowerCase()
    return this.claims.filter((c) => c.address === a && c.validatorId === validatorId).reverse()
  }

  toJSON(): StakingIndexJson {
    return {
      delegations: [...this.delegations.values()].map((d) => ({
        ...d,
        validatorId: d.validatorId.toString(),
        claimedReward: d.claimedReward.toString(),
      })),
      withdrawRequests: this.withdrawRequests.map((r) => ({
        ...r,
        validatorId: r.validatorId.toString(),
        wrId: r.wrId.toString(),
        amount: r.amount.toString(),
      })),
      claims: this.claims.map((c) => ({
        ...c,
        validatorId: c.validatorId.toString(),
        amount: c.amount.toString(),
      })),
    }
  }

  /** Replaces the state with a snapshot made by `toJSON`. */
  load(json: StakingIndexJson): void {
    this.delegations.clear()
    for (const d of json.delegations) {
      const record = { ...d, validatorId: BigInt(d.validatorId), claimedReward: BigInt(d.claimedReward) }
      this.delegations.set(pairKey(record.address, record.validatorId), record)
    }
    this.withdrawRequests.splice(0, this.withdrawRequests.length)
    for (const r of json.withdrawRequests) {
      this.withdrawRequests.push({
        ...r,
        validatorId: BigInt(r.validatorId),
        wrId: BigInt(r.wrId),
        amount: BigInt(r.amount),
      })
    }
    this.claims.splice(0, this.claims.length)
    for (const c of json.claims)
      this.claims.push({ ...c, validatorId: BigInt(c.validatorId), amount: BigInt(c.amount) })
  }

  private ensureDelegation(address: string, validatorId: bigint, log: StakingLog): DelegationRecord {
    const key = pairKey(address, validatorId)
    let record = this.delegations.get(key)
    if (!record) {
      const id = log.blockNumber.toString(16).padStart(16, '0') + log.logIndex.toString(16).padStart(8, '0')
      record = { id, address, validatorId, createdTime: log.timestamp, claimedReward: 0n }
      this.delegations.set(key, record)
    }
    return record
  }
}

/** Decodes a log; null for other events and for a known topic with a foreign layout (same name, other indexing). */
function parseLogSafely(iface: Interface, log: { topics: readonly string[]; data: string }) {
  try {
    return iface.parseLog({ topics: [...log.topics], data: log.data })
  } catch {
    return null
  }
}
