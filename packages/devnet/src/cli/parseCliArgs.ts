import { homedir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_API_PORT, DEFAULT_RPC_PORT } from '../constants.js'

/** What `ftm-devnet` was asked to do. */
export interface CliOptions {
  help: boolean
  dataDir: string
  reset: boolean
  port: number
  rpcPort: number
  host: string
}

/** Thrown for a bad command line; the message is printed as is. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
  readonly code = 'DEVNET_CLI_USAGE'
}

export const USAGE = `Usage: ftm-devnet [options]

Starts a local Fantom Opera devnet: anvil (chain id 4003), the wallet's contracts, and an API server with the
Fantom GraphQL API, a bridge simulator and devnet controls. State is kept in the data dir; Ctrl-C saves it.

Options:
  --data-dir <dir>   where the chain and index are kept (default: $XDG_DATA_HOME/ftm-wallet/devnet,
                     or ~/.local/share/ftm-wallet/devnet)
  --reset            start from a new chain (deletes the devnet's files in the data dir)
  --port <n>         API port (default ${DEFAULT_API_PORT}; 0 = any free port)
  --rpc-port <n>     JSON-RPC port (default ${DEFAULT_RPC_PORT}; 0 = any free port)
  --host <ip>        interface to listen on (default 127.0.0.1)
  -h, --help         show this help`

/** The default data dir under the XDG data home. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_DATA_HOME?.trim() || join(homedir(), '.local', 'share')
  return join(base, 'ftm-wallet', 'devnet')
}

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) > 65_535) {
    throw new CliUsageError(`${flag} must be a port number from 0 to 65535, got "${value}"`)
  }
  return Number(value)
}

/** Parses `ftm-devnet`'s arguments (without node and the script). */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new CliUsageError(`${(error as Error).message}\n\n${USAGE}`)
  }
  const { values } = parsed
  return {
    help: values.help === true,
    dataDir: values['data-dir'] ?? defaultDataDir(env),
    reset: values.reset === true,
    port: port(values.port, DEFAULT_API_PORT, '--port'),
    rpcPort: port(values['rpc-port'], DEFAULT_RPC_PORT, '--rpc-port'),
    host: values.host ?? '127.0.0.1',
  }
}

function parse(argv: readonly string[]) {
  // `pnpm devnet -- --reset` hands the separator through; it carries no meaning here.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv]
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      'data-dir': { type: 'string' },
      reset: { type: 'boolean' },
      port: { type: 'string' },
      'rpc-port': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
