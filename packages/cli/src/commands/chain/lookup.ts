import { openSession, type Session } from '../../connections/open.js'
import { resolveRpcUrl, rpcRequest } from '../../connections/rpc.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'

/** The hash argument of `ftm tx` / `ftm receipt`: 32 bytes of 0x-hex, or exit code 2. */
export function readHash(value: string | undefined): string {
  const hash = (value ?? '').trim()
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new CliError('BAD_HASH', `<hash> '${hash}' is not a transaction hash (0x and 64 hex digits)`)
  return hash.toLowerCase()
}

/** Quantities (0x-hex) of a node's answer as bigints; other fields as they are. */
export function decodeQuantities<T extends Record<string, unknown>>(raw: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...raw }
  for (const field of fields) {
    const value = raw[field]
    if (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value))
      out[field] = BigInt(value === '0x' ? 0 : value)
  }
  return out as T
}

/** Opens the session and asks the network's JSON-RPC endpoint `method(hash)`. */
export async function lookUp<T>(
  context: CommandContext,
  method: string,
): Promise<{ hash: string; session: Session; answer: T | null }> {
  const hash = readHash(context.args[0])
  const session = await openSession(context)
  const answer = await rpcRequest<T | null>(await resolveRpcUrl(session.network), method, [hash])
  return { hash, session, answer }
}

/**
 * An FTM amount of the node's record: in the settings' decimal points, with the exact wei beside it
 * (docs/behaviour/tokens-and-assets.md#number-formatting).
 */
export const ftmAmount = (session: Session, wei: bigint) =>
  `${createDisplay(session.wallet.settings.getState()).ftm(wei)} (${wei} wei)`
