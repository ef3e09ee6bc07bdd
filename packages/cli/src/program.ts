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
      new Option('--network <name>', 'network to use (default: the configured one, else devnet)').choices([
        'mainnet',
        'testnet',
        'devnet',
      ]),
    )
    .option('--api <url>', 'Fantom API endpoint (repeat for failover)', (v: string, prev: string[] = []) => [
      ...prev,
      v,
    ])
    .option('--rpc <url>', 'JSON-RPC endpoint (name resolution)')
    .option('--account <name|address>', 'account to act as (default: the active one)')
    .option('--json', 'print one JSON object on stdout and nothing else there')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--password-file <file>', 'read the wallet password from a file (or set FTM_PASSWORD)')
    .option('--dry-run', 'build, estimate and show the transaction; send nothing')
    .option('--no-color', 'no colours (NO_COLOR is honoured too)')
    .option('--debug', 'print stack traces of errors')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureHelp({ sortSubcommands: false })
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
