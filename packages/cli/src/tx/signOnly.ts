import {
  formatUnits,
  type PreparedTransaction,
  prepareTransaction,
  type Signer,
  signTransaction,
} from '@ftm-wallet/sdk'
import { type FlowContextDependencies, planFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../errors/CliError.js'
import type { GlobalOptions } from '../invocation/globals.js'
import type { Flow } from './flow.js'
import type { FlowContext } from './openFlowContext.js'

/** With --nonce and --gas-price nothing is read from the network: the transaction is signed offline. */
export const isOffline = (globals: GlobalOptions): boolean =>
  globals.signOnly && globals.nonce !== undefined && globals.gasPrice !== undefined

/**
 * Before anything is asked: --nonce, --gas-price and --gas-limit set what the network would say, so they go with
 * --sign-only only; and a flow whose planning registers it with a service (the bridge's) cannot be signed ahead.
 */
export function assertSignOptions(
  globals: GlobalOptions,
  flow: { dryRunPlan?: unknown },
  name: string,
): void {
  if (globals.signOnly && flow.dryRunPlan)
    throw new CliError(
      'SIGN_ONLY_UNSUPPORTED',
      `${name} cannot be signed ahead: its service registers the transfer when the flow runs (send it without --sign-only)`,
    )
  if (globals.signOnly) return
  const given = (['nonce', 'gasPrice', 'gasLimit'] as const).filter((key) => globals[key] !== undefined)
  if (given.length > 0) {
    const flags = given.map((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)
    throw new CliError('MANUAL_GAS_WITHOUT_SIGN_ONLY', `${flags.join(', ')} go with --sign-only`)
  }
}

/** One step of the flow offline: the given nonce (plus the step's index), gas price and gas limit. */
function offlineTransaction(
  context: FlowContext,
  call: { to: string; value: bigint; data: `0x${string}` },
  index: number,
): PreparedTransaction {
  const { globals, session, account } = context
  const gasLimit = globals.gasLimit ?? (call.data === '0x' ? 21_000n : undefined)
  if (gasLimit === undefined)
    throw new CliError(
      'GAS_LIMIT_REQUIRED',
      '--gas-limit is needed to sign a contract call with no network (the gas is estimated otherwise)',
    )
  const gasPrice = globals.gasPrice as bigint
  return {
    from: account.address,
    to: call.to,
    value: call.value,
    data: call.data,
    nonce: (globals.nonce as bigint) + BigInt(index),
    gasPrice,
    gasLimit,
    chainId: session.network.preset.chainId,
    fee: gasPrice * gasLimit,
    error: null,
  }
}

/**
 * --sign-only: the flow's steps are planned, prepared (nonce, gas) and signed with the unlocked signer, then printed
 * as raw transactions; nothing is broadcast (`ftm publish` does that later). Later steps take the next nonces.
 * With --nonce and --gas-price nothing is read from the network.
 */
export async function signOnlyFlow<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  signer: Signer,
): Promise<void> {
  const { output, session, account, globals } = context
  const offline = isOffline(globals)
  const signal = AbortSignal.timeout(120_000)
  const dependencies = { client: session.client, network: session.network.preset, signer }
  const { plan } = await planFlow({ flow: flow.definition, params: flow.params, dependencies }, signal)
  const buildDependencies: FlowContextDependencies = { client: session.client, from: account.address, signal }
  const transactions: Array<Record<string, unknown>> = []
  let firstNonce: bigint | undefined
  for (const [index, step] of plan.steps.entries()) {
    const call = await step.build(buildDependencies)
    let prepared: PreparedTransaction
    if (offline) prepared = offlineTransaction(context, call, index)
    else {
      prepared = await prepareTransaction({
        client: session.client,
        network: session.network.preset,
        from: account.address,
        call,
        gasLimit: globals.gasLimit,
        gasPrice: globals.gasPrice,
        signal,
      })
      const first = firstNonce ?? globals.nonce ?? prepared.nonce
      firstNonce = first
      prepared = { ...prepared, nonce: first + BigInt(index) }
      if (prepared.error !== null && index > 0 && globals.gasLimit === undefined)
        throw new CliError(
          'GAS_LIMIT_REQUIRED',
          `${step.label}: its gas cannot be estimated before the earlier steps are on chain (${prepared.error}); pass --gas-limit`,
        )
      if (prepared.error !== null)
        throw new CliError('TX_NOT_SENDABLE', `${step.label}: ${prepared.error}`, 1)
    }
    const signed = await signTransaction({ signer, transaction: prepared, signal })
    transactions.push({
      id: step.id,
      step: step.label,
      hash: signed.hash,
      raw: signed.raw,
      to: prepared.to,
      value: prepared.value,
      nonce: prepared.nonce,
      gasLimit: prepared.gasLimit,
      gasPrice: prepared.gasPrice,
      fee: prepared.fee,
      chainId: prepared.chainId,
    })
    output.info(
      `${output.style('green', '✔')} ${step.label} signed: nonce ${prepared.nonce}, gas ${prepared.gasLimit} × ${formatUnits(prepared.gasPrice, 9)} gwei, hash ${signed.hash}`,
    )
  }
  output.info(output.style('yellow', 'Signed only: nothing was broadcast. Send it with `ftm publish`.'))
  output.result(
    {
      ok: true,
      signOnly: true,
      command: context.name,
      network: session.network.name,
      from: account.address,
      ...flow.result,
      transactions,
    },
    () => transactions.map((t) => t.raw).join('\n'),
  )
}
