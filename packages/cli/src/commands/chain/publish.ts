import { existsSync } from 'node:fs'
import {
  type DecodedSignedTransaction,
  decodeCall,
  decodeSignedTransaction,
  formatUnits,
  sendSignedTransaction,
  waitForTransaction,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { openPendingStore } from '../../connections/pending.js'
import { CliError } from '../../errors/CliError.js'
import { readTextFile } from '../../files/readFile.js'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'
import { FlowFailure, type StepReport } from '../../tx/flow.js'

const HEX = /^0x[0-9a-fA-F]+$/

/**
 * The raw transactions in `RAW|FILE`: one 0x-hex argument, or a file holding what `--sign-only` printed — its
 * JSON document (`transactions[].raw`) or its lines (every line that is only 0x-hex).
 */
export async function readRawTransactions(input: string): Promise<string[]> {
  const given = input.trim()
  if (HEX.test(given) && !existsSync(given)) return [given]
  const text = await readTextFile(given, 'file of signed transactions')
  let raws: string[]
  try {
    const document = JSON.parse(text) as { transactions?: Array<{ raw?: unknown }> } | unknown[]
    const list = Array.isArray(document) ? document : (document.transactions ?? [])
    raws = list.map((item) => (typeof item === 'string' ? item : String((item as { raw?: unknown }).raw)))
  } catch {
    raws = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => HEX.test(line))
  }
  if (raws.length === 0) throw new CliError('NO_TRANSACTIONS', `${given}: no signed transaction in it`)
  return raws
}

/** `ftm publish RAW|FILE`: broadcasts transactions signed earlier (in order) and waits for each on chain. */
export async function run(context: CommandContext): Promise<void> {
  const raws = await readRawTransactions(context.args[0] ?? '')
  const decoded: DecodedSignedTransaction[] = raws.map((raw, i) => {
    const tx = decodeSignedTransaction(raw)
    if (!tx)
      throw new CliError(
        'BAD_SIGNED_TRANSACTION',
        `Transaction ${i + 1} is not a signed transaction: ${raw.slice(0, 20)}…`,
      )
    return tx
  })
  const session = await openSession(context)
  const { output, globals } = context
  const chainId = BigInt(session.network.preset.chainId)
  for (const [i, tx] of decoded.entries()) {
    if (tx.chainId !== chainId)
      throw new CliError(
        'WRONG_CHAIN',
        `Transaction ${i + 1} is signed for chain ${tx.chainId}, not ${session.network.name} (${chainId})`,
      )
  }
  output.info(
    output.style('bold', `Publish ${decoded.length} signed transaction${decoded.length === 1 ? '' : 's'}`),
  )
  output.info(`  network  ${session.network.name}`)
  for (const tx of decoded)
    output.info(
      `  nonce ${tx.nonce}  from ${tx.from}  to ${tx.to ?? '(new contract)'}  value ${formatUnits(tx.value)} FTM  hash ${tx.hash}`,
    )
  if (globals.dryRun) {
    output.result(
      { ok: true, dryRun: true, command: context.name, network: session.network.name, transactions: decoded },
      () => '',
    )
    return
  }
  await confirmOrYes(context, 'Publish?')
  const steps: StepReport[] = []
  const pending = openPendingStore(session)
  for (const [i, tx] of decoded.entries()) {
    try {
      // docs/behaviour/pending-transactions.md: recorded before the broadcast, like every flow's.
      await pending.record({
        hash: tx.hash,
        chainId: Number(tx.chainId),
        from: tx.from,
        to: tx.to,
        value: tx.value,
        data: tx.data,
        nonce: tx.nonce,
        gasPrice: tx.gasPrice,
        gasLimit: tx.gasLimit,
        raw: raws[i] as `0x${string}`,
        // A creation reads 'Deploy a contract', as in every confirmation (docs/behaviour/signing.md#contract-creation).
        summary: decodeCall(tx).sentence,
      })
      const { hash } = await sendSignedTransaction({
        client: session.client,
        signed: { raw: raws[i] as `0x${string}`, hash: tx.hash },
      })
      // Waiting re-broadcasts the same bytes while the chain does not know the hash yet.
      await waitForTransaction({ client: session.client, hash, raw: raws[i] }).catch(async (error) => {
        if ((error as { code?: unknown }).code === 'TX_FAILED')
          await pending.setStatus(hash, { status: 'failed' })
        throw error
      })
      await pending.setStatus(hash, { status: 'mined' })
      const explorer = session.network.explorerUrl(hash)
      steps.push({
        id: `publish-${i}`,
        step: 'Publish',
        status: 'success',
        hash,
        explorer,
        fee: tx.gasPrice * tx.gasLimit,
      })
      output.info(`${output.style('green', '✔')} Publish  ${hash}  ${output.style('dim', explorer)}`)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      throw new FlowFailure(
        typeof code === 'string' ? code : 'TX_FAILED',
        `Transaction ${i + 1} (${tx.hash}): ${error instanceof Error ? error.message : String(error)}`,
        steps,
        { cause: error },
      )
    }
  }
  output.result({ ok: true, command: context.name, network: session.network.name, steps }, () => '')
}
