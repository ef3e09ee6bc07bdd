import { AbiCoder, concat, getBytes, keccak256, toUtf8Bytes } from 'ethers'
import { SignerError } from './SignerError.js'

/** One field of an EIP-712 struct type. */
export interface TypedDataField {
  name: string
  type: string
}

/** The EIP-712 domain; `chainId` is normalised to a number. Other fields named in `types.EIP712Domain` are kept. */
export interface TypedDataDomain {
  name?: string
  version?: string
  chainId?: number
  verifyingContract?: string
  salt?: string
  [field: string]: unknown
}

/**
 * Checked EIP-712 typed data (`eth_signTypedData_v4`): `types` always holds `EIP712Domain` (empty when the input had
 * none), and every field of the domain and the message matches its type.
 */
export interface TypedData {
  types: Record<string, TypedDataField[]>
  primaryType: string
  domain: TypedDataDomain
  message: Record<string, unknown>
}

/** What is signed: the domain separator, the message's hashStruct and the digest keccak256(0x1901 ‖ both). */
export interface TypedDataHashes {
  domainSeparator: `0x${string}`
  messageHash: `0x${string}`
  digest: `0x${string}`
}

type Types = Record<string, TypedDataField[]>

/**
 * The atomic types (string and bytes are hashed; the rest are one ABI word, whose width and value ethers' ABI coder
 * checks when encoding).
 */
const ATOMIC = /^(address|bool|string|bytes\d*|u?int\d*)$/

/** 'Invalid typed data: <field> <problem>', the field also in `details.field`. */
const invalid = (field: string, problem: string) =>
  new SignerError('SIGNER_TYPED_DATA_INVALID', `Invalid typed data: ${field} ${problem}`, {
    details: { field },
  })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const show = (value: unknown) =>
  typeof value === 'bigint' ? String(value) : (JSON.stringify(value) ?? String(value))

const baseType = (type: string) => type.replace(/(\[\d*\])+$/, '')

/** `Name(type name,…)` of a struct followed by the structs it uses, sorted by name (EIP-712 encodeType). */
function encodeType(types: Types, name: string): string {
  const used = new Set<string>()
  const collect = (type: string) => {
    if (used.has(type) || !types[type]) return
    used.add(type)
    for (const field of types[type]) collect(baseType(field.type))
  }
  collect(name)
  used.delete(name)
  return [name, ...[...used].sort()]
    .map((type) => `${type}(${(types[type] ?? []).map((f) => `${f.type} ${f.name}`).join(',')})`)
    .join('')
}

/**
 * EIP-712 hashStruct of `value` as `type`, checking it on the way: every declared field present, no undeclared one,
 * each value of its type (atomic values through ethers' ABI coder, which checks address, integer range and size).
 */
function hashStruct(types: Types, type: string, value: Record<string, unknown>, at: string): string {
  const fields = types[type] ?? []
  const extra = Object.keys(value).find(
    (key) => value[key] !== undefined && !fields.some((f) => f.name === key),
  )
  if (extra !== undefined) throw invalid(`${at}.${extra}`, `is not a field of type ${type}`)
  return keccak256(
    concat([
      keccak256(toUtf8Bytes(encodeType(types, type))),
      ...fields.map((field) => encodeField(types, field.type, value[field.name], `${at}.${field.name}`)),
    ]),
  )
}

function encodeField(types: Types, type: string, value: unknown, at: string): string {
  if (value === undefined || value === null) throw invalid(at, `is missing (type ${type})`)
  const wrong = () => invalid(at, `is not a valid ${type}: ${show(value)}`)
  if (types[type]) {
    if (!isRecord(value)) throw wrong()
    return hashStruct(types, type, value, at)
  }
  const array = /^(.+)\[(\d*)\]$/.exec(type)
  if (array) {
    if (!Array.isArray(value) || (array[2] !== '' && value.length !== Number(array[2]))) throw wrong()
    return keccak256(
      concat(value.map((item, i) => encodeField(types, array[1] as string, item, `${at}[${i}]`))),
    )
  }
  if (!ATOMIC.test(type)) throw invalid(at, `has unknown type ${type}`)
  if (type === 'string' ? typeof value !== 'string' : type === 'bool' && typeof value !== 'boolean')
    throw wrong()
  try {
    if (type === 'string') return keccak256(toUtf8Bytes(value as string))
    if (type === 'bytes') return keccak256(getBytes(value as string))
    return AbiCoder.defaultAbiCoder().encode([type], [value])
  } catch {
    throw wrong()
  }
}

function checkTypes(input: unknown): Types {
  if (!isRecord(input)) throw invalid('types', 'must be an object')
  for (const [name, fields] of Object.entries(input)) {
    if (
      !Array.isArray(fields) ||
      !fields.every((f) => typeof f?.name === 'string' && typeof f.type === 'string')
    ) {
      throw invalid(`types.${name}`, 'must be a list of {name, type}')
    }
  }
  return input as Types
}

/**
 * Checks `eth_signTypedData_v4` input (the object; callers parse JSON text first): `types`, `primaryType` (present, a
 * declared type, not EIP712Domain), `domain` (its `chainId` a number: decimal, 0x-hex or a number) and a `message`
 * whose fields are exactly those of its type, each value of the declared type. Anything wrong fails with
 * SignerError `SIGNER_TYPED_DATA_INVALID`, whose message names the field (docs/behaviour/signers.md#typed-data).
 */
export function parseTypedData(value: unknown): TypedData {
  if (!isRecord(value)) throw invalid('typedData', 'must be an object')
  const types = checkTypes(value.types)
  const { primaryType, domain } = value
  if (typeof primaryType !== 'string' || !types[primaryType] || primaryType === 'EIP712Domain') {
    throw invalid(
      'primaryType',
      primaryType == null || primaryType === ''
        ? 'is missing'
        : `is not a valid message type: ${show(primaryType)}`,
    )
  }
  if (!isRecord(domain)) throw invalid('domain', 'must be an object')
  // A number, a decimal or 0x-hex string, or a bigint; a chain id is a positive safe integer.
  const chainId = domain.chainId === undefined ? undefined : Number(domain.chainId)
  if (
    chainId !== undefined &&
    !(Number.isSafeInteger(chainId) && chainId > 0 && typeof domain.chainId !== 'boolean')
  ) {
    throw invalid('domain.chainId', `is not a valid chain id: ${show(domain.chainId)}`)
  }
  const typedData: TypedData = {
    types: {
      ...types,
      // As eth_signTypedData_v4 in MetaMask (eth-sig-util): no EIP712Domain type is an empty one, so a domain with
      // fields then fails as fields its type does not declare, rather than signing without them.
      EIP712Domain: types.EIP712Domain ?? [],
    },
    primaryType,
    domain: { ...domain, chainId },
    message: value.message as Record<string, unknown>,
  }
  hashTypedData(typedData)
  return typedData
}

/**
 * The EIP-712 hashes of typed data: the domain separator over its `EIP712Domain` type, the message's hashStruct,
 * and the digest that is signed (EIP-712: keccak256("\x19\x01" ‖ domainSeparator ‖ hashStruct(message))). Fails
 * like `parseTypedData` on data that does not match its types.
 */
export function hashTypedData(typedData: TypedData): TypedDataHashes {
  const { types, primaryType, domain, message } = typedData
  const domainSeparator = encodeField(types, 'EIP712Domain', domain, 'domain') as `0x${string}`
  const messageHash = encodeField(types, primaryType, message, 'message') as `0x${string}`
  const digest = keccak256(concat(['0x1901', domainSeparator, messageHash])) as `0x${string}`
  return { domainSeparator, messageHash, digest }
}

/**
 * The signers' chain rule for typed data (docs/behaviour/signers.md#typed-data): a domain whose `chainId` differs
 * from the connected network is refused with SignerError `SIGNER_CHAIN_MISMATCH`, unless the caller passes that
 * chain id as `confirmedChainId` (the user confirmed the mismatch). A domain without a chain id is not bound to one.
 */
export function assertTypedDataChainId(
  typedData: TypedData,
  networkChainId: number,
  confirmedChainId?: number,
): void {
  const domainChainId = typedData.domain.chainId
  if (domainChainId === undefined || domainChainId === networkChainId || domainChainId === confirmedChainId)
    return
  throw new SignerError(
    'SIGNER_CHAIN_MISMATCH',
    `The typed data is for chain ${domainChainId}, but the wallet is connected to chain ${networkChainId}`,
    { details: { domainChainId, networkChainId } },
  )
}

/**
 * What every signer does before asking for a signature: checks the typed data (`parseTypedData`), applies the chain
 * rule (`assertTypedDataChainId`) and returns the hashes to sign.
 */
export function prepareTypedData(
  input: unknown,
  networkChainId: number,
  confirmedChainId?: number,
): TypedDataHashes {
  const typedData = parseTypedData(input)
  assertTypedDataChainId(typedData, networkChainId, confirmedChainId)
  return hashTypedData(typedData)
}

/** Typed data as JSON for `eth_signTypedData_v4` (integers given as bigints become decimal strings). */
export function typedDataToJson(typedData: TypedData): string {
  return JSON.stringify(typedData, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
}
