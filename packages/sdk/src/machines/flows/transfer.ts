import { ContractInputError } from '../../contracts/ContractInputError.js'
import { buildTransferTx } from '../../contracts/erc20/buildTransferTx.js'
import { buildNativeTransferTx } from '../../contracts/native/buildNativeTransferTx.js'
import { isHexAddress } from '../../format/toChecksumAddress.js'
import { TransferRuleError, transferMessages } from '../../tokens/TransferRuleError.js'
import { validateTransferAmount } from '../../tokens/transferAmount.js'
import type { FlowCheck, FlowDefinition } from '../engine/types.js'
import { firstRefusal, refuses } from './check.js'
import { checkRecipient, type RecipientFacts } from './recipient.js'
import { staticStep } from './step.js'

export interface SendFtmParams {
  recipient: string
  /** wei */
  amount: bigint
  /** Optional memo, sent as UTF-8 data. */
  memo?: string | undefined
}

export interface SendFtmFacts extends RecipientFacts {
  /**
   * FTM the send may carry: `computeTransferableBalance` (balance − room for fees; may be negative). Undefined when
   * it cannot be read (a transaction signed offline): then the chain is the one to refuse an amount too large.
   */
  available: bigint | undefined
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/**
 * The send amount rule (docs/behaviour/send-and-receive.md#amount-rules): above what is available 'You can transfer max
 * {n} {symbol}' or 'You have no balance left'. Zero is tolerated (a transfer of nothing, e.g. to carry a memo).
 */
function checkSendAmount(
  amount: bigint,
  available: bigint | undefined,
  symbol: string,
  decimals: number,
  fractionDigits: number | undefined,
): FlowCheck {
  const error =
    amount < 0n
      ? new TransferRuleError('TRANSFER_INVALID_AMOUNT', transferMessages.invalidAmount)
      : available === undefined
        ? undefined
        : validateTransferAmount({ amount, available, symbol, decimals, fractionDigits })
  return refuses(error, 'amount')
}

/**
 * A send's check: the recipient rule (docs/behaviour/send-and-receive.md#recipient-checks; its refusal first, its
 * warnings and notice as the check's warnings), then the amount rule.
 */
function checkSend(
  recipient: string,
  facts: RecipientFacts,
  amountCheck: FlowCheck,
  token?: { address: string; symbol: string },
): FlowCheck {
  const { error, warnings } = checkRecipient(recipient, facts, token)
  const messages = warnings.map((w) => w.message)
  return firstRefusal(
    [
      ['recipient', () => error],
      ['amount', () => amountCheck.error],
    ],
    messages,
  )
}

/** Send FTM on Opera (1 step): a native transfer with an optional memo. */
export const sendFtmFlow: FlowDefinition<SendFtmParams, SendFtmFacts> = {
  id: 'sendFtm',
  check: ({ recipient, amount }, facts) =>
    checkSend(recipient, facts, checkSendAmount(amount, facts.available, 'FTM', 18, facts.fractionDigits)),
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

export interface SendTokenFacts extends RecipientFacts {
  /** The token's available balance (undefined when it cannot be read: signing offline). */
  available: bigint | undefined
  symbol: string
  decimals: number
  /** The user's decimal points for the amounts of the check's messages (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

/** Send an ERC-20 token (1 step): `transfer`. */
export const sendTokenFlow: FlowDefinition<SendTokenParams, SendTokenFacts> = {
  id: 'sendToken',
  check: ({ token, recipient, amount }, facts) =>
    checkSend(
      recipient,
      facts,
      checkSendAmount(amount, facts.available, facts.symbol, facts.decimals, facts.fractionDigits),
      {
        address: token,
        symbol: facts.symbol,
      },
    ),
  plan: ({ token, recipient, amount }) => ({
    steps: [staticStep('send', 'Send', buildTransferTx({ token, recipient, amount }))],
  }),
}

export interface ContractCallParams {
  /** The contract (or any address) called. */
  to: string
  /** wei sent with the call. */
  value: bigint
  /** The calldata, e.g. from encodeFunctionArguments. */
  data: `0x${string}`
}

/**
 * Any call or raw transaction (1 step): `to`, `value` and `data` as given, e.g. a contract function encoded from its
 * signature (cast's `send`). Checked: a valid address, a value ≥ 0 and 0x-hex data; what the call does is the
 * contract's (a revert shows when the step is estimated).
 */
export const contractCallFlow: FlowDefinition<ContractCallParams, Record<string, never>> = {
  id: 'contractCall',
  check: ({ to, value, data }) =>
    firstRefusal([
      [
        'to',
        () =>
          isHexAddress(to)
            ? undefined
            : new ContractInputError('CONTRACT_INVALID_ADDRESS', `Not an address: ${to}`),
      ],
      [
        'value',
        () =>
          value >= 0n
            ? undefined
            : new ContractInputError('CONTRACT_INVALID_AMOUNT', 'The value cannot be negative'),
      ],
      [
        'data',
        () =>
          /^0x([0-9a-fA-F]{2})*$/.test(data)
            ? undefined
            : new ContractInputError('CONTRACT_INVALID_ARGUMENT', 'The data is not 0x-hex bytes'),
      ],
    ]),
  plan: ({ to, value, data }) => ({ steps: [staticStep('send', 'Send', { to, value, data })] }),
}
