import * as z from 'zod/mini'
import { hexNumberMini } from '../scalarsMiniTx.js'

/**
 * docs/behaviour/history.md#transaction-status: status 0 = error, 1 = success, anything else (null while pending) =
 * pending.
 */
export type TransactionStatus = 'pending' | 'success' | 'failed'

export function toTransactionStatus(code: number | null): TransactionStatus {
  if (code === 0) return 'failed'
  if (code === 1) return 'success'
  return 'pending'
}

/** `status` (Long, null while pending) → TransactionStatus. */
export const transactionStatusSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.nullable(hexNumberMini),
  /* @__PURE__ */ z.transform(toTransactionStatus),
)
