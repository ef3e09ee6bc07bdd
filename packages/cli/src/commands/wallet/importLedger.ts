import type { CommandContext } from '../../framework/action.js'
import { CliError } from '../../framework/CliError.js'

/** `ftm wallet import-ledger`: waits for the SDK's Ledger signer (hardware-wallet issue). */
export async function run(_context: CommandContext): Promise<void> {
  throw new CliError('LEDGER_UNAVAILABLE', 'Ledger support arrives with the hardware-wallet issue', 2)
}
