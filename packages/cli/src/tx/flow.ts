import type { UnsignedCall } from '@ftm-wallet/sdk'

/** One transaction of a flow: 'Allow', 'Confirm', 'Unlock', … */
export interface FlowStep {
  label: string
  /** What it does, in words ('Allow the router to spend 10 WFTM'). */
  description: string
  /**
   * The call, built when the step's turn comes (it may depend on what earlier steps changed); null skips
   * the step (e.g. the allowance already covers the amount).
   */
  call: () => Promise<UnsignedCall | null> | UnsignedCall | null
}

/** A multi-step (or one-step) transaction flow, as the web wallet's confirmation screens run it. */
export interface Flow {
  /** One line: 'Delegate 100 FTM to validator 5 (Nimbus Node)'. */
  title: string
  /** Shown before the confirmation prompt, e.g. { 'min received': '9.9 FUSD' }. */
  details?: Record<string, string>
  warnings?: string[]
  steps: FlowStep[]
  /** Extra fields of the JSON result (amounts, ids) — bigints print as decimal strings. */
  result?: Record<string, unknown>
  /**
   * Runs after the last transaction (e.g. waiting for the bridge to complete), with a spinner showing `label`;
   * its fields join the result.
   */
  finish?: { label: string; run: (update: (text: string) => void) => Promise<Record<string, unknown>> }
}

/** What one step did, as printed with --json. */
export interface StepReport {
  step: string
  description: string
  status: 'success' | 'skipped' | 'planned'
  hash?: string
  explorer?: string
  /** Fee in wei (gas price × gas limit of the signed transaction). */
  fee?: bigint
}
