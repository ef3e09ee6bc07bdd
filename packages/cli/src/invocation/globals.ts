import { CliError } from '../errors/CliError.js'

/** Options every `ftm` command accepts (issue 6 "Global"). */
export interface GlobalOptions {
  /** Undefined when not given: the configured network, else devnet, applies. */
  network: NetworkName | undefined
  api: string[]
  rpc: string | undefined
  account: string | undefined
  json: boolean
  yes: boolean
  passwordFile: string | undefined
  dryRun: boolean
  color: boolean | undefined
  debug: boolean
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
  const network = raw.network === undefined ? undefined : String(raw.network)
  if (network !== undefined && !isNetworkName(network)) {
    throw new CliError('BAD_NETWORK', `Unknown network '${network}'. Use one of: ${networkNames.join(', ')}.`)
  }
  const api = (raw.api as string[] | undefined) ?? []
  for (const url of [...api, ...(raw.rpc ? [String(raw.rpc)] : [])]) assertHttpUrl(url)
  return {
    network,
    api,
    rpc: raw.rpc === undefined ? undefined : String(raw.rpc),
    account: raw.account === undefined ? undefined : String(raw.account),
    json: Boolean(raw.json),
    yes: Boolean(raw.yes),
    passwordFile: raw.passwordFile === undefined ? undefined : String(raw.passwordFile),
    dryRun: Boolean(raw.dryRun),
    color: raw.color === false ? false : undefined,
    debug: Boolean(raw.debug),
  }
}
