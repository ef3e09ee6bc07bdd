import { isHexAddress, toChecksumAddress } from '@ftm-wallet/sdk'

/** A site's eth_sendTransaction request, checked. Quantities stay 0x-hex so it can cross the runtime wire. */
export interface TransactionRequest {
  from: string
  to: string
  value: `0x${string}`
  data: `0x${string}`
  /** The site's gas limit, if it gave one. */
  gas?: `0x${string}`
  gasPrice?: `0x${string}`
}

const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/
const DATA = /^0x([0-9a-fA-F]{2}){0,65536}$/

const quantity = (value: unknown): `0x${string}` | null | undefined => {
  if (value === undefined) return undefined
  return typeof value === 'string' && QUANTITY.test(value) ? (value.toLowerCase() as `0x${string}`) : null
}

/**
 * Checks the first parameter of eth_sendTransaction (EIP-1474): `from` and `to` addresses (no contract creation),
 * optional hex `value`, `data` (or `input`), `gas` and `gasPrice`. A `chainId`, when given, must be the wallet's.
 * Anything else is null: the request is refused before the user sees it.
 */
export function parseTransactionRequest(raw: unknown, chainId: number): TransactionRequest | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const r = raw as Record<string, unknown>
  if (typeof r.from !== 'string' || !isHexAddress(r.from)) return null
  if (typeof r.to !== 'string' || !isHexAddress(r.to)) return null
  const value = quantity(r.value)
  const gas = quantity(r.gas ?? r.gasLimit)
  const gasPrice = quantity(r.gasPrice)
  if (value === null || gas === null || gasPrice === null) return null
  const data = r.data ?? r.input ?? '0x'
  if (typeof data !== 'string' || !DATA.test(data)) return null
  if (r.chainId !== undefined) {
    const id = quantity(r.chainId)
    if (!id || Number(BigInt(id)) !== chainId) return null
  }
  return {
    from: toChecksumAddress(r.from),
    to: toChecksumAddress(r.to),
    value: value ?? '0x0',
    data: data.toLowerCase() as `0x${string}`,
    ...(gas ? { gas } : {}),
    ...(gasPrice ? { gasPrice } : {}),
  }
}
