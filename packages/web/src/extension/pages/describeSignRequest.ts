import { parseTypedData, readTypedDataJson, type TypedData } from '@ftm-wallet/sdk'

/** A `personal_sign` message as the signing window shows it (docs/behaviour/extension.md#signing-windows). */
export type MessageView =
  | { kind: 'text'; text: string; hex: `0x${string}` }
  | { kind: 'hex'; hex: `0x${string}`; warning: string }

/** The warning beside a message that is not readable text. */
export const HEX_MESSAGE_WARNING =
  'This message is not readable text. Sign it only if you trust the site and know what these bytes are.'

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` as const

/** Printable: no control characters except tab, line feed and carriage return. */
const isPrintable = (text: string) =>
  ![...text].some((c) => {
    const code = c.codePointAt(0) ?? 0
    return (code < 0x20 && !'\t\n\r'.includes(c)) || (code >= 0x7f && code <= 0x9f)
  })

/**
 * The message of `personal_sign` (0x-hex bytes, or text as some sites send it): shown as text when its bytes are
 * printable UTF-8, else as hex with a warning. Returns the bytes that are signed too.
 */
export function describeMessage(param: string): { view: MessageView; bytes: Uint8Array } {
  const isHex = /^0x([0-9a-fA-F]{2})*$/.test(param)
  const bytes = isHex
    ? Uint8Array.from(param.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    : new TextEncoder().encode(param)
  const hex = toHex(bytes)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (isPrintable(text)) return { view: { kind: 'text', text, hex }, bytes }
  } catch {
    // not UTF-8: hex below
  }
  return { view: { kind: 'hex', hex, warning: HEX_MESSAGE_WARNING }, bytes }
}

/** One row of the typed data's tree: a field with its type and value, or a struct / list with its children. */
export interface TypedDataNode {
  name: string
  type: string
  value?: string
  children?: TypedDataNode[]
}

/** Typed data as the signing window shows it: the domain (chain id flagged off-network) and the message tree. */
export interface TypedDataView {
  typedData: TypedData
  primaryType: string
  domain: { label: string; value: string; flagged?: string }[]
  /** The domain's chain id when it is not the active network's. */
  otherChainId?: number
  message: TypedDataNode[]
}

const DOMAIN_LABELS: Record<string, string> = {
  name: 'Name',
  version: 'Version',
  chainId: 'Chain id',
  verifyingContract: 'Verifying contract',
  salt: 'Salt',
}

function tree(typedData: TypedData, type: string, value: unknown, name: string): TypedDataNode {
  const struct = typedData.types[type]
  if (struct && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return { name, type, children: struct.map((f) => tree(typedData, f.type, record[f.name], f.name)) }
  }
  const array = /^(.+)\[\d*\]$/.exec(type)
  if (array && Array.isArray(value)) {
    return { name, type, children: value.map((item, i) => tree(typedData, array[1] as string, item, `${i}`)) }
  }
  return { name, type, value: typeof value === 'string' ? value : JSON.stringify(value) }
}

/**
 * Reads `eth_signTypedData_v4`'s typed data (the object or its JSON text) as the signers check it — malformed data
 * throws SignerError `SIGNER_TYPED_DATA_INVALID` naming the field (the provider's -32602) — and lays it out.
 */
export function describeTypedData(input: unknown, activeChainId: number): TypedDataView {
  const typedData = parseTypedData(readTypedDataJson(input))
  const { domain, primaryType } = typedData
  const otherChainId =
    domain.chainId !== undefined && domain.chainId !== activeChainId ? domain.chainId : undefined
  return {
    typedData,
    primaryType,
    domain: (typedData.types.EIP712Domain ?? []).map((field) => ({
      label: DOMAIN_LABELS[field.name] ?? field.name,
      value: String(domain[field.name]),
      ...(field.name === 'chainId' && otherChainId !== undefined
        ? { flagged: `Not the active network (chain ${activeChainId})` }
        : {}),
    })),
    ...(otherChainId === undefined ? {} : { otherChainId }),
    message: (typedData.types[primaryType] ?? []).map((f) =>
      tree(typedData, f.type, typedData.message[f.name], f.name),
    ),
  }
}
