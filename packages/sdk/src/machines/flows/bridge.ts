import type { BridgeDirection } from '../../bridge/client.js'
import { computeBridgeReceiveAmount, validateBridgeAmount, validateSendAddress } from '../../bridge/rules.js'
import { BRIDGE_MIN_FTM } from '../../constants/defi.js'
import { buildNativeTransferTx } from '../../contracts/native/buildNativeTransferTx.js'
import { formatUnits } from '../../format/formatUnits.js'
import { TransferRuleError, transferMessages } from '../../tokens/TransferRuleError.js'
import type { FlowDefinition } from '../engine/types.js'
import { finalizeBridgeRequest } from './bridgeRequests.js'
import { firstRefusal } from './check.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { staticStep } from './step.js'
import { waitForBridgeSwap } from './waitForBridgeSwap.js'

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
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
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
  check: ({ direction, amount, targetAddress }, { available, fractionDigits }) =>
    firstRefusal([
      [
        'amount',
        () => validateBridgeAmount({ amount, available, fractionDigits }) ?? belowBridgeMinimum(amount),
      ],
      ['targetAddress', () => validateSendAddress({ direction, address: targetAddress })],
    ]),
  async plan(params, { bridge, bridgeRequests, from, signal }) {
    if (!bridge) throw new FlowRuleError('FLOW_BRIDGE_NOT_CONFIGURED', FLOW_MESSAGES.bridgeNotConfigured)
    const { direction, amount, targetAddress, memo } = params
    const invalid = validateSendAddress({ direction, address: targetAddress })
    if (invalid) throw invalid
    const target =
      direction === 'OperaToEthereum' ? { ethAddress: targetAddress } : { bnbAddress: targetAddress }
    const swap = await bridge.createSwap({ direction, operaAddress: from, signal, ...target })
    // Stored at once, so a reload or a new run can still finish it (docs/behaviour/bridge.md#pending-requests).
    await bridgeRequests?.save({
      uuid: swap.uuid,
      direction,
      from,
      targetAddress,
      depositAddress: swap.depositAddress,
      amount: amount.toString(),
      receive: computeBridgeReceiveAmount({ amount }).toString(),
      ...(memo ? { memo } : {}),
    })
    const send = buildNativeTransferTx({ recipient: swap.depositAddress, amount })
    const finalize = {
      uuid: swap.uuid,
      interval: params.finalizeInterval,
      maxTries: params.finalizeMaxTries,
    }
    return {
      steps: [staticStep('send', 'Send', send)],
      async complete({ hashes, signal: completeSignal }) {
        if (!bridgeRequests)
          return waitForBridgeSwap({ bridge, direction, memo, ...finalize, signal: completeSignal })
        const hash = hashes.at(-1)
        if (hash) await bridgeRequests.markDeposited(swap.uuid, hash)
        return (
          await finalizeBridgeRequest({ store: bridgeRequests, bridge, ...finalize, signal: completeSignal })
        ).result
      },
    }
  },
}
