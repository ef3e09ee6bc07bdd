import { randomBytes, randomUUID } from 'node:crypto'
import { formatEther, keccak256, toUtf8Bytes } from 'ethers'
import type { BridgeSettings } from '../api/settings.js'
import type { Indexer } from '../indexer/Indexer.js'
import { readJsonFile, writeJsonFile } from '../indexer/jsonFile.js'
import {
  BNB_ADDRESS,
  bnbBalancesSchema,
  ETH_ADDRESS,
  ethBalancesSchema,
  finalizeSchema,
  SWAP_DIRECTIONS,
  type SwapDirection,
  swapSchema,
} from './schemas.js'
import { FTM_BRIDGE_TOKEN } from './tokens.js'

/** One swap request and how far it got. */
export interface BridgeSwap {
  uuid: string
  direction: SwapDirection
  tokenUuid: string
  ethAddress: string
  bnbAddress: string
  /** The Opera address as the client sent it. */
  operaAddress: string
  /** Where the client sends the FTM on the devnet (unique per swap; nobody holds its key). */
  depositAddress: string
  createdAt: number
  depositTxs: string[]
  /** Deposited wei (decimal string). */
  depositWei: string
  depositSeenAt?: number
  completedAt?: number
  transferTxHash?: string
}

/** HTTP status and JSON body of a bridge answer, shaped like the BNBridge service: {status, success, result}. */
export interface BridgeReply {
  status: number
  body: { status: number; success: boolean; result: unknown; errorCode?: number }
}

interface BridgeState {
  swaps: BridgeSwap[]
  /** Credited balances on the other chains: "eth:<address>" / "bnb:<address>" → wei (decimal string). */
  balances: Record<string, string>
}

export const ok = (result: unknown): BridgeReply => ({
  status: 200,
  body: { status: 200, success: true, result },
})
/** A refusal; `errorCode` is the wallet's bridge error code it maps to (docs/behaviour/bridge.md#errors). */
export const fail = (status: number, message: string, errorCode: number): BridgeReply => ({
  status,
  body: { status, success: false, result: message, errorCode },
})

const FEE_WEI = BigInt(FTM_BRIDGE_TOKEN.fee_per_swap) * 10n ** 18n
const toFtm = (wei: bigint) => Number(formatEther(wei))

/**
 * The devnet's bridge to Ethereum and Binance Chain. A swap completes once FTM reached its deposit address on
 * the devnet and `settings.delayMs` passed; the amount minus the 50 FTM fee is then credited on the other chain.
 */
export class BridgeSimulator {
  private state: BridgeState = { swaps: [], balances: {} }

  constructor(private readonly options: { settings: BridgeSettings; indexer: Indexer; file?: string }) {}

  async load(): Promise<void> {
    if (!this.options.file) return
    const saved = (await readJsonFile(this.options.file)) as BridgeState | undefined
    if (saved && Array.isArray(saved.swaps) && typeof saved.balances === 'object') this.state = saved
  }

  async save(): Promise<void> {
    if (this.options.file) await writeJsonFile(this.options.file, this.state)
  }

  tokens(): BridgeReply {
    return ok([FTM_BRIDGE_TOKEN])
  }

  getEthBalances(payload: unknown): BridgeReply {
    const parsed = ethBalancesSchema.safeParse(payload)
    if (!parsed.success || !this.knownToken(parsed.data.token_uuid)) return fail(400, 'Bad parameters', 5)
    if (!ETH_ADDRESS.test(parsed.data.eth_address)) return fail(400, 'Ethereum address is invalid', 1)
    const key = `eth:${parsed.data.eth_address.toLowerCase()}`
    return ok({ balance: toFtm(BigInt(this.state.balances[key] ?? '0')) })
  }

  async getBnbBalances(payload: unknown): Promise<BridgeReply> {
    const parsed = bnbBalancesSchema.safeParse(payload)
    if (!parsed.success || !this.knownToken(parsed.data.token_uuid)) return fail(400, 'Bad parameters', 5)
    const address = parsed.data.bnb_address
    if (!BNB_ADDRESS.test(address)) return fail(400, 'Binance address is invalid', 2)
    let pending = 0n
    for (const swap of this.state.swaps) {
      if (swap.bnbAddress !== address || swap.completedAt) continue
      await this.detectDeposit(swap)
      const received = BigInt(swap.depositWei) - FEE_WEI
      if (received > 0n) pending += received
    }
    return ok({
      balance: toFtm(BigInt(this.state.balances[`bnb:${address}`] ?? '0')),
      pendingBalance: toFtm(pending),
    })
  }

  async swaps(payload: unknown): Promise<BridgeReply> {
    const parsed = swapSchema.safeParse(payload)
    if (!parsed.success || !this.knownToken(parsed.data.token_uuid)) return fail(400, 'Bad parameters', 5)
    const { direction, token_uuid, eth_address, bnb_address, opera_address } = parsed.data
    if (!(SWAP_DIRECTIONS as readonly string[]).includes(direction)) {
      return fail(400, `Direction ${direction} is not supported`, 3)
    }
    if (!ETH_ADDRESS.test(opera_address)) return fail(400, 'Opera address is invalid', 3)
    if (direction === 'OperaToEthereum' && !ETH_ADDRESS.test(eth_address)) {
      return fail(400, 'Ethereum address is invalid', 3)
    }
    if (direction === 'OperaToBinance' && !BNB_ADDRESS.test(bnb_address)) {
      return fail(400, 'Binance address is invalid', 3)
    }
    // The real service refused a second open request for the same address string; the wallet retries once with
    // the address in lower case (docs/behaviour/bridge.md#rules), so the same rule applies here.
    if (
      this.state.swaps.some(
        (s) => s.operaAddress === opera_address && !s.completedAt && s.depositTxs.length === 0,
      )
    ) {
      return fail(400, 'Symbol already exists', 3)
    }
    const uuid = randomUUID()
    const depositAddress = `0x${keccak256(toUtf8Bytes(`ftm-devnet-bridge-deposit:${uuid}`)).slice(-40)}`
    const swap: BridgeSwap = {
      uuid,
      direction: direction as SwapDirection,
      tokenUuid: token_uuid,
      ethAddress: eth_address,
      bnbAddress: bnb_address,
      operaAddress: opera_address,
      depositAddress,
      createdAt: Date.now(),
      depositTxs: [],
      depositWei: '0',
    }
    this.state.swaps.push(swap)
    await this.save()
    return ok(this.describe(swap))
  }

  async finalizeSwap(payload: unknown): Promise<BridgeReply> {
    const parsed = finalizeSchema.safeParse(payload)
    if (!parsed.success || !this.knownToken(parsed.data.token_uuid)) return fail(400, 'Bad parameters', 5)
    const swap = this.state.swaps.find((s) => s.uuid === parsed.data.uuid)
    if (!swap || swap.direction !== parsed.data.direction) return fail(400, 'Swap not found', 4)
    if (!swap.completedAt) {
      await this.detectDeposit(swap)
      if (!swap.depositSeenAt) return fail(400, 'Unable to find a deposit', 4)
      if (Date.now() < swap.depositSeenAt + this.options.settings.delayMs) {
        return fail(400, 'Swap is being processed', 4)
      }
      this.complete(swap)
      await this.save()
    }
    return ok(this.describe(swap))
  }

  private knownToken(uuid: string): boolean {
    return uuid === FTM_BRIDGE_TOKEN.uuid
  }

  private async detectDeposit(swap: BridgeSwap): Promise<void> {
    if (swap.depositSeenAt) return
    await this.options.indexer.sync()
    const deposits = this.options.indexer.txs
      .ofAddress(swap.depositAddress)
      .filter((tx) => tx.to === swap.depositAddress && tx.status === 1 && BigInt(tx.value) > 0n)
    if (deposits.length === 0) return
    swap.depositTxs = deposits.map((tx) => tx.hash)
    swap.depositWei = deposits.reduce((sum, tx) => sum + BigInt(tx.value), 0n).toString()
    swap.depositSeenAt = Date.now()
    await this.save()
  }

  private complete(swap: BridgeSwap): void {
    const received = BigInt(swap.depositWei) - FEE_WEI
    const key =
      swap.direction === 'OperaToEthereum' ? `eth:${swap.ethAddress.toLowerCase()}` : `bnb:${swap.bnbAddress}`
    if (received > 0n)
      this.state.balances[key] = (BigInt(this.state.balances[key] ?? '0') + received).toString()
    swap.completedAt = Date.now()
    swap.transferTxHash = `0x${randomBytes(32).toString('hex')}`
  }

  private describe(swap: BridgeSwap) {
    const deposited = BigInt(swap.depositWei)
    const received = deposited > FEE_WEI ? deposited - FEE_WEI : 0n
    return {
      uuid: swap.uuid,
      direction: swap.direction,
      token_uuid: swap.tokenUuid,
      eth_address: swap.ethAddress,
      bnb_address: swap.bnbAddress,
      opera_address: swap.depositAddress,
      client_opera_address: swap.operaAddress,
      amount: toFtm(deposited),
      fee: Number(FTM_BRIDGE_TOKEN.fee_per_swap),
      received: toFtm(received),
      deposit_transaction_hashes: swap.depositTxs,
      transfer_transaction_hash: swap.transferTxHash ?? null,
      status: swap.completedAt ? 'completed' : swap.depositSeenAt ? 'processing' : 'waiting_for_deposit',
      created: new Date(swap.createdAt).toISOString(),
    }
  }
}
