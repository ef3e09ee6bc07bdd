import type { ButtonState } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'

/**
 * The web forms gate their submit button with the SDK's button states ('Insufficient WFTM balance', 'Enter an
 * amount', …); the CLI refuses with the same text and exit code 2 where the button would be disabled.
 */
export function assertButton(state: ButtonState): void {
  if (!state.enabled) throw new CliError('NOT_ALLOWED', state.label)
}
