import * as z from 'zod'
import { BRIDGE_SLUGS } from '../constants/bridge.js'
import { BridgeError, type BridgeErrorNumber } from './BridgeError.js'
import { sealBridgeEnvelope } from './envelope.js'
import type { SendDirection } from './rules.js'

export interface BridgeClientOptions {
  /** The bridge service's base URL; slugs are appended after a '/' (e.g. `http://127.0.0.1:16761/bridge`). */
  baseUrl: string
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
  /** Bridge token: sent as `Authorization: Basic <token>` and keying the envelope. Never logged. */
  token?: string
  /** Per-request time limit in ms before the bridge counts as down (default 20 s). */
  timeoutMs?: number
  /** Clock for the envelope's `t` (default `Date.now`). */
  now?: () => number
}

/** A token the bridge moves (field names of the bridge service). */
export interface BridgeToken {
  readonly uuid: string
  readonly symbol: string
  readonly name?: string
  readonly [field: string]: unknown
}

/** Direction of a bridge swap: out of Opera. */
export type BridgeDirection = Exclude<SendDirection, 'OperaToOpera'>

export interface BridgeCallOptions {
  /** Cancels the request; the caller's abort reason is rethrown as is. */
  signal?: AbortSignal
  /** The token to move; the bridge's FTM token when omitted. */
  tokenUuid?: string
}

export interface BridgeSwapRequest {
  readonly uuid: string
  readonly direction: BridgeDirection
  /** Where the wallet sends the FTM on Opera (the bridge's `opera_address`). */
  readonly depositAddress: string
  /** The service's whole answer. */
  readonly raw: Readonly<Record<string, unknown>>
}

export interface BridgeClient {
  /** `GET tokens`: what the bridge can move (fetched once, then cached). */
  getTokens(options?: { signal?: AbortSignal }): Promise<readonly BridgeToken[]>
  /** The bridge's FTM token; code 5 when it lists none. */
  getFantomToken(options?: { signal?: AbortSignal }): Promise<BridgeToken>
  /** `POST getEthBalances`: FTM already credited to an Ethereum address (code 1 when the bridge refuses it). */
  getEthBalances(parameters: { ethAddress: string } & BridgeCallOptions): Promise<{ balance: number }>
  /** `POST getBnbBalances`: FTM credited and pending for a Binance address (code 2 when refused). */
  getBnbBalances(
    parameters: { bnbAddress: string } & BridgeCallOptions,
  ): Promise<{ balance: number; pendingBalance: number }>
  /**
   * `POST swaps`: opens a swap (code 3 with the server's message when refused). 'Symbol already exists' is retried
   * once with the Opera address in lower case (docs/behaviour/bridge.md#completing).
   */
  createSwap(
    parameters: {
      direction: BridgeDirection
      operaAddress: string
      ethAddress?: string
      bnbAddress?: string
    } & BridgeCallOptions,
  ): Promise<BridgeSwapRequest>
  /** `POST finalizeSwap`: asks the bridge to complete a swap (code 4 with the server's message until it can). */
  finalizeSwap(
    parameters: { uuid: string; direction: BridgeDirection; memo?: string } & BridgeCallOptions,
  ): Promise<{ direction: BridgeDirection; result: unknown }>
}

const replySchema = /* @__PURE__ */ z.object({
  status: /* @__PURE__ */ z.number().optional(),
  success: /* @__PURE__ */ z.boolean(),
  result: /* @__PURE__ */ z.unknown(),
  errorCode: /* @__PURE__ */ z.number().optional(),
  errMessage: /* @__PURE__ */ z.string().optional(),
})
const tokensSchema = /* @__PURE__ */ z.array(
  /* @__PURE__ */ z
    .object({ uuid: /* @__PURE__ */ z.string(), symbol: /* @__PURE__ */ z.string() })
    .passthrough(),
)
const amount = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.number(),
  /* @__PURE__ */ z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])
const ethBalanceSchema = /* @__PURE__ */ z.object({ balance: amount })
const bnbBalanceSchema = /* @__PURE__ */ z.object({
  balance: amount,
  pendingBalance: /* @__PURE__ */ amount.optional().default(0),
})
const swapSchema = /* @__PURE__ */ z
  .object({ uuid: /* @__PURE__ */ z.string().min(1), opera_address: /* @__PURE__ */ z.string().min(1) })
  .passthrough()

const ADDRESS_LENGTH = 42
const SYMBOL_EXISTS = 'Symbol already exists'
const isBridgeCode = (value: unknown): value is BridgeErrorNumber =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6

/**
 * A client of the bridge service (docs/behaviour/bridge.md#bridge-service). POST bodies travel in the encrypted
 * envelope of `envelope.ts`. Every failure is a {@link BridgeError} with the spec's code: HTTP 5xx, no answer, a
 * timeout or an unreadable answer are code 6 'Bridge is down'.
 *
 * @example
 * const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
 * const swap = await bridge.createSwap({ direction: 'OperaToEthereum', operaAddress, ethAddress })
 */
export function createBridgeClient(options: BridgeClientOptions): BridgeClient {
  const fetchFn = options.fetch ?? globalThis.fetch
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const token = options.token ?? ''
  const timeoutMs = options.timeoutMs ?? 20_000
  let tokens: Promise<readonly BridgeToken[]> | undefined

  async function call(
    slug: string,
    payload: object | undefined,
    fallback: BridgeErrorNumber,
    signal?: AbortSignal,
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (token) headers.authorization = `Basic ${token}`
    const body =
      payload && JSON.stringify(await sealBridgeEnvelope(payload, slug, { token, now: options.now?.() }))
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetchFn(`${baseUrl}/${slug}`, {
        method: payload ? 'POST' : 'GET',
        headers,
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new BridgeError(6, undefined, { cause })
    }
    if (response.status >= 500) throw new BridgeError(6, undefined, { details: { status: response.status } })
    let reply: z.output<typeof replySchema>
    try {
      reply = replySchema.parse(await response.json())
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new BridgeError(6, undefined, { cause, details: { status: response.status } })
    }
    if (reply.status === 500) throw new BridgeError(6, undefined, { details: { status: 500 } })
    if (reply.success) return reply.result
    const serverMessage = reply.errMessage ?? (typeof reply.result === 'string' ? reply.result : undefined)
    const code = isBridgeCode(reply.errorCode) ? reply.errorCode : fallback
    const message = code === 3 || code === 4 ? serverMessage : undefined
    throw new BridgeError(code, message, { details: { status: response.status, serverMessage } })
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, code: BridgeErrorNumber): T {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new BridgeError(code, undefined, { details: { reason: 'unexpected answer' } })
    return parsed.data
  }

  const client: BridgeClient = {
    getTokens({ signal } = {}) {
      tokens ??= call(BRIDGE_SLUGS.tokens, undefined, 6, signal).then((result) =>
        parse(tokensSchema, result, 6),
      )
      tokens.catch(() => {
        tokens = undefined
      })
      return tokens
    },

    async getFantomToken(parameters = {}) {
      const ftm = (await client.getTokens(parameters)).find((t) => t.symbol === 'FTM')
      if (!ftm) throw new BridgeError(5, undefined, { details: { reason: 'the bridge lists no FTM token' } })
      return ftm
    },

    async getEthBalances({ ethAddress, tokenUuid, signal }) {
      if (ethAddress.length !== ADDRESS_LENGTH) throw new BridgeError(5)
      const token_uuid = tokenUuid ?? (await client.getFantomToken({ signal })).uuid
      const result = await call(BRIDGE_SLUGS.ethBalances, { eth_address: ethAddress, token_uuid }, 1, signal)
      return parse(ethBalanceSchema, result, 1)
    },

    async getBnbBalances({ bnbAddress, tokenUuid, signal }) {
      if (bnbAddress.length !== ADDRESS_LENGTH) throw new BridgeError(5)
      const token_uuid = tokenUuid ?? (await client.getFantomToken({ signal })).uuid
      const result = await call(BRIDGE_SLUGS.bnbBalances, { bnb_address: bnbAddress, token_uuid }, 2, signal)
      return parse(bnbBalanceSchema, result, 2)
    },

    async createSwap({ direction, operaAddress, ethAddress = '', bnbAddress = '', tokenUuid, signal }) {
      if (direction === 'OperaToBinance' && bnbAddress.length !== ADDRESS_LENGTH) throw new BridgeError(2)
      if (direction === 'OperaToEthereum' && ethAddress.length !== ADDRESS_LENGTH) throw new BridgeError(1)
      if (!operaAddress) throw new BridgeError(5)
      const token_uuid = tokenUuid ?? (await client.getFantomToken({ signal })).uuid
      const request = (opera_address: string) =>
        call(
          BRIDGE_SLUGS.swaps,
          { direction, token_uuid, eth_address: ethAddress, bnb_address: bnbAddress, opera_address },
          3,
          signal,
        )
      let result: unknown
      try {
        result = await request(operaAddress)
      } catch (error) {
        const lower = operaAddress.toLowerCase()
        if (!(error instanceof BridgeError) || error.message !== SYMBOL_EXISTS || lower === operaAddress)
          throw error
        result = await request(lower)
      }
      const swap = parse(swapSchema, result, 3)
      return { uuid: swap.uuid, direction, depositAddress: swap.opera_address, raw: swap }
    },

    async finalizeSwap({ uuid, direction, memo = '', tokenUuid, signal }) {
      if (!uuid || !direction) throw new BridgeError(5)
      const token_uuid = tokenUuid ?? (await client.getFantomToken({ signal })).uuid
      const result = await call(BRIDGE_SLUGS.finalizeSwap, { direction, token_uuid, uuid, memo }, 4, signal)
      return { direction, result }
    },
  }
  return client
}
