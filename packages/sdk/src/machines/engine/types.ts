import type { PasswordCache } from '../../accounts/createPasswordCache.js'
import type { ApiClient } from '../../api/createApiClient.js'
import type { BridgeClient } from '../../bridge/client.js'
import type { NetworkPreset } from '../../constants/networks.js'
import type { UnsignedCall } from '../../contracts/types.js'
import type { Signer } from '../../signers/types.js'
import type { PreparedTransaction, SignedTransaction } from '../../tx/types.js'

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
  /** Called 3 s after each send, to refresh the account's balances. */
  refresh?: (() => void) | undefined
  /** Auto-continue between steps in ms (setting-driven, 2000 by default); false: only 'Next Step' continues. */
  autoContinueDelay?: number | false | undefined
}

/** What a flow's steps and plan may read while they build a call. */
export interface FlowContextDependencies {
  client: ApiClient
  bridge?: BridgeClient | undefined
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
}

/** What a flow's plan returns: the steps in order and, for bridge sends, what completes the flow afterwards. */
export interface FlowPlan {
  readonly steps: readonly FlowStep[]
  /** Runs after the last step succeeded (bridge: finalize the swap); its result lands in `context.result`. */
  readonly complete?: (
    dependencies: FlowContextDependencies & { hashes: readonly string[] },
  ) => Promise<unknown>
}

/**
 * A flow as data: its id and a plan that turns the submitted parameters into steps. The plan applies the domain
 * rules (and reads what it needs); it throws a WalletError with the message to show on the form when the
 * parameters cannot be sent.
 */
export interface FlowDefinition<Params> {
  readonly id: string
  plan(params: Params, dependencies: FlowContextDependencies): FlowPlan | Promise<FlowPlan>
}

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

export interface FlowInput<Params> extends FlowDependencies {
  /** Start from these parameters (skips the form). */
  params?: Params | undefined
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
  readonly failedAt: FlowStage | null
}

export type FlowEvent<Params> =
  | { type: 'SUBMIT'; params: Params }
  | { type: 'CONFIRM'; password?: string | undefined }
  | { type: 'REJECT' }
  | { type: 'NEXT' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'REFRESH_ACCOUNT' }

/** Result of the signing state: signed bytes, or the hash when an external wallet broadcast itself. */
export type SignStepOutput =
  | { kind: 'signed'; signed: SignedTransaction }
  | { kind: 'broadcast'; hash: `0x${string}`; transaction: PreparedTransaction }
