import { CliError } from './CliError.js'

/** Options every `ftm` command accepts (issue 6 "Global"). */
export interface GlobalOptions {
  network: string
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

const networkNames = ['mainnet', 'testnet', 'devnet'] as const

/** Normalises commander's raw global options and rejects bad ones with exit code 2. */
export function parseGlobalOptions(raw: Record<string, unknown>): GlobalOptions {
  const network = String(raw.network ?? 'devnet')
  if (!(networkNames as readonly string[]).includes(network)) {
    throw new CliError('BAD_NETWORK', `Unknown network '${network}'. Use one of: ${networkNames.join(', ')}.`)
  }
  const api = (raw.api as string[] | undefined) ?? []
  for (const url of [...api, ...(raw.rpc ? [String(raw.rpc)] : [])]) {
    if (!/^https?:\/\/[^\s]+$/.test(url)) throw new CliError('BAD_URL', `Not a valid http(s) URL: ${url}`)
  }
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
