import { BridgeError } from '../../bridge/BridgeError.js'
import type { BridgeClient, BridgeDirection } from '../../bridge/client.js'
import { validateBridgeAmount, validateSendAddress } from '../../bridge/rules.js'
import { BRIDGE_MIN_FTM } from '../../constants/defi.js'
import { BRIDGE_FINALIZE_MAX_TRIES, BRIDGE_FINALIZE_POLL_INTERVAL } from '../../constants/timing.js'
import { buildNativeTransferTx } from '../../contracts/native/buildNativeTransferTx.js'
import { formatUnits } from '../../format/formatUnits.js'
import { TransferRuleError, transferMessages } from '../../tokens/TransferRuleError.js'
import { delay } from '../../tx/delay.js'
import type { FlowDefinition } from '../engine/types.js'
import { firstRefusal } from './check.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { staticStep } from './step.js'

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

export interface BridgeSendParams {
  direction: BridgeDirection
  /** wei of FTM; the receiver gets it minus the bridge fee. */
  amount: bigint
  /** The Ethereum or Binance address that receives. */
  targetAddress: string
  memo?: string | undefined
  /** Finalize polling, for tests (default 3000 ms × 50). */
  finalizeInterval?: number | undefined
  finalizeMaxTries?: number | undefined
}

export interface BridgeSendFacts {
  /** FTM the send may carry: `computeTransferableBalance` (balance − room for fees). */
  available: bigint
}

/** Zero passes the send amount rule (docs/behaviour/send-and-receive.md#amount-rules) but a bridge send needs the minimum. */
const belowBridgeMinimum = (amount: bigint) =>
  amount === 0n
    ? new TransferRuleError(
        'TRANSFER_BELOW_MINIMUM',
        transferMessages.minimum(formatUnits(BRIDGE_MIN_FTM, 18), 'FTM'),
        { details: { min: BRIDGE_MIN_FTM } },
      )
    : undefined

/**
 * Bridge send (form, confirmation, success, completing): the check applies the send amount rules with the
 * bridge minimum ('You must transfer at least 50 FTM') and the address rules of the direction; the plan opens the
 * swap with the bridge (its 'Symbol already exists' retry is the client's), the one step sends the FTM to the
 * bridge's deposit address, and the completion finalizes the swap.
 */
export const bridgeSendFlow: FlowDefinition<BridgeSendParams, BridgeSendFacts> = {
  id: 'bridgeSend',
  check: ({ direction, amount, targetAddress }, { available }) =>
    firstRefusal([
      ['amount', () => validateBridgeAmount({ amount, available }) ?? belowBridgeMinimum(amount)],
      ['targetAddress', () => validateSendAddress({ direction, address: targetAddress })],
    ]),
  async plan(params, { bridge, from, signal }) {
    if (!bridge) throw new FlowRuleError('FLOW_BRIDGE_NOT_CONFIGURED', FLOW_MESSAGES.bridgeNotConfigured)
    const { direction, amount, targetAddress, memo } = params
    const invalid = validateSendAddress({ direction, address: targetAddress })
    if (invalid) throw invalid
    const target =
      direction === 'OperaToEthereum' ? { ethAddress: targetAddress } : { bnbAddress: targetAddress }
    const swap = await bridge.createSwap({ direction, operaAddress: from, signal, ...target })
    const send = buildNativeTransferTx({ recipient: swap.depositAddress, amount })
    return {
      steps: [staticStep('send', 'Send', send)],
      complete: ({ signal: completeSignal }) =>
        waitForBridgeSwap({
          bridge,
          uuid: swap.uuid,
          direction,
          memo,
          interval: params.finalizeInterval,
          maxTries: params.finalizeMaxTries,
          signal: completeSignal,
        }),
    }
  },
}
