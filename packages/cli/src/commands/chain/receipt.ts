import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'
import { decodeQuantities, ftmAmount, lookUp } from './lookup.js'

interface RpcLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
}

interface RpcReceipt extends Record<string, unknown> {
  transactionHash: string
  status: bigint
  blockNumber: bigint
  blockHash: string
  from: string
  to: string | null
  gasUsed: bigint
  cumulativeGasUsed: bigint
  effectiveGasPrice: bigint
  contractAddress: string | null
  logs: RpcLog[]
}

const QUANTITIES = [
  'status',
  'blockNumber',
  'transactionIndex',
  'gasUsed',
  'cumulativeGasUsed',
  'effectiveGasPrice',
  'type',
]

/** `ftm receipt HASH`: the receipt of a mined transaction (eth_getTransactionReceipt). */
export async function run(context: CommandContext): Promise<void> {
  const { hash, session, answer } = await lookUp<Record<string, unknown>>(
    context,
    'eth_getTransactionReceipt',
  )
  if (!answer)
    throw new CliError(
      'RECEIPT_NOT_FOUND',
      `No receipt for ${hash} on ${session.network.name}: unknown or not mined yet`,
    )
  const receipt = decodeQuantities(answer, QUANTITIES) as RpcReceipt
  const { logsBloom: _bloom, ...fields } = receipt
  const status = receipt.status === 1n ? 'success' : 'reverted'
  const fee = receipt.gasUsed * (receipt.effectiveGasPrice ?? 0n)
  context.output.result(
    {
      ok: true,
      network: session.network.name,
      ...fields,
      status,
      fee,
      logs: receipt.logs.map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        logIndex: BigInt(log.logIndex),
      })),
      explorer: session.network.explorerUrl(receipt.transactionHash),
    },
    () =>
      formatFields([
        ['hash', receipt.transactionHash],
        ['status', status],
        ['block', String(receipt.blockNumber)],
        ['from', receipt.from],
        ['to', receipt.to ?? '(contract creation)'],
        ...(receipt.contractAddress ? [['contract', receipt.contractAddress] as [string, string]] : []),
        ['gas used', String(receipt.gasUsed)],
        ['fee', ftmAmount(session, fee)],
        ['logs', String(receipt.logs.length)],
        ['explorer', session.network.explorerUrl(receipt.transactionHash)],
      ]),
  )
}
