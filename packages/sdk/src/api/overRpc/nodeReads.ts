// Small JSON-RPC reads shared by the query functions' node answers (limited mode).
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'

/** A bigint or number as a JSON-RPC / GraphQL quantity ("0x…"), the shape the API answers. */
export const toQuantity = (value: bigint | number): string => `0x${BigInt(value).toString(16)}`

/**
 * What encodes a call and decodes its answer: an ethers Interface, or a small fixed codec where the app should not
 * carry ethers' ABI coder (sfcEvents.ts).
 */
export interface ContractCodec {
  encodeFunctionData(fn: string, args: readonly unknown[]): string
  decodeFunctionResult(fn: string, data: string): ArrayLike<unknown>
}

/** One contract read: `fn(args)` of `contract` at `to`. */
export interface ContractRead {
  readonly contract: ContractCodec
  readonly to: string
  readonly fn: string
  readonly args: readonly unknown[]
  /** Simulated sender (e.g. the delegator for `unlockStake`). */
  readonly from?: string
}

/** `eth_call` of each read in one batch, decoded; a reverted read is its RpcError `RPC_ERROR`. */
export async function readContracts(
  rpc: RpcClient,
  reads: readonly ContractRead[],
  signal?: AbortSignal,
): Promise<(readonly unknown[] | RpcError)[]> {
  const answers = await rpc.batch(
    reads.map((read) => ({
      method: 'eth_call',
      params: [
        {
          to: read.to,
          data: read.contract.encodeFunctionData(read.fn, read.args),
          ...(read.from ? { from: read.from } : {}),
        },
        'latest',
      ],
    })),
    { signal },
  )
  return answers.map((answer, i) => {
    if (answer instanceof RpcError) return answer
    const read = reads[i] as ContractRead
    try {
      return Array.from(read.contract.decodeFunctionResult(read.fn, answer as string))
    } catch (cause) {
      return new RpcError('RPC_ERROR', `${read.fn} answered data that does not decode`, { cause })
    }
  })
}

/** Like readContracts, but any failed read throws (reads that cannot revert). */
export async function readContractsOrThrow(
  rpc: RpcClient,
  reads: readonly ContractRead[],
  signal?: AbortSignal,
): Promise<(readonly unknown[])[]> {
  const results = await readContracts(rpc, reads, signal)
  for (const result of results) if (result instanceof RpcError) throw result
  return results as (readonly unknown[])[]
}

/** The first returned value of one read. */
export async function readOne(rpc: RpcClient, read: ContractRead, signal?: AbortSignal): Promise<unknown> {
  const [result] = await readContractsOrThrow(rpc, [read], signal)
  return result?.[0]
}
