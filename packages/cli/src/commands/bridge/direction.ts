import type { BridgeDirection } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'

const DIRECTIONS: Record<string, BridgeDirection> = { eth: 'OperaToEthereum', bsc: 'OperaToBinance' }

/** --to-chain eth|bsc → the bridge direction. */
export async function readDirection(context: CommandContext<{ toChain?: string }>): Promise<BridgeDirection> {
  const text = await optionOrAsk(context, context.options.toChain, {
    what: 'the target chain',
    hint: '--to-chain eth|bsc',
    message: 'To chain (eth or bsc)',
  })
  const direction = DIRECTIONS[text.trim().toLowerCase()]
  if (!direction) throw new CliError('BAD_CHAIN', `--to-chain '${text}': use eth or bsc`)
  return direction
}
