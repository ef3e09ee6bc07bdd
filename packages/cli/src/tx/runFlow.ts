import {
  formatUnits,
  type PreparedTransaction,
  prepareTransaction,
  sendSignedTransaction,
  signTransaction,
  type UnsignedCall,
  type WalletAccount,
  waitForTransaction,
} from '@ftm-wallet/sdk'
import type { CommandContext } from '../framework/action.js'
import { confirmOrYes } from '../framework/prompt.js'
import { createSpinner } from '../framework/spinner.js'
import { accountLabel } from '../session/accounts.js'
import type { Session } from '../session/open.js'
import { readUnlockPassword } from '../session/password.js'
import { createAccountSigner } from './createSigner.js'
import type { Flow, StepReport } from './flow.js'

export interface FlowContext extends CommandContext<unknown> {
  session: Session
  account: WalletAccount
}

/** How long an unlocked key may stay in memory during one flow. */
const UNLOCK_TIMEOUT_MS = 10 * 60_000

const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

/**
 * Runs a flow through the SDK's transaction pipeline (prepare → sign → send → verify), one step after the
 * other, printing each step with a spinner while it waits and its hash and explorer link when done.
 * With --dry-run every step is built and estimated, nothing is signed or sent.
 */
export async function runFlow(context: FlowContext, flow: Flow): Promise<void> {
  const { output, globals, session, account } = context
  const header = () => {
    output.info(output.style('bold', flow.title))
    output.info(`  from     ${accountLabel(account)} (${account.address})`)
    output.info(`  network  ${session.network.name}`)
    for (const [key, value] of Object.entries(flow.details ?? {})) output.info(`  ${key.padEnd(8)} ${value}`)
    for (const warning of flow.warnings ?? []) output.warn(warning)
  }
  if (globals.dryRun) return dryRun(context, flow, header)

  header()
  const labels = flow.steps.map((s) => s.label).join(', ')
  await confirmOrYes(
    context,
    `Send ${flow.steps.length === 1 ? 'the transaction' : `${flow.steps.length} transactions (${labels})`}?`,
  )
  const signer = createAccountSigner(session.wallet, account, session.network.preset.chainId)
  const password = await readUnlockPassword(context, `Password of ${accountLabel(account)}`)
  // One decryption for the whole flow: the key is kept for exactly as many signatures as there are steps.
  await signer.unlock(password, { uses: flow.steps.length, timeoutMs: UNLOCK_TIMEOUT_MS })

  const reports: StepReport[] = []
  try {
    for (const step of flow.steps) {
      const spinner = createSpinner(`${step.label}: preparing…`)
      try {
        const call = await step.call()
        if (call === null) {
          reports.push({ step: step.label, description: step.description, status: 'skipped' })
          spinner.stop()
          output.info(`${output.style('dim', '–')} ${step.label}  ${output.style('dim', 'not needed')}`)
          continue
        }
        const { client, network } = session
        const transaction = await prepareTransaction({
          client,
          network: network.preset,
          from: account.address,
          call,
        })
        spinner.update(`${step.label}: signing…`)
        const signed = await signTransaction({ signer, transaction })
        spinner.update(`${step.label}: sending…`)
        const { hash } = await sendSignedTransaction({ client, signed })
        spinner.update(`${step.label}: waiting for ${hash}…`)
        await waitForTransaction({ client, hash })
        const explorer = network.explorerUrl(hash)
        reports.push({
          step: step.label,
          description: step.description,
          status: 'success',
          hash,
          explorer,
          fee: transaction.fee,
        })
        spinner.stop()
        output.info(`${output.style('green', '✔')} ${step.label}  ${hash}  ${output.style('dim', explorer)}`)
      } catch (error) {
        spinner.stop()
        output.info(`${output.style('red', '✘')} ${step.label}`)
        throw error
      }
    }
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { steps: reports })
    throw error
  } finally {
    signer.lock()
  }
  let finished: Record<string, unknown> = {}
  if (flow.finish) {
    const spinner = createSpinner(`${flow.finish.label}…`)
    try {
      finished = await flow.finish.run((text) => spinner.update(text))
    } catch (error) {
      if (error && typeof error === 'object') Object.assign(error, { steps: reports })
      throw error
    } finally {
      spinner.stop()
    }
    output.info(`${output.style('green', '✔')} ${flow.finish.label}`)
  }
  output.info(`${output.style('green', '✔')} Finished`)
  output.result(
    {
      ok: true,
      command: context.name,
      network: session.network.name,
      from: account.address,
      ...flow.result,
      ...finished,
      steps: reports,
    },
    () => '',
  )
}

async function dryRun(context: FlowContext, flow: Flow, header: () => void): Promise<void> {
  const { output, session, account } = context
  header()
  output.info(output.style('yellow', 'Dry run: nothing is signed or sent.'))
  const steps: Array<Record<string, unknown>> = []
  for (const step of flow.steps) {
    const call: UnsignedCall | null = await step.call()
    if (call === null) {
      steps.push({ step: step.label, description: step.description, status: 'skipped' })
      output.info(`– ${step.label}  not needed`)
      continue
    }
    const tx: PreparedTransaction = await prepareTransaction({
      client: session.client,
      network: session.network.preset,
      from: account.address,
      call,
    })
    steps.push({
      step: step.label,
      description: step.description,
      status: 'planned',
      to: tx.to,
      value: tx.value,
      data: tx.data,
      nonce: tx.nonce,
      gasLimit: tx.gasLimit,
      gasPrice: tx.gasPrice,
      fee: tx.fee,
      chainId: tx.chainId,
      error: tx.error,
    })
    output.info(`• ${step.label}: ${step.description}`)
    output.info(
      `    to ${tx.to}  value ${formatUnits(tx.value)} FTM  gas ${tx.gasLimit} × ${gwei(tx.gasPrice)}  fee ${formatUnits(tx.fee)} FTM`,
    )
    if (tx.error) output.info(`    ${output.style('yellow', `would fail now: ${tx.error}`)}`)
  }
  if (flow.steps.length > 1) {
    output.info(
      output.style(
        'dim',
        'Later steps are estimated before the earlier ones ran; their estimates may differ.',
      ),
    )
  }
  output.result(
    {
      ok: true,
      dryRun: true,
      command: context.name,
      network: session.network.name,
      from: account.address,
      ...flow.result,
      steps,
    },
    () => '',
  )
}
