import { AbiCoder, FunctionFragment, getAddress, isAddress, type ParamType, type Result } from 'ethers'
import { ContractInputError } from '../ContractInputError.js'

/** A function signature as cast writes it: `balanceOf(address)(uint256)` — name, inputs, optional outputs. */
export interface FunctionSignature {
  /** The signature as given. */
  text: string
  name: string
  inputs: readonly ParamType[]
  outputs: readonly ParamType[]
  /** `balanceOf(address)`: what the selector is the hash of. */
  canonical: string
  /** 4-byte selector, 0x-hex. */
  selector: `0x${string}`
  fragment: FunctionFragment
}

const EXAMPLE = 'name(types)(returns), e.g. balanceOf(address)(uint256)'

function badSignature(text: string, reason?: string): ContractInputError {
  return new ContractInputError(
    'CONTRACT_INVALID_SIGNATURE',
    `Not a function signature: '${text}'${reason ? ` (${reason})` : ''}; write ${EXAMPLE}`,
    { details: { field: 'signature' } },
  )
}

/** The index just past the parenthesis group that opens at `start`, or -1. */
function closingParen(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1
    else if (text[i] === ')') {
      depth -= 1
      if (depth === 0) return i + 1
    }
  }
  return -1
}

/**
 * Parses `fn(types)(returns)` (cast's form), also `fn(types) returns (types)`, `function fn(types) view returns
 * (types)` and `fn(types)` without outputs. Throws ContractInputError `CONTRACT_INVALID_SIGNATURE` otherwise.
 */
export function parseFunctionSignature(signature: string): FunctionSignature {
  const text = signature.trim()
  const head = /^(?:function\s+)?([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/.exec(text)
  if (!head) throw badSignature(signature)
  const name = head[1] as string
  const open = head[0].length - 1
  const close = closingParen(text, open)
  if (close === -1) throw badSignature(signature, 'unbalanced parentheses')
  const inputs = text.slice(open, close)
  let rest = text.slice(close).trim()
  rest = rest.replace(/^(?:(?:external|public|view|pure|payable|nonpayable)\s*)*/, '').trim()
  rest = rest.replace(/^returns\s*/, '')
  let outputs = ''
  if (rest !== '') {
    if (!rest.startsWith('(') || closingParen(rest, 0) !== rest.length)
      throw badSignature(signature, `unexpected '${rest}'`)
    outputs = rest
  }
  let fragment: FunctionFragment
  try {
    fragment = FunctionFragment.from(`function ${name}${inputs}${outputs ? ` returns ${outputs}` : ''}`)
  } catch (cause) {
    const reason = (cause as { shortMessage?: string; message?: string }).shortMessage
    throw badSignature(signature, reason)
  }
  return {
    text: signature,
    name,
    inputs: fragment.inputs,
    outputs: fragment.outputs,
    canonical: fragment.format('sighash'),
    selector: fragment.selector as `0x${string}`,
    fragment,
  }
}

function badArgument(label: string, value: string, type: string, reason?: string): ContractInputError {
  return new ContractInputError(
    'CONTRACT_INVALID_ARGUMENT',
    `${label} '${value}' is not a valid ${type}${reason ? `: ${reason}` : ''}`,
    { details: { field: label } },
  )
}

/** Splits `a,b,(c,d),[e]` at its top-level commas (quotes and brackets respected). */
function splitList(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let quote: string | null = null
  let current = ''
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null
      current += char
    } else if (char === '"' || char === "'") {
      quote = char
      current += char
    } else if (char === '[' || char === '(') {
      depth += 1
      current += char
    } else if (char === ']' || char === ')') {
      depth -= 1
      current += char
    } else if (char === ',' && depth === 0) {
      items.push(current.trim())
      current = ''
    } else current += char
  }
  if (current.trim() !== '' || items.length > 0) items.push(current.trim())
  return items
}

const unquote = (text: string) => (/^(["']).*\1$/s.test(text) ? text.slice(1, -1) : text)

/** One command-line argument as the value the ABI coder takes for `param`. */
function parseArgument(param: ParamType, raw: string, label: string): unknown {
  const type = param.type
  const value = raw.trim()
  if (param.isArray()) {
    if (!value.startsWith('[') || !value.endsWith(']'))
      throw badArgument(label, raw, type, 'write a list as [a,b,c]')
    const items = splitList(value.slice(1, -1))
    if (param.arrayLength !== -1 && items.length !== param.arrayLength)
      throw badArgument(label, raw, type, `${param.arrayLength} items expected, got ${items.length}`)
    return items.map((item, i) => parseArgument(param.arrayChildren, item, `${label}[${i}]`))
  }
  if (param.isTuple()) {
    if (!value.startsWith('(') || !value.endsWith(')'))
      throw badArgument(label, raw, type, 'write a tuple as (a,b)')
    const items = splitList(value.slice(1, -1))
    if (items.length !== param.components.length)
      throw badArgument(label, raw, type, `${param.components.length} fields expected, got ${items.length}`)
    return items.map((item, i) => parseArgument(param.components[i] as ParamType, item, `${label}.${i}`))
  }
  if (type === 'address') {
    if (!isAddress(value)) throw badArgument(label, raw, type)
    return getAddress(value)
  }
  if (type === 'bool') {
    if (value === 'true') return true
    if (value === 'false') return false
    throw badArgument(label, raw, type, 'true or false')
  }
  if (type === 'string') return unquote(raw)
  const integer = /^(u?)int(\d*)$/.exec(type)
  if (integer) {
    const bits = BigInt(integer[2] || '256')
    if (!/^-?(\d+|0x[0-9a-fA-F]+)$/.test(value)) throw badArgument(label, raw, type, 'not an integer')
    const negative = value.startsWith('-')
    const n = negative ? -BigInt(value.slice(1)) : BigInt(value)
    const [min, max] = integer[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n]
    if (n < min || n > max) throw badArgument(label, raw, type, `out of range ${min}…${max}`)
    return n
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) throw badArgument(label, raw, type, 'not 0x-hex bytes')
    const size = (value.length - 2) / 2
    if (bytes[1] && size !== Number(bytes[1]))
      throw badArgument(label, raw, type, `${bytes[1]} bytes expected, got ${size}`)
    return value
  }
  throw badArgument(label, raw, type, 'unsupported type')
}

/**
 * Calldata for `signature` with command-line arguments (decimal or 0x integers, addresses, true/false, 0x bytes,
 * strings, `[a,b]` lists, `(a,b)` tuples). A wrong count throws ContractInputError `CONTRACT_ARGUMENT_COUNT`; an
 * argument that does not fit its type `CONTRACT_INVALID_ARGUMENT`, naming it ('argument 2 (uint256)').
 */
export function encodeFunctionArguments(
  signature: FunctionSignature,
  args: readonly string[],
): `0x${string}` {
  const { inputs } = signature
  if (args.length !== inputs.length) {
    throw new ContractInputError(
      'CONTRACT_ARGUMENT_COUNT',
      `${signature.canonical} takes ${inputs.length} argument${inputs.length === 1 ? '' : 's'}, got ${args.length}: ${
        args.length < inputs.length
          ? `argument ${args.length + 1} (${inputs[args.length]?.type}) is missing`
          : `argument ${inputs.length + 1} '${args[inputs.length]}' is one too many`
      }`,
      { details: { field: 'arguments' } },
    )
  }
  const values = inputs.map((param, i) =>
    parseArgument(param, args[i] as string, `argument ${i + 1} (${param.type})`),
  )
  const encoded = AbiCoder.defaultAbiCoder().encode(inputs, values)
  return `${signature.selector}${encoded.slice(2)}` as `0x${string}`
}

/** JSON-friendly values of a decoded result: bigints stay bigints, nested results become arrays. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain)
  return value
}

/** Decodes the return data of a call with the signature's outputs (an empty list when it declares none). */
export function decodeFunctionResult(signature: FunctionSignature, data: string): unknown[] {
  if (signature.outputs.length === 0) return []
  try {
    const result: Result = AbiCoder.defaultAbiCoder().decode(signature.outputs, data)
    return plain(result.toArray(true)) as unknown[]
  } catch (cause) {
    throw new ContractInputError(
      'CONTRACT_RESULT_MISMATCH',
      `The call returned ${data === '0x' ? 'nothing' : `${(data.length - 2) / 2} bytes`}, which do not decode as (${signature.outputs.map((o) => o.type).join(',')})`,
      { cause, details: { field: 'signature' } },
    )
  }
}

/** Solidity's panic codes (the language documentation, "Panic via assert and Error via require"). */
const PANICS: Record<number, string> = {
  1: 'assertion failed',
  17: 'arithmetic overflow or underflow',
  18: 'division or modulo by zero',
  33: 'invalid enum value',
  34: 'bad storage byte array',
  49: 'pop on an empty array',
  50: 'array index out of bounds',
  65: 'out of memory',
  81: 'call of an uninitialised function',
}

/**
 * The reason in a call's revert data: `Error(string)` gives its text, `Panic(uint256)` the panic's meaning, any
 * other error its selector. Undefined for empty data.
 */
export function decodeRevertReason(data: string | undefined | null): string | undefined {
  if (!data || !/^0x([0-9a-fA-F]{2})+$/.test(data)) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  const body = `0x${data.slice(10)}`
  try {
    if (selector === '0x08c379a0') return String(AbiCoder.defaultAbiCoder().decode(['string'], body)[0])
    if (selector === '0x4e487b71') {
      const code = Number(AbiCoder.defaultAbiCoder().decode(['uint256'], body)[0])
      return `panic 0x${code.toString(16)} (${PANICS[code] ?? 'unknown panic'})`
    }
  } catch {
    // malformed: reported by selector below
  }
  return `custom error ${selector}${data.length > 10 ? ` with data 0x${data.slice(10)}` : ''}`
}
