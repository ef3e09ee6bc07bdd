import type { SignerConfirmation, TransactionConfirmation } from '@ftm-wallet/sdk'
import { TX_MESSAGES } from '@ftm-wallet/sdk'
import type { FlowError } from '@ftm-wallet/sdk/machines'
import type { ReactNode } from 'react'
import { useExplorer } from '../ui/useExplorer.js'
import { ConfirmationDetails, SendAnywayGate } from './ConfirmationDetails.js'
import { CONFIRM_TEXTS } from './confirmTexts.js'
import { FlowSteps } from './FlowSteps.js'
import { PasswordForm } from './PasswordForm.js'

/** What the confirmation reads from a flow machine's snapshot. */
export interface FlowView {
  /** The machine's state name (form, planning, preparing, confirm, signing, …, success, rejected, failed). */
  state: string
  steps: readonly { id: string; label: string }[]
  stepIndex: number
  hash: string | null
  error: FlowError | null
  passwordRequired: boolean
  /** The summary of the step's transaction, ready before the password is asked (docs/behaviour/signing.md). */
  confirmation?: TransactionConfirmation | null | undefined
  /**
   * What the plan says besides its steps, e.g. that an Allow step was skipped because the existing allowance covers
   * the amount (docs/behaviour/approvals.md#allow-skipped); shown above the steps' content for the whole flow.
   */
  notices?: readonly string[] | undefined
}

/**
 * Stage labels when a flow's step bar differs from its transactions
 * (docs/behaviour/transactions.md#flows-and-step-counts: 'Lock, Confirm, Finished',
 * 'Unlock, Confirm, Undelegate, Finished'): `labels` without 'Finished', `current` maps the view to a stage.
 */
export interface FlowStages {
  labels: readonly string[]
  current: (view: Pick<FlowView, 'state' | 'stepIndex'>) => number
}

export type FlowUiEvent =
  | { type: 'CONFIRM'; password?: string | undefined; sendAnyway?: boolean | undefined }
  | { type: 'REJECT' | 'NEXT' | 'RETRY' | 'CLOSE' | 'CANCEL' | 'EDIT' }

export interface FlowConfirmationProps {
  view: FlowView
  send: (event: FlowUiEvent) => void
  confirmation: SignerConfirmation
  /** e.g. 'Please enter your wallet password to vote'. */
  passwordLabel?: string | undefined
  /** What the user confirms (amounts, validator, options). */
  children?: ReactNode
  /** Text under the success title (e.g. 'Delegation Lock Successful'). */
  successTitle?: string | undefined
  stages?: FlowStages | undefined
  /**
   * The token each Allow step approves, by the step's id ({ allowA: 'WFTM', allowB: 'FUSD' }): such a step is named
   * 'Allow WFTM' and says that it only approves (docs/behaviour/transactions.md#confirmation-pattern).
   */
  allowTokens?: AllowTokens | undefined
}

/** The token each Allow step approves, by step id. */
export type AllowTokens = Readonly<Record<string, string>>

/** Labels of the steps, the Allow steps named with their token ('Allow WFTM'). */
export function nameSteps(steps: FlowView['steps'], allowTokens: AllowTokens | undefined): string[] {
  return steps.map((s) => {
    const token = s.label === 'Allow' ? allowTokens?.[s.id] : undefined
    return token ? `Allow ${token}` : s.label
  })
}

/** Whether the step at `index` only approves (an Allow step). */
const isAllowStep = (view: FlowView) => view.steps[view.stepIndex]?.label === 'Allow'

const BUSY: Record<string, string> = {
  form: 'Preparing…',
  planning: 'Preparing…',
  preparing: 'Preparing…',
  reviewing: 'Preparing…',
  signing: 'Signing…',
  sending: 'Sending…',
  verifying: TX_MESSAGES.verifying,
  completing: 'Completing…',
}

function TxLink({ hash }: { hash: string }) {
  const explorer = useExplorer()
  return (
    <p className="break-all">
      Transaction hash:{' '}
      <a href={explorer.transaction(hash)} target="_blank" rel="noopener noreferrer">
        {hash}
      </a>
    </p>
  )
}

/**
 * The common confirmation pattern of docs/behaviour/transactions.md#confirmation-pattern for any SDK flow machine.
 */
export function FlowConfirmation(props: FlowConfirmationProps) {
  const { view } = props
  const finished = view.state === 'success'
  const { stages } = props
  return (
    <div className="flow-confirmation stack" style={{ minHeight: 350 }}>
      {stages && (
        <FlowSteps labels={stages.labels} current={finished ? stages.labels.length : stages.current(view)} />
      )}
      {!stages && view.steps.length > 0 && (
        <FlowSteps
          labels={nameSteps(view.steps, props.allowTokens)}
          current={finished ? view.steps.length : view.stepIndex}
        />
      )}
      {view.notices?.map((notice) => (
        <p key={notice} role="status" className="message message-info">
          {notice}
        </p>
      ))}
      <FlowBody {...props} />
    </div>
  )
}

function FlowBody({
  view,
  send,
  confirmation,
  passwordLabel,
  children,
  successTitle,
  allowTokens,
}: FlowConfirmationProps) {
  const busy = BUSY[view.state]
  if (view.state === 'form' && view.error) {
    return (
      <div role="alert" className="stack">
        <h2>{view.error.title}</h2>
        <p>{view.error.message}</p>
        <button type="button" className="btn" onClick={() => send({ type: 'CANCEL' })}>
          Back
        </button>
      </div>
    )
  }
  // 'Verifying Transaction' is the screen's title while the status is polled
  // (docs/behaviour/transactions.md#verification).
  if (view.state === 'verifying') return <h2 aria-busy="true">{busy}</h2>
  if (busy) return <p aria-busy="true">{busy}</p>
  switch (view.state) {
    case 'confirm':
      return (
        <div className="stack">
          {children}
          {isAllowStep(view) && (
            <p className="message" data-testid="approval-note">
              {approvalNote(nameSteps(view.steps, allowTokens)[view.stepIndex])}
            </p>
          )}
          {view.confirmation && <ConfirmationDetails confirmation={view.confirmation} />}
          {confirmation === 'device' && <p>{CONFIRM_TEXTS.hardware}</p>}
          {confirmation === 'external' && <p>{CONFIRM_TEXTS.external}</p>}
          <SendAnywayGate
            key={view.stepIndex}
            confirmation={view.confirmation}
            onCancel={() => send({ type: 'REJECT' })}
          >
            {(sendAnyway) =>
              confirmation === 'password' && view.passwordRequired ? (
                <PasswordForm
                  label={passwordLabel ?? 'Please enter your wallet password to send the transaction'}
                  submitLabel="Send"
                  error={view.error?.message}
                  onSubmit={(password) =>
                    send({ type: 'CONFIRM', password, ...(sendAnyway ? { sendAnyway } : {}) })
                  }
                  onCancel={() => send({ type: 'REJECT' })}
                />
              ) : (
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => send({ type: 'REJECT' })}
                  >
                    Cancel
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => send({ type: 'CONFIRM', ...(sendAnyway ? { sendAnyway } : {}) })}
                  >
                    Send
                  </button>
                </div>
              )
            }
          </SendAnywayGate>
        </div>
      )
    case 'stepDone':
      return (
        <div className="stack" role="status">
          <h2>{CONFIRM_TEXTS.success}</h2>
          {view.hash && <TxLink hash={view.hash} />}
          <button type="button" className="btn btn-primary" onClick={() => send({ type: 'NEXT' })}>
            {CONFIRM_TEXTS.nextStep}
          </button>
        </div>
      )
    case 'success':
      return (
        <div className="stack" role="status">
          <h2>{successTitle ?? CONFIRM_TEXTS.success}</h2>
          {view.hash && <TxLink hash={view.hash} />}
          <button type="button" className="btn btn-primary" onClick={() => send({ type: 'CLOSE' })}>
            Close
          </button>
        </div>
      )
    case 'rejected':
      return (
        <div className="stack" role="alert">
          <h2>{CONFIRM_TEXTS.rejected}</h2>
          {view.error && view.error.message !== CONFIRM_TEXTS.rejected && <p>{view.error.message}</p>}
          <div className="row">
            <button type="button" className="btn" onClick={() => send({ type: 'CLOSE' })}>
              Continue
            </button>
            <button type="button" className="btn" onClick={() => send({ type: 'RETRY' })}>
              Try again
            </button>
          </div>
        </div>
      )
    case 'failed':
      return (
        <div className="stack" role="alert">
          <h2>{view.error?.title ?? TX_MESSAGES.failed}</h2>
          {view.error && <p>{view.error.message}</p>}
          {!view.hash && view.confirmation && <ConfirmationDetails confirmation={view.confirmation} />}
          {view.hash && <TxLink hash={view.hash} />}
          <div className="row">
            <button type="button" className="btn" onClick={() => send({ type: 'CLOSE' })}>
              Close
            </button>
            <button type="button" className="btn" onClick={() => send({ type: 'RETRY' })}>
              Try again
            </button>
          </div>
        </div>
      )
    default:
      return null
  }
}

/**
 * What an Allow step does, said before it is signed: it only approves the next step's contract to use the token;
 * nothing is sent or traded by it (it costs only the network fee).
 */
export function approvalNote(label: string | undefined): string {
  const token = label?.startsWith('Allow ') ? label.slice('Allow '.length) : 'the token'
  return `This step only approves: it allows the contract of the next step to use your ${token}. Nothing is sent or traded in this step; it costs only the network fee.`
}
