import type { PasswordCache } from '../../accounts/createPasswordCache.js'
import type { ApiClient } from '../../api/createApiClient.js'
import type { BridgeClient } from '../../bridge/client.js'
import type { ConfirmationSources, TransactionConfirmation } from '../../confirm/types.js'
import type { NetworkPreset } from '../../constants/networks.js'
import type { UnsignedCall } from '../../contracts/types.js'
import type { WalletError } from '../../errors/WalletError.js'
import type { PendingReplacement } from '../../pending/replacement.js'
import type { PendingTransactionStore } from '../../pending/types.js'
import type { Signer } from '../../signers/types.js'
import type { PreparedTransaction, SignedTransaction } from '../../tx/types.js'
import type { BridgeRequestStore } from '../flows/bridgeRequests.js'

/** What every transaction flow machine gets as input (I/O is injected, never imported). */
export interface FlowDependencies {
  client: ApiClient
  /** The connected network: chain id (the signer refuses others) and gas buffer. */
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  signer: Signer
  /** Keeps the password typed at one step for the next (30 s, 1 use). A new cache per machine by default. */
  passwordCache?: PasswordCache | undefined
  /** The bridge service (bridge flows only). */
  bridge?: BridgeClient | undefined
  /** Where bridge sends store their request so that a reload resumes it (docs/behaviour/bridge.md#pending-requests). */
  bridgeRequests?: BridgeRequestStore | undefined
  /** Called 3 s after each send, to refresh the account's balances. */
  refresh?: (() => void) | undefined
  /** Auto-continue between steps in ms (setting-driven, 2000 by default); false: only 'Next Step' continues. */
  autoContinueDelay?: number | false | undefined
  /**
   * What the confirmation shows besides the transaction: network name, display currency, the wallet's names, the
   * JSON-RPC node (docs/behaviour/signing.md). Without it the summary shows FTM amounts and addresses only.
   */
  confirmation?: ConfirmationSources | undefined
  /**
   * Where every broadcast is recorded until it is mined, fails, is replaced or dropped
   * (docs/behaviour/pending-transactions.md). Without it nothing is recorded.
   */
  pending?: PendingTransactionStore | undefined
}

/** What a flow's steps and plan may read while they build a call. */
export interface FlowContextDependencies {
  client: ApiClient
  bridge?: BridgeClient | undefined
  bridgeRequests?: BridgeRequestStore | undefined
  /** The signing account. */
  from: string
  signal: AbortSignal
}

/** One transaction of a flow: an id (stable, for UIs), the label shown in the step bar, and its call. */
export interface FlowStep {
  readonly id: string
  readonly label: string
  /** Builds the call when the step starts (it may read fresh chain data, e.g. a deadline). */
  readonly build: (dependencies: FlowContextDependencies) => UnsignedCall | Promise<UnsignedCall>
  /**
   * The step sends in place of a pending transaction (speed up, cancel: docs/behaviour/pending-transactions.md): its
   * nonce, a gas price of at least the old one + 10 %, and for a speed up the old gas limit.
   */
  readonly replaces?: PendingReplacement | undefined
  /**
   * An Allow step: what the flow's later step takes from the allowance this step grants, in the token's base units.
   * The confirmation's decoded call warns when the approve is above it (docs/behaviour/signing.md#decoded-calls).
   */
  readonly allowanceNeeded?: bigint | undefined
  /**
   * What building the call changed that the user must be told, read once the step's call is built; undefined when
   * nothing (undelegate: '{n} FTM slashing applied' when the amount was cut to the unlocked amount,
   * docs/behaviour/staking.md#undelegating).
   */
  readonly notice?: (() => string | undefined) | undefined
}

/** What a flow's plan returns: the steps in order and, for bridge sends, what completes the flow afterwards. */
export interface FlowPlan {
  readonly steps: readonly FlowStep[]
  /**
   * What the plan tells the user besides its steps, e.g. that an Allow step was skipped because the allowance already
   * covers the amount (docs/behaviour/approvals.md#allow-skipped).
   */
  readonly notices?: readonly string[] | undefined
  /** Runs after the last step succeeded (bridge: finalize the swap); its result lands in `context.result`. */
  readonly complete?: (
    dependencies: FlowContextDependencies & { hashes: readonly string[] },
  ) => Promise<unknown>
}

/** What a flow's check says about parameters: the rule they break (none: they may be submitted) and warnings. */
export interface FlowCheck {
  /** The first rule broken: a typed error with a stable code whose message is the text to show (the spec's). */
  readonly error: WalletError | undefined
  /** The parameter the error is about ('amount', 'targetAddress', …), for a form that shows it by the field. */
  readonly field?: string | undefined
  /** The first error of each parameter, for a form that shows every field's message at once. */
  readonly byField?: Readonly<Record<string, WalletError>> | undefined
  /** Shown before confirming; they never block (e.g. the penalty of unlocking early). */
  readonly warnings: readonly string[]
}

/**
 * A flow as data: its id, the rules its parameters must follow, and a plan that turns them into steps.
 *
 * `check(params, facts)` is pure: `facts` is the chain data the rules need (balances, delegation, allowances,
 * limits…), read by the caller. The web form, the CLI command and the machine's `form` state (guarding
 * `SUBMIT`) all call it, so each rule is written once. The plan then reads what it needs and builds the steps;
 * it throws only what stops it ('Bad parameters.', a contract not found, a bridge error).
 */
export interface FlowDefinition<Params, Facts = unknown> {
  readonly id: string
  check(params: Params, facts: Facts): FlowCheck
  plan(params: Params, dependencies: FlowContextDependencies): FlowPlan | Promise<FlowPlan>
}

/** The facts type of a flow definition. */
export type FlowFacts<Flow> = Flow extends FlowDefinition<infer _Params, infer Facts> ? Facts : never

/** The parameters type of a flow definition. */
export type FlowParams<Flow> = Flow extends FlowDefinition<infer Params, infer _Facts> ? Params : never

/** An error as the confirmation screens show it. */
export interface FlowError {
  readonly code: string
  /** 'Transaction Error', 'Error', or 'Transaction rejected'. */
  readonly title: string
  readonly message: string
  readonly details?: Record<string, unknown> | undefined
}

/** Where a failure happened; RETRY resumes there (send again the SAME bytes, verify again the same hash). */
export type FlowStage = 'planning' | 'preparing' | 'signing' | 'sending' | 'verifying' | 'completing'

export interface FlowInput<Params, Facts = unknown> extends FlowDependencies {
  /**
   * Start from these parameters (skips the form). With `facts` they are checked first (a refusal stays on the
   * form with the error); without, the caller has checked them.
   */
  params?: Params | undefined
  facts?: Facts | undefined
}

export interface FlowMachineContext<Params> {
  readonly flowId: string
  readonly dependencies: FlowDependencies & { passwordCache: PasswordCache }
  readonly params: Params | null
  readonly from: string | null
  readonly plan: FlowPlan | null
  /** Ids and labels of the steps, for the step bar. */
  readonly steps: readonly { id: string; label: string }[]
  /** Index of the current step in `steps`. */
  readonly stepIndex: number
  readonly transaction: PreparedTransaction | null
  /** What the confirmation shows for the current step's transaction (summary), ready before the password is asked. */
  readonly confirmation: TransactionConfirmation | null
  /** Kept until the step is verified, so a retry sends the same bytes. */
  readonly signed: SignedTransaction | null
  /** Hash of the current step's transaction. */
  readonly hash: `0x${string}` | null
  /** Hashes of every sent step, in order. */
  readonly hashes: readonly `0x${string}`[]
  /** The confirmation asks for a password (keystore signer without a kept temporary password). */
  readonly passwordRequired: boolean
  readonly result: unknown
  readonly error: FlowError | null
  /** The check's warnings for the submitted parameters. */
  readonly warnings: readonly string[]
  readonly failedAt: FlowStage | null
}

export type FlowEvent<Params, Facts = unknown> =
  | { type: 'SUBMIT'; params: Params; facts: Facts }
  | {
      type: 'CONFIRM'
      password?: string | undefined
      /** The user chose 'Send anyway' after the simulation reverted or could not run. */
      sendAnyway?: boolean | undefined
    }
  | { type: 'REJECT' }
  | { type: 'NEXT' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'REFRESH_ACCOUNT' }
  /** Raised by the machine itself: the password kept from the previous step was dropped (30 s passed). */
  | { type: 'KEPT_PASSWORD_DROPPED' }

/** Result of the signing state: signed bytes, or the hash when an external wallet broadcast itself. */
export type SignStepOutput =
  | { kind: 'signed'; signed: SignedTransaction }
  | { kind: 'broadcast'; hash: `0x${string}`; transaction: PreparedTransaction }
