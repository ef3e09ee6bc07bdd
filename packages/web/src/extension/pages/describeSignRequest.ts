import {
  isHexAddress,
  parseTypedData,
  readTypedDataJson,
  type TypedData,
  toChecksumAddress,
} from '@ftm-wallet/sdk'

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
    : // Copied into this realm's Uint8Array: the signers (ethers) take no bytes of another realm's, which a
      // TextEncoder may give (jsdom's does).
      Uint8Array.from(new TextEncoder().encode(param))
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

/** A Sign-In with Ethereum (EIP-4361) message's fields, as the window lists them. */
export interface SiweView {
  /** The site the sign-in is for (the message's domain, with its scheme when it names one). */
  domain: string
  address: string
  statement?: string | undefined
  fields: { label: string; value: string }[]
  /** Set when the domain is not the requesting site's: the warning shown above the fields. */
  warning?: string | undefined
}

const SIWE_HEADER =
  /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your Ethereum account:$/
const SIWE_FIELDS: Record<string, string> = {
  URI: 'URI',
  Version: 'Version',
  'Chain ID': 'Chain id',
  Nonce: 'Nonce',
  'Issued At': 'Issued at',
  'Expiration Time': 'Expires',
  'Not Before': 'Not before',
  'Request ID': 'Request id',
}

/**
 * A `personal_sign` text read as EIP-4361 (null when it is not one): its fields, and a warning when the domain it
 * signs in to is not the origin that asks (docs/behaviour/extension.md#signing-windows) — a site asking for a
 * sign-in to another site is how sign-in phishing works.
 */
export function describeSiwe(text: string, origin: string): SiweView | null {
  const lines = text.split('\n')
  const header = SIWE_HEADER.exec(lines[0] ?? '')
  const address = lines[1]?.trim() ?? ''
  if (!header || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  const [, scheme, authority] = header
  let index = 2
  let statement: string | undefined
  // An empty line, then an optional statement and another empty line, then the fields.
  if (lines[index] === '') index++
  if (
    lines[index] !== undefined &&
    !/^[A-Z][A-Za-z ]+: /.test(lines[index] as string) &&
    lines[index] !== ''
  ) {
    statement = lines[index]
    index++
    if (lines[index] === '') index++
  }
  const fields: { label: string; value: string }[] = []
  for (; index < lines.length; index++) {
    const line = lines[index] as string
    if (line === 'Resources:') {
      const resources = lines
        .slice(index + 1)
        .filter((l) => l.startsWith('- '))
        .map((l) => l.slice(2))
      fields.push({ label: 'Resources', value: resources.join('\n') })
      break
    }
    const match = /^([A-Za-z ]+): (.*)$/.exec(line)
    const label = match && SIWE_FIELDS[match[1] as string]
    if (!match || !label) return null
    fields.push({ label, value: match[2] as string })
  }
  if (!fields.some((f) => f.label === 'URI') || !fields.some((f) => f.label === 'Nonce')) return null
  const requester = new URL(origin)
  const sameSite =
    authority === requester.host && (scheme === undefined || `${scheme}:` === requester.protocol)
  const domain = scheme ? `${scheme}://${authority}` : (authority as string)
  return {
    domain,
    address,
    statement,
    fields,
    ...(sameSite
      ? {}
      : {
          warning: `This sign-in is for ${domain}, but the request comes from ${origin}. Sign only if you trust both.`,
        }),
  }
}

/** One allowance a permit grants: who may spend which token, how much and until when. */
export interface ApprovalItem {
  token: string
  spender: string
  /** The amount in the token's smallest units, or 'UNLIMITED'. */
  amount: string
  unlimited: boolean
  /** When the permission ends (the signature's deadline or the allowance's expiry), ISO date in UTC. */
  until?: string | undefined
}

/** Typed data that grants allowances: an EIP-2612 permit or a Permit2 permit, shown as approvals. */
export interface ApprovalView {
  kind: 'EIP-2612 permit' | 'Permit2 allowance' | 'Permit2 transfer'
  items: ApprovalItem[]
  /** 'Unlimited allowance: … may spend all your …, now and later, until you revoke it.' for each unlimited item. */
  warnings: string[]
}

const MAX_UINT160 = (1n << 160n) - 1n
/** From this amount on an allowance reads UNLIMITED (max uint160 of Permit2, max uint256, the 2^255 some send). */
const isUnlimited = (amount: bigint) => amount >= MAX_UINT160

const asBigInt = (value: unknown): bigint | null => {
  try {
    if (typeof value === 'bigint') return value
    if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
    if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  } catch {
    // not a number
  }
  return null
}

const dateOf = (seconds: unknown) => {
  const s = asBigInt(seconds)
  if (s === null) return undefined
  if (s === 0n || s >= 253402300800n) return 'never'
  return new Date(Number(s) * 1000).toISOString().replace('.000Z', 'Z')
}

/** An address as the wallet shows addresses elsewhere (checksummed). */
const shown = (address: string) => (isHexAddress(address) ? toChecksumAddress(address) : address)

const approval = (token: string, spender: string, raw: bigint, until: unknown): ApprovalItem => {
  const unlimited = isUnlimited(raw)
  return {
    token: shown(token),
    spender: shown(spender),
    amount: unlimited ? 'UNLIMITED' : raw.toString(),
    unlimited,
    until: dateOf(until),
  }
}

/**
 * EIP-2612 `Permit` (and DAI's `allowed` form) and Permit2's `PermitSingle`, `PermitBatch`, `PermitTransferFrom`,
 * `PermitBatchTransferFrom` read as approvals (docs/behaviour/extension.md#signing-windows); null for other typed
 * data. `tokenName` names the EIP-2612 token (the domain's name) in the warning.
 */
export function describeApproval(typedData: TypedData): ApprovalView | null {
  const { primaryType, domain } = typedData
  const m = typedData.message as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  const warningsOf = (items: ApprovalItem[], name: (item: ApprovalItem) => string) =>
    items
      .filter((i) => i.unlimited)
      .map(
        (i) =>
          `Unlimited allowance: ${i.spender} may spend all your ${name(i)}, now and later, until you revoke it.`,
      )
  if (primaryType === 'Permit' && domain.name !== 'Permit2') {
    const token = shown(str(domain.verifyingContract))
    const raw = typeof m.allowed === 'boolean' ? (m.allowed ? 2n ** 256n - 1n : 0n) : asBigInt(m.value)
    if (raw === null || !m.spender) return null
    const items = [approval(token, str(m.spender), raw, m.deadline ?? m.expiry)]
    const tokenName = typeof domain.name === 'string' && domain.name ? `${domain.name} (${token})` : token
    return { kind: 'EIP-2612 permit', items, warnings: warningsOf(items, () => tokenName) }
  }
  if (domain.name !== 'Permit2') return null
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
  const spender = str(m.spender)
  let items: ApprovalItem[] = []
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const details = Array.isArray(m.details) ? m.details : [m.details]
    items = details.map((d) => {
      const r = record(d)
      return approval(str(r.token), spender, asBigInt(r.amount) ?? 0n, r.expiration)
    })
    return { kind: 'Permit2 allowance', items, warnings: warningsOf(items, (i) => i.token) }
  }
  if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom') {
    const permitted = Array.isArray(m.permitted) ? m.permitted : [m.permitted]
    items = permitted.map((p) => {
      const r = record(p)
      return approval(str(r.token), spender, asBigInt(r.amount) ?? 0n, m.deadline)
    })
    return { kind: 'Permit2 transfer', items, warnings: warningsOf(items, (i) => i.token) }
  }
  return null
}
