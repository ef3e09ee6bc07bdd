import { buildTransferTx } from '../../contracts/erc20/buildTransferTx.js'
import { buildNativeTransferTx } from '../../contracts/native/buildNativeTransferTx.js'
import { TransferRuleError, transferMessages } from '../../tokens/TransferRuleError.js'
import { validateTransferAmount } from '../../tokens/transferAmount.js'
import type { FlowCheck, FlowDefinition } from '../engine/types.js'
import { refuses } from './check.js'
import { staticStep } from './step.js'

export interface SendFtmParams {
  recipient: string
  /** wei */
  amount: bigint
  /** Optional memo, sent as UTF-8 data. */
  memo?: string | undefined
}

export interface SendFtmFacts {
  /** FTM the send may carry: `computeTransferableBalance` (balance − room for fees; may be negative). */
  available: bigint
}

/**
 * The send amount rule (docs/behaviour/send-and-receive.md#amount-rules): above what is available 'You can transfer max {n} {symbol}' or 'You have no
 * balance left'; zero (which the amount rule tolerates while typing) 'Invalid amount' on submit.
 */
function checkSendAmount(amount: bigint, available: bigint, symbol: string, decimals: number): FlowCheck {
  const error =
    validateTransferAmount({ amount, available, symbol, decimals }) ??
    (amount === 0n
      ? new TransferRuleError('TRANSFER_INVALID_AMOUNT', transferMessages.invalidAmount)
      : undefined)
  return refuses(error, 'amount')
}

/** Send FTM on Opera (1 step): a native transfer with an optional memo. */
export const sendFtmFlow: FlowDefinition<SendFtmParams, SendFtmFacts> = {
  id: 'sendFtm',
  check: ({ amount }, { available }) => checkSendAmount(amount, available, 'FTM', 18),
  plan: ({ recipient, amount, memo }) => ({
    steps: [staticStep('send', 'Send', buildNativeTransferTx({ recipient, amount, memo }))],
  }),
}

export interface SendTokenParams {
  token: string
  recipient: string
  /** Token base units. */
  amount: bigint
}

export interface SendTokenFacts {
  /** The token's available balance. */
  available: bigint
  symbol: string
  decimals: number
}

/** Send an ERC-20 token (1 step): `transfer`. */
export const sendTokenFlow: FlowDefinition<SendTokenParams, SendTokenFacts> = {
  id: 'sendToken',
  check: ({ amount }, { available, symbol, decimals }) =>
    checkSendAmount(amount, available, symbol, decimals),
  plan: ({ token, recipient, amount }) => ({
    steps: [staticStep('send', 'Send', buildTransferTx({ token, recipient, amount }))],
  }),
}
