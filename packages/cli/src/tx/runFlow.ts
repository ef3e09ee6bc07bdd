import type { Signer } from '@ftm-wallet/sdk'
import type { FlowDependencies } from '@ftm-wallet/sdk/machines'
import { openLedger } from '../connections/ledger.js'
import { openPendingStore } from '../connections/pending.js'
import { accountLabel } from '../input/accounts.js'
import { readUnlockPassword } from '../input/password.js'
import { confirmOrYes } from '../terminal/prompt.js'
import { type FirstStepPreview, openConfirmationSources, previewFirstStep } from './confirmation.js'
import {
  assertCliCanSign,
  createAccountKeystoreSigner,
  createAccountLedgerSigner,
  isLedgerAccount,
} from './createSigner.js'
import { dryRunFlow } from './dryRun.js'
import type { Flow } from './flow.js'
import { type FlowContext, UNLOCK_TIMEOUT_MS, UNLOCK_USES } from './openFlowContext.js'
import { runFlowMachine, unlockedSigner } from './runMachine.js'
import { warmUpSigning } from './signingTables.js'
import { assertSignOptions, isOffline, signOnlyFlow } from './signOnly.js'

/** The bridge send's extra dependencies: the bridge client and the store of its requests. */
export type FlowBridge = Pick<FlowDependencies, 'bridge' | 'bridgeRequests'>

/** What drive adds to the session's dependencies: the bridge's, and the confirmation's sources. */
type FlowExtras = Pick<FlowDependencies, 'bridge' | 'bridgeRequests' | 'confirmation'>

/**
 * Runs a transaction flow: the flow's check (the SDK's rules, the same the web form applies) refuses bad
 * parameters with the spec's message (exit code 2), then it shows what will happen and the check's warnings, asks
 * for confirmation (or --yes) and the password (or --password-file / FTM_PASSWORD), unlocks the keystore once,
 * and drives the SDK's flow machine step by step. With --dry-run the steps are only planned and estimated.
 */
export async function runFlow<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  bridge?: FlowBridge,
): Promise<void> {
  const { output, globals, session, account } = context
  const check = flow.definition.check(flow.params, flow.facts)
  if (check.error) throw check.error
  output.info(output.style('bold', flow.title))
  output.info(`  from     ${accountLabel(account)} (${account.address})`)
  output.info(`  network  ${session.network.name}`)
  for (const [key, value] of Object.entries(flow.details ?? {})) output.info(`  ${key.padEnd(8)} ${value}`)
  for (const warning of [...check.warnings, ...(flow.warnings ?? [])]) output.warn(warning)
  assertSignOptions(globals, flow, context.name)
  const sources = await openConfirmationSources(session)
  if (globals.dryRun) return dryRunFlow(context, flow, sources)

  // docs/behaviour/signing.md: what the first transaction does and costs shows before the prompt. Offline
  // signing (--sign-only with --nonce and --gas-price) reads nothing from the network, so there is nothing to
  // estimate or simulate: the sign-only flow prints what it signs.
  const preview = isOffline(globals) ? undefined : await previewFirstStep(context, flow, sources)
  await confirmOrYes(context, globals.signOnly ? 'Sign?' : 'Send?')
  assertCliCanSign(account)
  const chainId = session.network.preset.chainId
  if (isLedgerAccount(account)) {
    const ledger = await openLedger((message) => output.warn(message))
    try {
      await drive(
        context,
        flow,
        createAccountLedgerSigner(account, chainId, ledger),
        { ...bridge, confirmation: sources },
        preview,
      )
    } finally {
      await ledger.close().catch(() => undefined) // the device may already be gone; nothing to clean up then
    }
    return
  }
  // One decryption for the whole flow, started when the flow context opened if the password needed no prompt. The
  // KDF (scrypt on the libuv thread pool) runs while the command reads the chain and the flow plans and prepares its
  // first step (reads only); signing waits for it, so a wrong password stops the flow before anything is signed or
  // sent. A flow whose planning has side effects (the bridge's) plans only after the unlock.
  const early = context.earlyUnlock
  const signer = early?.signer ?? createAccountKeystoreSigner(session.wallet, account, chainId)
  const unlocking =
    early?.unlocking ??
    signer.unlock(
      context.keystorePassword ?? (await readUnlockPassword(context, `Password of ${accountLabel(account)}`)),
      { uses: UNLOCK_USES, timeoutMs: UNLOCK_TIMEOUT_MS },
    )
  try {
    if (flow.dryRunPlan) {
      await unlocking
      // Its preview printed a stand-in: the machine plans and prepares the first step itself, prints it and signs
      // it only if it is what was printed (docs/behaviour/signing.md#simulation).
      await drive(context, flow, unlockedSigner(signer), { ...bridge, confirmation: sources }, preview)
    } else {
      const unlocked = unlockedSigner(signer)
      const gated: Signer = {
        ...unlocked,
        signTransaction: async (transaction, options) => {
          await unlocking
          return unlocked.signTransaction(transaction, options)
        },
      }
      // While the KDF runs on the thread pool, the signature's curve tables are built on this idle thread
      // (docs/behaviour/signing.md#unlocking-in-the-cli).
      if (early) setImmediate(warmUpSigning)
      await Promise.all([
        unlocking,
        drive(context, flow, gated, { ...bridge, confirmation: sources }, preview),
      ])
    }
  } finally {
    await unlocking.catch(() => undefined)
    signer.lock()
  }
}

async function drive<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  signer: Signer,
  extras: FlowExtras,
  preview?: FirstStepPreview,
): Promise<void> {
  if (context.globals.signOnly) return signOnlyFlow(context, flow, signer)
  const { output, session, account } = context
  const { steps, result } = await runFlowMachine({
    flow,
    dependencies: {
      client: session.client,
      network: session.network.preset,
      signer,
      // docs/behaviour/pending-transactions.md: every broadcast is kept in the CLI's data directory.
      pending: openPendingStore(session),
      ...extras,
    },
    network: session.network,
    output,
    force: context.globals.force,
    async: context.globals.async,
    preview,
  })
  const waiting = steps.some((step) => step.status === 'pending')
  output.info(
    waiting ? `${output.style('yellow', '…')} Sent, pending` : `${output.style('green', '✔')} Finished`,
  )
  output.result(
    {
      ok: true,
      command: context.name,
      network: session.network.name,
      from: account.address,
      ...flow.result,
      ...(result === undefined ? {} : { completion: result }),
      steps,
    },
    () => '',
  )
}
