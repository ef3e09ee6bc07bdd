import { Command, CommanderError, Option } from 'commander'
import { registerCommands } from './commands/index.js'
import { ExitCode } from './errors/exitCodes.js'
import { CLI_VERSION } from './version.js'

/** Builds the root `ftm` command with the global options (issue 6). Commands are added by register*(). */
export function createProgram(): Command {
  const program = new Command('ftm')
    .description('ftm-wallet: hold, send, stake and vote with FTM on Fantom Opera from the terminal')
    .version(CLI_VERSION, '-V, --version', 'print the version')
    .addOption(
      new Option(
        '--network <name>',
        'network to use (env FTM_NETWORK; default: the configured one, else devnet)',
      ).choices(['mainnet', 'testnet', 'devnet']),
    )
    .option(
      '--api <url>',
      'Fantom API endpoint, repeat for failover (env FTM_API, comma-separated)',
      (v: string, prev: string[] = []) => [...prev, v],
    )
    .option(
      '--rpc <url>',
      'JSON-RPC endpoint: calls, tx/receipt lookups, names, the fallback when the API is unreachable (env FTM_RPC)',
    )
    .option('--rpc-only', 'use only JSON-RPC, no Fantom API (limited mode: no history, pairs or charts)')
    .option('--account <name|address>', 'account to act as (env FTM_ACCOUNT; default: the active one)')
    .option(
      '--keystore <file>',
      'act with this Web3 Secret Storage v3 file (geth, cast…) without importing it',
    )
    .option('--json', 'print one JSON object on stdout and nothing else there')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--password-file <file>', 'read the wallet password from a file (or set FTM_PASSWORD)')
    .option('--dry-run', 'build, estimate and show the transaction; send nothing')
    .option('--async', 'return as soon as the transaction is broadcast (follow it with `ftm tx status HASH`)')
    .option('--force', 'sign even when the simulation says the transaction would fail')
    .option('--sign-only', 'print the signed raw transaction(s); broadcast nothing (see `ftm publish`)')
    .option('--nonce <n>', 'nonce of the first transaction (with --gas-price: signs with no network)')
    .option('--gas-price <wei>', 'gas price in wei, or e.g. 25gwei (default: the network price)')
    .option('--gas-limit <n>', 'gas limit of each transaction (default: the estimate)')
    .option('--no-color', 'no colours (NO_COLOR is honoured too)')
    .option('--debug', 'print stack traces of errors')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureHelp({ sortSubcommands: false, showGlobalOptions: true })
  registerCommands(program)
  // Every subcommand inherits the exit override, so usage errors anywhere end with exit code 2.
  const override = (command: Command) => {
    command.exitOverride()
    command.showHelpAfterError('(run with --help for usage)')
    for (const sub of command.commands) override(sub)
  }
  for (const sub of program.commands) override(sub)
  return program
}

/** Runs the program and turns commander's own exits into the CLI's exit codes (usage errors → 2). */
export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end with 0; a group run without a subcommand prints help as an error (usage: 2).
      const ok = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)
      process.exitCode = ok && error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput
      return
    }
    throw error
  }
}
