import * as z from 'zod'

/** Where a stored bridge request stands (docs/behaviour/bridge.md#pending-requests). */
export type BridgeRequestStatus = 'pending' | 'finalized' | 'failed'

const wei = z.string().regex(/^\d+$/, 'an amount in wei')

/** One bridge send as the wallet stores it from the moment the bridge opened the swap. */
export const bridgeRequestSchema = z.object({
  /** The swap's uuid at the bridge. */
  uuid: z.string().min(1),
  direction: z.enum(['OperaToEthereum', 'OperaToBinance']),
  /** The sending Opera account. */
  from: z.string().min(1),
  /** The Ethereum or Binance address that receives. */
  targetAddress: z.string().min(1),
  /** The bridge's deposit address on Opera. */
  depositAddress: z.string().min(1),
  /** FTM sent, in wei (a decimal string). */
  amount: wei,
  /** FTM the receiver gets (amount minus the bridge fee), in wei. */
  receive: wei,
  memo: z.string().optional(),
  status: z.enum(['pending', 'finalized', 'failed']),
  /** The transfer to the deposit address, once sent. */
  depositTxHash: z.string().optional(),
  /** Why it failed (the error's message). */
  error: z.string().optional(),
  /** ms since the epoch. */
  createdAt: z.number().int().nonnegative(),
  updatedAt: z.number().int().nonnegative(),
})

export type BridgeRequest = z.output<typeof bridgeRequestSchema>

/** The stored record: every request of one network, oldest first. */
export const bridgeRequestsStateSchema = z.object({ requests: z.array(bridgeRequestSchema) })
export type BridgeRequestsState = z.output<typeof bridgeRequestsStateSchema>
export const EMPTY_BRIDGE_REQUESTS_STATE: BridgeRequestsState = { requests: [] }

/** How many finished (finalized or failed) requests are kept besides the pending ones. */
export const BRIDGE_REQUESTS_KEEP_FINISHED = 20
