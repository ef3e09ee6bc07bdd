// `ftm` entry: only commander and the version are loaded up front; commands import the SDK lazily.
import { Command } from 'commander'
import { CLI_VERSION } from './version.js'

const program = new Command('ftm')
  .description('ftm-wallet: hold, send, stake and vote with FTM from the terminal')
  .version(CLI_VERSION, '-V, --version')
  .showHelpAfterError()

await program.parseAsync(process.argv)
