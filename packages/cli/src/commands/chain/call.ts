import {
  decodeFunctionResult,
  decodeRevertReason,
  encodeFunctionArguments,
  parseFunctionSignature,
  RpcError,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveRpcUrl, rpcRequest } from '../../connections/rpc.js'
import { CliError } from '../../errors/CliError.js'
import { ExitCode } from '../../errors/exitCodes.js'
import { resolveReadAddress } from '../../input/accounts.js'
import { resolveRecipient } from '../../input/names.js'
import type { CommandContext } from '../../invocation/action.js'

/** A decoded value as cast prints it: integers in decimal, lists in brackets, bytes and addresses as they are. */
export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`
  return String(value)
}

/** A node's answer to a call that reverted, as one message: the decoded reason when the data carries one. */
export function revertError(error: unknown): CliError | undefined {
  if (!(error instanceof RpcError) || error.code !== 'RPC_ERROR') return undefined
  const node = (error.details?.error ?? {}) as { message?: string; data?: unknown }
  const data = typeof node.data === 'string' ? node.data : undefined
  const reason = decodeRevertReason(data)
  if (!reason && !/revert/i.test(node.message ?? '')) return undefined
  return new CliError(
    'CALL_REVERTED',
    reason ? `execution reverted: ${reason}` : String(node.message),
    ExitCode.txFailed,
    { cause: error },
  )
}

/** `ftm call ADDRESS "fn(types)(returns)" ARGS…`: eth_call at the latest block, the result decoded. */
export async function run(context: CommandContext): Promise<void> {
  const [target = '', text = '', ...args] = context.args
  // Everything that can be checked without the network is checked first (exit code 2, nothing sent).
  const signature = parseFunctionSignature(text)
  const data = encodeFunctionArguments(signature, args)
  const session = await openSession(context)
  const resolved = await resolveRecipient(session, target, context.output)
  if (!resolved) throw new CliError('BAD_ADDRESS', `<address> '${target}' is not an address or a known name`)
  // --account (or FTM_ACCOUNT) calls as that address (msg.sender), as cast's --from.
  const from =
    context.globals.account === undefined
      ? undefined
      : resolveReadAddress(session.wallet, context.globals.account)
  const rpcUrl = await resolveRpcUrl(session.network)
  let returned: string
  try {
    returned = await rpcRequest<string>(rpcUrl, 'eth_call', [
      { ...(from ? { from } : {}), to: resolved.address, data },
      'latest',
    ])
  } catch (error) {
    throw revertError(error) ?? error
  }
  const result = decodeFunctionResult(signature, returned)
  context.output.result(
    {
      ok: true,
      network: session.network.name,
      to: resolved.address,
      function: signature.canonical,
      data: returned,
      result,
    },
    () => (signature.outputs.length === 0 ? returned : result.map(formatValue).join('\n')),
  )
}
