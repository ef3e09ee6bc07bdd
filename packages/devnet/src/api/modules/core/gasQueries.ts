import type { ApiContext } from '../../module.js'
import { decodeHexBytes } from '../../scalars/decodeHex.js'

const hex = (n: bigint) => `0x${n.toString(16)}`

/** `gasPrice`: the node's gas price in wei. */
export function gasPrice(_: unknown, __: unknown, ctx: ApiContext) {
  return ctx.rpc.call<string>('eth_gasPrice')
}

/** `estimateGas(from, to, value, data)`: the node's estimate; a revert becomes the node's message as the error. */
export async function estimateGas(
  _: unknown,
  args: { from?: string | null; to?: string | null; value?: bigint | null; data?: string | null },
  ctx: ApiContext,
) {
  const call: Record<string, string> = {}
  if (args.from) call.from = args.from
  if (args.to) call.to = args.to
  if (args.value !== undefined && args.value !== null) call.value = hex(args.value)
  if (args.data !== undefined && args.data !== null) call.data = decodeHexBytes(args.data)
  return ctx.rpc.call<string>('eth_estimateGas', [call])
}
