import type { FlowMachine } from '@ftm-wallet/sdk/machines'
import type { ReactNode } from 'react'
import type { AllowTokens, FlowStages } from '../../flow/FlowConfirmation.js'
import { FlowRunner, type FlowRunnerProps } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'

export interface FlowDialogProps<Params> {
  title: string
  machine: FlowMachine<Params>
  /** Absent: the window shows `form` (e.g. the lock or undelegate form) instead of the confirmation. */
  params: Params | undefined
  form?: ReactNode
  successTitle?: string | undefined
  stages?: FlowStages | undefined
  onClose: () => void
  onEnd?: FlowRunnerProps<Params>['onEnd']
  closeOnSuccess?: boolean | undefined
  /** The token each Allow step approves, by step id ('Allow sFTM'). */
  allowTokens?: AllowTokens | undefined
  /** What the user confirms. */
  children?: ReactNode
}

/** A staking action in a window: its form when it has one, then the SDK flow's confirmation. */
export function FlowDialog<Params>(props: FlowDialogProps<Params>) {
  const {
    title,
    machine,
    params,
    form,
    successTitle,
    stages,
    onClose,
    onEnd,
    closeOnSuccess,
    allowTokens,
    children,
  } = props
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {params === undefined ? (
        form
      ) : (
        <FlowRunner
          machine={machine}
          params={params}
          successTitle={successTitle}
          stages={stages}
          closeOnSuccess={closeOnSuccess}
          allowTokens={allowTokens}
          onEnd={(outcome, detail) => (onEnd ? onEnd(outcome, detail) : onClose())}
        >
          {children}
        </FlowRunner>
      )}
    </Dialog>
  )
}
