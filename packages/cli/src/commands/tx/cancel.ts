import type { CommandContext } from '../../invocation/action.js'
import { replacePending } from './replace.js'

/** `ftm tx cancel HASH` (docs/behaviour/pending-transactions.md#speed-up-and-cancel). */
export const run = (context: CommandContext): Promise<void> => replacePending(context, 'cancel')
