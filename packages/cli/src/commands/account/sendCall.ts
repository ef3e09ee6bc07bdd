import { encodeFunctionArguments, parseFunctionSignature, parseUnits } from '@ftm-wallet/sdk'
import { contractCallFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { resolveRecipient } from '../../input/names.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'

interface Options {
  to?: string
  amount?: string
  token?: string
  memo?: string
  sig?: string
  data?: string
  value?: string
}

const UNITS: Record<string, number> = { wei: 0, gwei: 9, ether: 18, ftm: 18 }

/** --value: FTM by default, or with a unit (wei, gwei, ether, ftm); zero is allowed. */
export function parseValueOption(text: string | undefined): bigint {
  if (text === undefined) return 0n
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim())
  const unit = match?.[2]?.toLowerCase() || 'ftm'
  const decimals = UNITS[unit]
  if (!match || decimals === undefined)
    throw new CliError(
      'BAD_VALUE',
      `--value '${text}': write an amount of FTM, or with a unit (5gwei, 1000wei)`,
    )
  try {
    return parseUnits(match[1] as string, decimals)
  } catch (cause) {
    throw new CliError('BAD_VALUE', `--value '${text}': ${(cause as Error).message}`, 2, { cause })
  }
}

/** --data: 0x-hex calldata. */
function parseData(text: string): `0x${string}` {
  const data = text.trim()
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data))
    throw new CliError('BAD_DATA', `--data '${text}' is not 0x-hex bytes (an even number of hex digits)`)
  return data.toLowerCase() as `0x${string}`
}

/**
 * `ftm send --to CONTRACT --sig "fn(types)" ARGS… [--value N]` or `--data HEX`: any call, through the same
 * confirmation, dry run, sign-only and signing as every flow.
 */
export async function runContractCall(context: CommandContext<Options>): Promise<void> {
  const { options, args } = context
  if (options.sig !== undefined && options.data !== undefined)
    throw new CliError('SIG_AND_DATA', '--sig and --data exclude each other: give one')
  for (const flag of ['amount', 'token', 'memo'] as const)
    if (options[flag] !== undefined)
      throw new CliError(
        'OPTION_WITH_CALL',
        `--${flag} does not go with --sig/--data (the FTM sent is --value)`,
      )
  if (options.to === undefined)
    throw new CliError('MISSING_TO', 'The contract to call is missing: pass --to ADDRESS|NAME')
  // Checked before anything is opened or asked: the signature, the arguments, the value.
  let data: `0x${string}`
  let what: string
  if (options.sig !== undefined) {
    const signature = parseFunctionSignature(options.sig)
    data = encodeFunctionArguments(signature, args)
    what = `${signature.name}(${args.join(', ')})`
  } else {
    if (args.length > 0)
      throw new CliError(
        'UNEXPECTED_ARGUMENT',
        `Unexpected argument '${args[0]}': --data carries the whole calldata`,
      )
    data = parseData(options.data as string)
    what = data === '0x' ? 'no data' : `data ${data.slice(0, 10)}…`
  }
  const value = parseValueOption(options.value)
  const flow = await openFlowContext(context)
  const resolved = await resolveRecipient(flow.session, options.to, context.output)
  if (!resolved) throw new CliError('BAD_ADDRESS', `--to '${options.to}' is not an address or a known name`)
  const to = resolved.address
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Call ${what} on ${to}${value > 0n ? ` with ${display.signed(value, 18, 'FTM')}` : ''}`,
    details: { data },
    definition: contractCallFlow,
    params: { to, value, data },
    facts: {},
    result: { to, value, data },
  })
}
