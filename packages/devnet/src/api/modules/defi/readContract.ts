import { type Interface, isError, type Result } from 'ethers'

/** The one JSON-RPC method the modules need: `eth_call` (an ethers Provider fits). */
export interface ContractCaller {
  call(request: { to: string; data: string; from?: string; blockTag?: number }): Promise<string>
}

/**
 * Calls a view function and decodes its result. Reverts and transport failures throw. `blockTag` reads the state
 * of that block instead of the latest.
 */
export async function readContract(
  caller: ContractCaller,
  iface: Interface,
  to: string,
  fn: string,
  args: readonly unknown[] = [],
  from?: string,
  blockTag?: number,
): Promise<Result> {
  const data = iface.encodeFunctionData(fn, args)
  const raw = await caller.call({
    to,
    data,
    ...(from ? { from } : {}),
    ...(blockTag === undefined ? {} : { blockTag }),
  })
  return iface.decodeFunctionResult(fn, raw)
}

/** Like readContract, but a revert or an undecodable answer gives null (for fields the API defaults). */
export async function tryReadContract(
  caller: ContractCaller,
  iface: Interface,
  to: string,
  fn: string,
  args: readonly unknown[] = [],
  from?: string,
  blockTag?: number,
): Promise<Result | null> {
  try {
    return await readContract(caller, iface, to, fn, args, from, blockTag)
  } catch (error) {
    // Only a contract-level failure means "no value"; a dead RPC must still surface.
    if (isError(error, 'CALL_EXCEPTION') || isError(error, 'BAD_DATA')) return null
    throw error
  }
}

/** The message the node gives for a reverted call, as the real API passes it on. */
export function revertMessage(error: unknown): string {
  if (isError(error, 'CALL_EXCEPTION')) {
    return error.reason ? `execution reverted: ${error.reason}` : 'execution reverted'
  }
  return error instanceof Error ? error.message : String(error)
}
