import type { FlowDefinition, FlowPlan } from '@ftm-wallet/sdk/machines'

/**
 * A transaction flow as a command runs it: one of the SDK's flow definitions (the same data the web wallet's
 * machines run) with its parameters and the facts its check needs, plus what the terminal shows around it.
 */
export interface Flow<Params, Facts> {
  /** One line: 'Delegate 100 FTM to validator 5 (Nimbus Node)'. */
  title: string
  /** Shown before the confirmation prompt, e.g. { 'min received': '9.9 FUSD' }. */
  details?: Record<string, string>
  warnings?: string[]
  definition: FlowDefinition<Params, Facts>
  params: Params
  /** What the definition's check needs (balances, delegation, limits…), read by the command. */
  facts: Facts
  /** Extra fields of the JSON result (amounts, ids) — bigints print as decimal strings. */
  result?: Record<string, unknown>
  /**
   * What --dry-run estimates instead of the flow's own plan, for flows whose planning has side effects (the
   * bridge send opens a swap with the bridge while it plans).
   */
  dryRunPlan?: () => FlowPlan
}

/** What one step did, as printed with --json. */
export interface StepReport {
  /** The step's id in the flow ('allow', 'trade', …) and its label ('Allow', 'Trade', …). */
  id: string
  step: string
  /** `pending`: broadcast and left to the chain (--async). */
  status: 'success' | 'planned' | 'pending'
  hash?: string
  explorer?: string
  /** Fee in wei (gas price × gas limit of the signed transaction). */
  fee?: bigint
  /** What the confirmation showed before signing (docs/behaviour/signing.md). */
  confirmation?: Record<string, unknown>
  /** What building the step changed, e.g. '{n} FTM slashing applied' (the SDK step's notice). */
  notice?: string
}

/** A flow that stopped: its steps so far travel with the error (the JSON error document lists them). */
export class FlowFailure extends Error {
  override readonly name = 'FlowFailure'
  readonly code: string
  readonly steps: StepReport[]

  constructor(code: string, message: string, steps: StepReport[], options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
    this.steps = steps
  }
}
