import { isHexAddress, toChecksumAddress } from '@ftm-wallet/sdk'

/** A site's eth_sendTransaction request, checked. Quantities stay 0x-hex so it can cross the runtime wire. */
export interface TransactionRequest {
  from: string
  /** The recipient or contract; null for a contract creation, whose `data` is the creation code. */
  to: string | null
  value: `0x${string}`
  data: `0x${string}`
  /** The site's gas limit, if it gave one. */
  gas?: `0x${string}`
  gasPrice?: `0x${string}`
  /** EIP-1559 fees (both or neither): the transaction is signed as type 2 (docs/behaviour/extension.md#provider-methods). */
  maxFeePerGas?: `0x${string}`
  maxPriorityFeePerGas?: `0x${string}`
  /** '0x2' when the site asked for an EIP-1559 transaction (with or without its fees). */
  type?: '0x2'
}

const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
const DATA = /^0x([0-9a-fA-F]{2}){0,65536}$/

const quantity = (value: unknown): `0x${string}` | null | undefined => {
  if (value === undefined) return undefined
  return typeof value === 'string' && QUANTITY.test(value) ? (value.toLowerCase() as `0x${string}`) : null
}

/** Why a site's transaction request was refused: the field at fault and what is wrong with it. */
export interface TransactionRequestProblem {
  field: string
  message: string
}

/**
 * Checks the first parameter of eth_sendTransaction (EIP-1474): a `from` address, a `to` address or none (a contract
 * creation, whose `data` may then not be empty: docs/behaviour/extension.md#provider-methods), optional hex `value`,
 * `data` (or `input`), `gas`, and either `gasPrice` or the EIP-1559 `maxFeePerGas` and `maxPriorityFeePerGas`
 * (`type` 0x0 or 0x2 when given, matching). A `chainId`, when given, must be the wallet's. Anything else is refused
 * with the field at fault (the site gets -32602 naming it) before the user sees it.
 */
export function checkTransactionRequest(
  raw: unknown,
  chainId: number,
): { request: TransactionRequest } | { problem: TransactionRequestProblem } {
  const refuse = (field: string, message: string) => ({ problem: { field, message } })
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('transaction', 'the transaction must be an object')
  const r = raw as Record<string, unknown>
  if (typeof r.from !== 'string' || !isHexAddress(r.from))
    return refuse('from', "'from' must be a 0x address")
  // No `to` (absent, null, or the empty string some libraries send) is a contract creation.
  const creation = r.to === undefined || r.to === null || r.to === ''
  if (!creation && (typeof r.to !== 'string' || !isHexAddress(r.to)))
    return refuse('to', "'to' must be a 0x address")
  const value = quantity(r.value)
  if (value === null) return refuse('value', "'value' must be a 0x hex quantity")
  const gasField = r.gas === undefined ? 'gasLimit' : 'gas'
  const gas = quantity(r.gas ?? r.gasLimit)
  if (gas === null) return refuse(gasField, `'${gasField}' must be a 0x hex quantity`)
  const gasPrice = quantity(r.gasPrice)
  if (gasPrice === null) return refuse('gasPrice', "'gasPrice' must be a 0x hex quantity")
  const maxFee = quantity(r.maxFeePerGas)
  if (maxFee === null) return refuse('maxFeePerGas', "'maxFeePerGas' must be a 0x hex quantity")
  const maxPriority = quantity(r.maxPriorityFeePerGas)
  if (maxPriority === null)
    return refuse('maxPriorityFeePerGas', "'maxPriorityFeePerGas' must be a 0x hex quantity")
  if (gasPrice && (maxFee || maxPriority))
    return refuse('gasPrice', "'gasPrice' cannot be mixed with 'maxFeePerGas' and 'maxPriorityFeePerGas'")
  if (maxPriority && maxFee && BigInt(maxPriority) > BigInt(maxFee))
    return refuse('maxPriorityFeePerGas', "'maxPriorityFeePerGas' is above 'maxFeePerGas'")
  if (r.type !== undefined && !['0x0', '0x2', '0x00', '0x02'].includes(String(r.type)))
    return refuse('type', "'type' must be 0x0 (legacy) or 0x2 (EIP-1559)")
  const feeMarket = Boolean(maxFee || maxPriority) || String(r.type).endsWith('2')
  if (feeMarket && gasPrice)
    return refuse('type', "a type 0x2 transaction takes 'maxFeePerGas', not 'gasPrice'")
  if (!feeMarket && r.type !== undefined && (maxFee || maxPriority))
    return refuse('type', "a type 0x0 transaction takes 'gasPrice', not 'maxFeePerGas'")
  const dataField = r.data === undefined && r.input !== undefined ? 'input' : 'data'
  const data = r.data ?? r.input ?? '0x'
  if (typeof data !== 'string' || !DATA.test(data))
    return refuse(dataField, `'${dataField}' must be 0x hex bytes`)
  if (creation && data === '0x')
    return refuse(
      dataField,
      `'${dataField}' is required for a contract creation (a transaction without 'to')`,
    )
  if (r.chainId !== undefined) {
    const id = quantity(r.chainId)
    if (!id) return refuse('chainId', "'chainId' must be a 0x hex quantity")
    if (Number(BigInt(id)) !== chainId)
      return refuse('chainId', `'chainId' is not the wallet's chain ${chainId}`)
  }
  return {
    request: {
      from: toChecksumAddress(r.from),
      to: creation ? null : toChecksumAddress(r.to as string),
      value: value ?? '0x0',
      data: data.toLowerCase() as `0x${string}`,
      ...(gas ? { gas } : {}),
      ...(gasPrice ? { gasPrice } : {}),
      ...(maxFee ? { maxFeePerGas: maxFee } : {}),
      ...(maxPriority ? { maxPriorityFeePerGas: maxPriority } : {}),
      ...(feeMarket ? { type: '0x2' as const } : {}),
    },
  }
}

/** {@link checkTransactionRequest}'s request, or null when it refuses it. */
export function parseTransactionRequest(raw: unknown, chainId: number): TransactionRequest | null {
  const checked = checkTransactionRequest(raw, chainId)
  return 'request' in checked ? checked.request : null
}
