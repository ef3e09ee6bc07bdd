import { getAddress, Interface, type Result, toUtf8String } from 'ethers'
import { MAX_UINT256 } from '../constants/contracts.js'
import { erc20Abi } from '../contracts/erc20/abi.js'
import { fmintAbi } from '../contracts/fmint/abi.js'
import { fmintRewardsAbi } from '../contracts/fmintRewards/abi.js'
import { governanceAbi } from '../contracts/governance/abi.js'
import { nameRegistryAbi } from '../contracts/naming/abi.js'
import { pairAbi } from '../contracts/pair/abi.js'
import { routerAbi } from '../contracts/router/abi.js'
import { sfcAbi } from '../contracts/sfc/abi.js'
import { stakeTokenizerAbi } from '../contracts/stakeTokenizer/abi.js'
import { wftmAbi } from '../contracts/wftm/abi.js'
import { formatUnits } from '../format/formatUnits.js'

/** A token as a decoded call names its amounts. */
export interface TokenLabel {
  readonly symbol: string
  readonly decimals: number
}

/**
 * What the wallet knows to name the parts of a call, keyed by lower-case address (validators by decimal id): the
 * tokens (symbol, decimals), the contracts ('Uniswap router', 'fMint', …), the validators and the names of its
 * accounts and contacts.
 */
export interface CallLabels {
  readonly tokens?: Readonly<Record<string, TokenLabel>> | undefined
  readonly contracts?: Readonly<Record<string, string>> | undefined
  readonly validators?: Readonly<Record<string, string>> | undefined
  readonly names?: Readonly<Record<string, string>> | undefined
}

export interface DecodedArgument {
  readonly name: string
  readonly value: string
}

/** docs/behaviour/signing.md#decoded-calls: a call as one sentence plus its arguments. */
export interface DecodedCall {
  /** A plain FTM transfer (with or without memo), a call of a known ABI, an unknown call, or a contract creation. */
  readonly kind: 'transfer' | 'call' | 'unknown' | 'deploy'
  /** 'Delegate 100 FTM to validator 12 (Alpha)', 'Allow Uniswap router to spend UNLIMITED FUSD', 'Unknown contract call'. */
  readonly sentence: string
  /** The function's signature ('delegate(uint256)'); null for a transfer, an unknown call or a contract creation. */
  readonly method: string | null
  readonly arguments: readonly DecodedArgument[]
  /** The 4-byte selector; null for a transfer without data and for a contract creation. */
  readonly selector: `0x${string}` | null
  readonly data: `0x${string}`
  /** An allowance above what the flow needs or of the maximum value (UNLIMITED). */
  readonly warnings: readonly string[]
}

export interface DecodeCallOptions {
  /** What the flow needs an approval to cover: an approve/increaseAllowance above it carries a warning. */
  allowanceNeeded?: bigint | undefined
}

/** The sentence of a call no ABI of the SDK knows (docs/behaviour/signing.md#decoded-calls). */
export const UNKNOWN_CALL = 'Unknown contract call'

/** The sentence of a contract creation (docs/behaviour/signing.md#contract-creation). */
export const DEPLOY_CONTRACT = 'Deploy a contract'

/** From this allowance on, the amount reads UNLIMITED (max uint256, and the 2^255 some sites send). */
const UNLIMITED_FROM = MAX_UINT256 / 2n

// Functions the wallet does not build itself but sites and other wallets send to the same contracts.
const extraErc20 = [
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address sender, address recipient, uint256 amount) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
]
const extraRouter = [
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns (uint256 amountToken, uint256 amountETH)',
]

/**
 * Every ABI the SDK knows, one Interface: the first fragment of a selector wins (duplicates are the same call). Built
 * on the first call that has data to decode, not when the module loads: a plain transfer never needs it
 * (docs/architecture.md#sdk).
 */
let knownCallsBuilt: Interface | undefined
const knownCalls = (): Interface => {
  knownCallsBuilt ??= buildKnownCalls()
  return knownCallsBuilt
}

function buildKnownCalls(): Interface {
  const seen = new Set<string>()
  const fragments: string[] = []
  const all = [
    ...sfcAbi,
    ...stakeTokenizerAbi,
    ...fmintAbi,
    ...fmintRewardsAbi,
    ...routerAbi,
    ...extraRouter,
    ...erc20Abi,
    ...extraErc20,
    ...pairAbi,
    ...wftmAbi,
    ...governanceAbi,
    ...nameRegistryAbi,
  ]
  for (const fragment of all) {
    const sighash = new Interface([fragment]).fragments[0]?.format('sighash') ?? fragment
    if (seen.has(sighash)) continue
    seen.add(sighash)
    fragments.push(fragment)
  }
  return new Interface(fragments)
}

const lower = (address: string) => address.toLowerCase()

/** Makes the sentences of one call with its labels. */
function namer(labels: CallLabels, to: string) {
  const token = (address: string) => labels.tokens?.[lower(address)]
  const who = (address: string) => {
    const name =
      labels.names?.[lower(address)] ?? labels.contracts?.[lower(address)] ?? token(address)?.symbol
    return name ? `${name} (${getAddress(address)})` : getAddress(address)
  }
  /** The short name of a contract (spender, router): its label, else its address. */
  const contract = (address: string) =>
    labels.contracts?.[lower(address)] ?? labels.names?.[lower(address)] ?? getAddress(address)
  const amount = (value: bigint, tokenAddress: string) => {
    const known = token(tokenAddress)
    return known
      ? `${formatUnits(value, known.decimals)} ${known.symbol}`
      : `${value} base units of token ${getAddress(tokenAddress)}`
  }
  const symbol = (tokenAddress: string) => token(tokenAddress)?.symbol ?? `token ${getAddress(tokenAddress)}`
  const ftm = (wei: bigint) => `${formatUnits(wei)} FTM`
  const validator = (id: bigint) => {
    const name = labels.validators?.[id.toString()]
    return name ? `validator ${id} (${name})` : `validator ${id}`
  }
  const days = (seconds: bigint) => `${Number(seconds) / 86_400} days`
  return { who, contract, amount, symbol, ftm, validator, days, self: to }
}

type Namer = ReturnType<typeof namer>

/** One readable sentence per function (docs/behaviour/signing.md#decoded-calls). */
function describe(name: string, a: Result, value: bigint, n: Namer): string {
  const to = n.self
  switch (name) {
    case 'delegate':
      return `Delegate ${n.ftm(value)} to ${n.validator(a[0])}`
    case 'undelegate':
      return `Undelegate ${n.ftm(a[2])} from ${n.validator(a[0])} (withdrawal request ${a[1]})`
    case 'withdraw':
      return a.length === 2
        ? `Withdraw the undelegated FTM of request ${a[1]} from ${n.validator(a[0])}`
        : `Unwrap ${n.amount(a[0], to)} into FTM`
    case 'claimRewards':
      return `Claim the rewards of ${n.validator(a[0])}`
    case 'restakeRewards':
      return `Restake the rewards of ${n.validator(a[0])}`
    case 'lockStake':
      return `Lock ${n.ftm(a[2])} with ${n.validator(a[0])} for ${n.days(a[1])}`
    case 'relockStake':
      return `Lock ${n.ftm(a[2])} more with ${n.validator(a[0])} and extend the lock to ${n.days(a[1])}`
    case 'unlockStake':
      return `Unlock ${n.ftm(a[1])} early from ${n.validator(a[0])} (a penalty may apply)`
    case 'mintSFTM':
      return `Mint sFTM against the locked stake with ${n.validator(a[0])}`
    case 'redeemSFTM':
      return `Redeem ${formatUnits(a[1])} sFTM for the stake with ${n.validator(a[0])}`
    case 'mustDeposit':
      return `Lock ${n.amount(a[1], a[0])} as fMint collateral`
    case 'mustWithdraw':
      return `Unlock ${n.amount(a[1], a[0])} of fMint collateral`
    case 'mustMint':
      return `Mint ${n.amount(a[1], a[0])} in fMint`
    case 'mustMintMax':
      return `Mint as much ${n.symbol(a[0])} as a ${Number(a[1]) / 100}% collateral ratio allows`
    case 'mustRepay':
      return `Repay ${n.amount(a[1], a[0])} of fMint debt`
    case 'mustRepayMax':
      return `Repay all ${n.symbol(a[0])} debt in fMint`
    case 'mustRewardClaim':
      return 'Claim the fMint rewards'
    case 'mustRewardPush':
      return 'Push the fMint rewards to distribution'
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForETH': {
      const path = a[2] as string[]
      const out =
        name === 'swapExactTokensForETH' ? `${formatUnits(a[1])} FTM` : n.amount(a[1], path.at(-1) as string)
      return `Swap ${n.amount(a[0], path[0] as string)} for at least ${out}`
    }
    case 'swapTokensForExactTokens':
    case 'swapTokensForExactETH': {
      const path = a[2] as string[]
      const out =
        name === 'swapTokensForExactETH' ? `${formatUnits(a[0])} FTM` : n.amount(a[0], path.at(-1) as string)
      return `Swap at most ${n.amount(a[1], path[0] as string)} for ${out}`
    }
    case 'swapExactETHForTokens': {
      const path = a[1] as string[]
      return `Swap ${n.ftm(value)} for at least ${n.amount(a[0], path.at(-1) as string)}`
    }
    case 'swapETHForExactTokens': {
      const path = a[1] as string[]
      return `Swap at most ${n.ftm(value)} for ${n.amount(a[0], path.at(-1) as string)}`
    }
    case 'addLiquidity':
      return `Add ${n.amount(a[2], a[0])} and ${n.amount(a[3], a[1])} to the ${n.symbol(a[0])}/${n.symbol(a[1])} pool`
    case 'addLiquidityETH':
      return `Add ${n.amount(a[1], a[0])} and ${n.ftm(value)} to the ${n.symbol(a[0])}/FTM pool`
    case 'removeLiquidity':
      return `Remove ${formatUnits(a[2])} pool shares from the ${n.symbol(a[0])}/${n.symbol(a[1])} pool`
    case 'removeLiquidityETH':
      return `Remove ${formatUnits(a[1])} pool shares from the ${n.symbol(a[0])}/FTM pool`
    case 'transfer':
      return `Send ${n.amount(a[1], to)} to ${n.who(a[0])}`
    case 'transferFrom':
      return `Move ${n.amount(a[2], to)} from ${n.who(a[0])} to ${n.who(a[1])}`
    case 'approve':
      return `Allow ${n.contract(a[0])} to spend ${a[1] >= UNLIMITED_FROM ? `UNLIMITED ${n.symbol(to)}` : n.amount(a[1], to)}`
    case 'increaseAllowance':
      return `Allow ${n.contract(a[0])} to spend ${a[1] >= UNLIMITED_FROM ? `UNLIMITED ${n.symbol(to)}` : `${n.amount(a[1], to)} more`}`
    case 'decreaseAllowance':
      return `Lower the allowance of ${n.contract(a[0])} by ${n.amount(a[1], to)}`
    case 'deposit':
      return `Wrap ${n.ftm(value)} into ${n.symbol(to)}`
    case 'vote':
      return `Vote on proposal ${a[1]} (choices ${(a[2] as bigint[]).join(', ')})`
    case 'cancelVote':
      return `Cancel the vote on proposal ${a[1]}`
    case 'isOwnedByMapping':
    case 'getOwnerOfName':
      return `Look up the name '${a[0]}'`
    default:
      return `Call ${name}`
  }
}

/** Shows one argument: addresses with their names, big amounts as integers, arrays joined. */
function showArgument(type: string, value: unknown, n: Namer): string {
  if (Array.isArray(value))
    return value.map((v) => showArgument(type.replace(/\[\d*\]$/, ''), v, n)).join(', ')
  if (type === 'address') return n.who(value as string)
  if (typeof value === 'bigint' && value >= UNLIMITED_FROM) return `${value} (UNLIMITED)`
  return String(value)
}

/** A memo: UTF-8 text without control characters. */
function readMemo(data: string): string | null {
  try {
    const text = toUtf8String(data)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a memo is printable text
    return /^[^\u0000-\u0008\u000b-\u001f\u007f]+$/.test(text) ? text : null
  } catch {
    return null
  }
}

/** Groups the digits of a count with commas ('12,345'). */
const count = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * A contract creation (docs/behaviour/signing.md#contract-creation): 'Deploy a contract', with the size of its
 * creation code and the FTM it sends to the new contract. Its data is code, not a call: nothing is decoded.
 */
function describeDeployment(value: bigint, data: `0x${string}`): DecodedCall {
  const bytes = (data.length - 2) / 2
  return {
    kind: 'deploy',
    sentence: DEPLOY_CONTRACT,
    method: null,
    arguments: [
      { name: 'code size', value: `${count(bytes)} bytes` },
      { name: 'value', value: `${formatUnits(value)} FTM` },
    ],
    selector: null,
    data,
    warnings: [],
  }
}

/**
 * Decodes a call the wallet builds or a site sends against every ABI the SDK knows (SFC, stake tokenizer, fMint and
 * its rewards, router, pairs, WFTM, ERC-20 — sFTM and fUSD included —, governance, name registry) into one sentence
 * and its arguments (pure). A call no ABI knows is an 'Unknown contract call' with its selector and data. An
 * approve/increaseAllowance of the maximum value, or above `allowanceNeeded`, carries a warning. A contract creation
 * (`to` null) is 'Deploy a contract' with its code size and value.
 *
 * @example decodeCall(buildDelegateTx({ validatorId: 12, amount }), { validators: { '12': 'Alpha' } }).sentence
 * // 'Delegate 100 FTM to validator 12 (Alpha)'
 */
export function decodeCall(
  transaction: { readonly to: string | null; readonly value: bigint; readonly data: string },
  labels: CallLabels = {},
  options: DecodeCallOptions = {},
): DecodedCall {
  const data = transaction.data.toLowerCase() as `0x${string}`
  if (transaction.to === null) return describeDeployment(transaction.value, data)
  const call = { to: transaction.to, value: transaction.value }
  const n = namer(labels, call.to)
  if (data === '0x') {
    return {
      kind: 'transfer',
      sentence: `Send ${n.ftm(call.value)} to ${n.who(call.to)}`,
      method: null,
      arguments: [],
      selector: null,
      data,
      warnings: [],
    }
  }
  const selector = (data.length >= 10 ? data.slice(0, 10) : null) as `0x${string}` | null
  let parsed: ReturnType<Interface['parseTransaction']> = null
  try {
    parsed = selector ? knownCalls().parseTransaction({ data, value: call.value }) : null
  } catch {
    parsed = null // the selector is known but the arguments do not decode: an unknown call
  }
  if (!parsed) {
    const memo = readMemo(data)
    if (memo !== null && !labels.contracts?.[lower(call.to)] && !labels.tokens?.[lower(call.to)]) {
      return {
        kind: 'transfer',
        sentence: `Send ${n.ftm(call.value)} to ${n.who(call.to)} with the memo '${memo}'`,
        method: null,
        arguments: [{ name: 'memo', value: memo }],
        selector: null,
        data,
        warnings: [],
      }
    }
    return {
      kind: 'unknown',
      sentence: UNKNOWN_CALL,
      method: null,
      arguments: [
        { name: 'contract', value: n.who(call.to) },
        ...(call.value > 0n ? [{ name: 'value', value: n.ftm(call.value) }] : []),
        { name: 'selector', value: selector ?? data },
        { name: 'data', value: data },
      ],
      selector,
      data,
      warnings: [],
    }
  }
  const { fragment, args } = parsed
  const warnings: string[] = []
  if (fragment.name === 'approve' || fragment.name === 'increaseAllowance') {
    const allowance = args[1] as bigint
    const spender = n.contract(args[0] as string)
    if (allowance >= UNLIMITED_FROM) {
      warnings.push(
        `Unlimited allowance: ${spender} may spend all your ${n.symbol(call.to)}, now and later, until you revoke it.`,
      )
    } else if (options.allowanceNeeded === 0n && allowance > 0n) {
      warnings.push(
        `This allowance (${n.amount(allowance, call.to)}) is not needed: what follows takes none of your ${n.symbol(call.to)}.`,
      )
    } else if (options.allowanceNeeded !== undefined && allowance > options.allowanceNeeded) {
      warnings.push(
        `This allowance (${n.amount(allowance, call.to)}) is more than the ${n.amount(options.allowanceNeeded, call.to)} this needs.`,
      )
    }
  }
  return {
    kind: 'call',
    sentence: describe(fragment.name, args, call.value, n),
    method: fragment.format('sighash'),
    arguments: [
      ...(call.value > 0n ? [{ name: 'value', value: n.ftm(call.value) }] : []),
      ...fragment.inputs.map((input, i) => ({
        name: input.name || `#${i + 1}`,
        value: showArgument(input.type, args[i], n),
      })),
    ],
    selector: parsed.selector as `0x${string}`,
    data,
    warnings,
  }
}

/**
 * What a call needs named before it can be decoded well: its validator ids and the tokens it names (none for a
 * contract creation, whose data is code).
 */
export function collectCallReferences(call: { readonly to: string | null; readonly data: string }): {
  validatorIds: bigint[]
  addresses: string[]
} {
  if (call.to === null) return { validatorIds: [], addresses: [] }
  let parsed: ReturnType<Interface['parseTransaction']> = null
  try {
    parsed = call.data.length >= 10 ? knownCalls().parseTransaction({ data: call.data }) : null
  } catch {
    parsed = null
  }
  const addresses = new Set<string>([lower(call.to)])
  const validatorIds: bigint[] = []
  if (parsed) {
    parsed.fragment.inputs.forEach((input, i) => {
      const value = parsed.args[i] as unknown
      if (input.type === 'address') addresses.add(lower(value as string))
      if (input.type === 'address[]') for (const a of value as string[]) addresses.add(lower(a))
      if (/validator/i.test(input.name) && typeof value === 'bigint') validatorIds.push(value)
    })
  }
  return { validatorIds, addresses: [...addresses] }
}
