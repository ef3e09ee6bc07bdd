import { CliError } from '../errors/CliError.js'

/** Options every `ftm` command accepts (issue 6 "Global"). */
export interface GlobalOptions {
  /** Undefined when not given: the configured network, else devnet, applies. */
  network: NetworkName | undefined
  api: string[]
  rpc: string | undefined
  /** Use the JSON-RPC endpoints only (no Fantom API). */
  rpcOnly: boolean
  account: string | undefined
  json: boolean
  yes: boolean
  passwordFile: string | undefined
  dryRun: boolean
  /**
   * Return once the last transaction is broadcast, without waiting for the chain (--async, as cast's): it stays in
   * the pending store (docs/behaviour/pending-transactions.md); `ftm tx status HASH` follows it.
   */
  async: boolean
  /** Sign even when the pre-sign simulation reverts or cannot reach the node (docs/behaviour/signing.md#simulation). */
  force: boolean
  color: boolean | undefined
  debug: boolean
  /** A Web3 Secret Storage v3 file to act with, without importing it (--keystore FILE). */
  keystore: string | undefined
  /** Sign the flow's transactions and print them; broadcast nothing (--sign-only). */
  signOnly: boolean
  /** Manual nonce of the first transaction (later steps count up from it). */
  nonce: bigint | undefined
  /** Manual gas price in wei (`--gas-price 25gwei` or wei). */
  gasPrice: bigint | undefined
  /** Manual gas limit of every step. */
  gasLimit: bigint | undefined
}

/** Environment variables standing in for global options that are not given (flags win). */
export const GLOBAL_ENV = {
  network: 'FTM_NETWORK',
  api: 'FTM_API',
  rpc: 'FTM_RPC',
  account: 'FTM_ACCOUNT',
} as const

function fromEnv(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

/** A non-negative integer option (decimal or 0x-hex); exit code 2 naming the option otherwise. */
function parseUintOption(value: unknown, flag: string): bigint | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim()
  if (!/^(\d+|0x[0-9a-fA-F]+)$/.test(text))
    throw new CliError('BAD_OPTION', `${flag} '${text}' is not a non-negative integer`)
  return BigInt(text)
}

/** --gas-price: wei, or a decimal number of gwei written `25gwei`. */
function parseGasPrice(value: unknown): bigint | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim()
  const gwei = /^(\d+)(?:\.(\d{1,9}))?\s*gwei$/i.exec(text)
  if (gwei) return BigInt(gwei[1] as string) * 10n ** 9n + BigInt((gwei[2] ?? '').padEnd(9, '0') || '0')
  return parseUintOption(text, '--gas-price')
}

export const networkNames = ['mainnet', 'testnet', 'devnet'] as const
export type NetworkName = (typeof networkNames)[number]

export const isNetworkName = (value: unknown): value is NetworkName =>
  (networkNames as readonly unknown[]).includes(value)

/** Checks an endpoint URL given on the command line or in the config. */
export function assertHttpUrl(url: string): string {
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new CliError('BAD_URL', `Not a valid http(s) URL: ${url}`)
  return url
}

/** Normalises commander's raw global options and rejects bad ones with exit code 2. */
export function parseGlobalOptions(raw: Record<string, unknown>): GlobalOptions {
  const networkEnv = raw.network === undefined ? fromEnv(GLOBAL_ENV.network) : undefined
  const network = raw.network === undefined ? networkEnv : String(raw.network)
  if (network !== undefined && !isNetworkName(network)) {
    const where = networkEnv === undefined ? '' : ` (${GLOBAL_ENV.network})`
    throw new CliError(
      'BAD_NETWORK',
      `Unknown network '${network}'${where}. Use one of: ${networkNames.join(', ')}.`,
    )
  }
  const apiFlag = (raw.api as string[] | undefined) ?? []
  // FTM_API may list several endpoints (failover), separated by commas or spaces.
  const api =
    apiFlag.length > 0
      ? apiFlag
      : (fromEnv(GLOBAL_ENV.api)
          ?.split(/[\s,]+/)
          .filter(Boolean) ?? [])
  const rpc = raw.rpc === undefined ? fromEnv(GLOBAL_ENV.rpc) : String(raw.rpc)
  for (const url of [...api, ...(rpc ? [rpc] : [])]) assertHttpUrl(url)
  const account = raw.account === undefined ? fromEnv(GLOBAL_ENV.account) : String(raw.account)
  return {
    network,
    api,
    rpc,
    rpcOnly: Boolean(raw.rpcOnly),
    account,
    json: Boolean(raw.json),
    yes: Boolean(raw.yes),
    passwordFile: raw.passwordFile === undefined ? undefined : String(raw.passwordFile),
    dryRun: Boolean(raw.dryRun),
    async: Boolean(raw.async),
    force: Boolean(raw.force),
    color: raw.color === false ? false : undefined,
    debug: Boolean(raw.debug),
    keystore: raw.keystore === undefined ? undefined : String(raw.keystore),
    signOnly: Boolean(raw.signOnly),
    nonce: parseUintOption(raw.nonce, '--nonce'),
    gasPrice: parseGasPrice(raw.gasPrice),
    gasLimit: parseUintOption(raw.gasLimit, '--gas-limit'),
  }
}
