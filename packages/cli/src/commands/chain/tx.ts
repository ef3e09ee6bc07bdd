import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'
import { decodeQuantities, ftmAmount, lookUp } from './lookup.js'

interface RpcTransaction extends Record<string, unknown> {
  hash: string
  from: string
  to: string | null
  value: bigint
  nonce: bigint
  gas: bigint
  gasPrice: bigint
  input: string
  blockNumber: bigint | null
  blockHash: string | null
  transactionIndex: bigint | null
  chainId?: bigint
  type?: bigint
}

const QUANTITIES = ['value', 'nonce', 'gas', 'gasPrice', 'blockNumber', 'transactionIndex', 'chainId', 'type']

/** `ftm tx HASH`: the transaction as the node has it (eth_getTransactionByHash). */
export async function run(context: CommandContext): Promise<void> {
  const { hash, session, answer } = await lookUp<Record<string, unknown>>(context, 'eth_getTransactionByHash')
  if (!answer) throw new CliError('TX_NOT_FOUND', `No transaction ${hash} on ${session.network.name}`)
  const tx = decodeQuantities(answer, QUANTITIES) as RpcTransaction
  const { v: _v, r: _r, s: _s, yParity: _y, ...fields } = tx
  context.output.result(
    {
      ok: true,
      network: session.network.name,
      ...fields,
      status: tx.blockNumber === null ? 'pending' : 'mined',
      explorer: session.network.explorerUrl(tx.hash),
    },
    () =>
      formatFields([
        ['hash', tx.hash],
        ['from', tx.from],
        ['to', tx.to ?? '(contract creation)'],
        ['value', ftmAmount(session, tx.value)],
        ['nonce', String(tx.nonce)],
        ['gas limit', String(tx.gas)],
        ['gas price', `${tx.gasPrice} wei`],
        ['block', tx.blockNumber === null ? 'pending' : String(tx.blockNumber)],
        ['input', tx.input],
        ['explorer', session.network.explorerUrl(tx.hash)],
      ]),
  )
}
