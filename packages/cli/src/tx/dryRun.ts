import { type ConfirmationSources, formatUnits } from '@ftm-wallet/sdk'
import { prepareFlowStep, reviewFlowStep } from '@ftm-wallet/sdk/machines'
import { confirmationJson, planPreview, printConfirmation } from './confirmation.js'
import type { Flow } from './flow.js'
import type { FlowContext } from './openFlowContext.js'

const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

/**
 * --dry-run: the flow's plan is built and every step prepared (nonce, gas estimate, fee) exactly as the machine
 * would, then printed; nothing is signed or sent.
 */
export async function dryRunFlow<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  sources: ConfirmationSources,
): Promise<void> {
  const { output, session, account } = context
  output.info(output.style('yellow', 'Dry run: nothing is signed or sent.'))
  const signal = AbortSignal.timeout(60_000)
  const { plan, dependencies } = await planPreview(context, flow, sources, signal)
  const steps: Array<Record<string, unknown>> = []
  for (const [index, step] of plan.steps.entries()) {
    const tx = await prepareFlowStep({ plan, stepIndex: index, from: account.address, dependencies }, signal)
    const confirmation = await reviewFlowStep(
      { transaction: tx, dependencies, allowanceNeeded: step.allowanceNeeded },
      signal,
    )
    steps.push({
      id: step.id,
      step: step.label,
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
      confirmation: confirmationJson(confirmation),
    })
    output.info(`• ${step.label}`)
    output.info(
      `    to ${tx.to}  value ${formatUnits(tx.value)} FTM  gas ${tx.gasLimit} × ${gwei(tx.gasPrice)}  fee ${formatUnits(tx.fee)} FTM`,
    )
    printConfirmation(output, confirmation)
    if (tx.error) output.info(`    ${output.style('yellow', `would fail now: ${tx.error}`)}`)
  }
  if (plan.steps.length > 1) {
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
