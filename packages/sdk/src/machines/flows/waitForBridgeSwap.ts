import { BridgeError } from '../../bridge/BridgeError.js'
import type { BridgeClient, BridgeDirection } from '../../bridge/client.js'
import { BRIDGE_FINALIZE_MAX_TRIES, BRIDGE_FINALIZE_POLL_INTERVAL } from '../../constants/timing.js'
import { delay } from '../../tx/delay.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'

export interface WaitForBridgeSwapParameters {
  bridge: BridgeClient
  uuid: string
  direction: BridgeDirection
  memo?: string | undefined
  /** Default 3000 ms and 50 tries (docs/behaviour/bridge.md#completing). */
  interval?: number
  maxTries?: number
  signal?: AbortSignal | undefined
}

/**
 * The bridge's "completing" stage (docs/behaviour/bridge.md#completing): asks the bridge to finalize every 3 s, at
 * most 50 times. While the bridge has not seen the deposit (code 4) or is down (code 6) it tries again; after the
 * last try the swap is cancelled (FlowRuleError `FLOW_BRIDGE_FINALIZE_CANCELLED`). Other bridge errors end it at
 * once.
 */
export async function waitForBridgeSwap(parameters: WaitForBridgeSwapParameters): Promise<unknown> {
  const { bridge, uuid, direction, memo, signal } = parameters
  const interval = parameters.interval ?? BRIDGE_FINALIZE_POLL_INTERVAL
  const maxTries = parameters.maxTries ?? BRIDGE_FINALIZE_MAX_TRIES
  let last: unknown
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    try {
      return (await bridge.finalizeSwap({ uuid, direction, memo, signal })).result
    } catch (error) {
      if (signal?.aborted || !(error instanceof BridgeError) || ![4, 6].includes(error.bridgeCode))
        throw error
      last = error
    }
    if (attempt < maxTries) await delay(interval, signal)
  }
  throw new FlowRuleError('FLOW_BRIDGE_FINALIZE_CANCELLED', FLOW_MESSAGES.bridgeFinalizeCancelled, {
    cause: last,
    details: { uuid, tries: maxTries },
  })
}
