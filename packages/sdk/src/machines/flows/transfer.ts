import { buildTransferTx } from '../../contracts/erc20/buildTransferTx.js'
import { buildNativeTransferTx } from '../../contracts/native/buildNativeTransferTx.js'
import type { FlowDefinition } from '../engine/types.js'
import { staticStep } from './step.js'

export interface SendFtmParams {
  recipient: string
  /** wei */
  amount: bigint
  /** Optional memo, sent as UTF-8 data. */
  memo?: string | undefined
}

/** Send FTM on Opera (1 step): a native transfer with an optional memo. */
export const sendFtmFlow: FlowDefinition<SendFtmParams> = {
  id: 'sendFtm',
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

/** Send an ERC-20 token (1 step): `transfer`. */
export const sendTokenFlow: FlowDefinition<SendTokenParams> = {
  id: 'sendToken',
  plan: ({ token, recipient, amount }) => ({
    steps: [staticStep('send', 'Send', buildTransferTx({ token, recipient, amount }))],
  }),
}
