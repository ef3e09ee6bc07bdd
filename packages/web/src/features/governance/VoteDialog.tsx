import { Dialog } from '../../ui/Dialog.js'
import { CancelVoteConfirmation } from './CancelVoteConfirmationPage.js'
import type { CancelVoteRequest, VoteRequest } from './govPaths.js'
import { VoteConfirmation } from './VoteConfirmationPage.js'

/** What the proposal detail asks to confirm in a window. */
export type VoteAction =
  | { kind: 'vote'; request: VoteRequest }
  | { kind: 'cancel'; request: CancelVoteRequest }

export interface VoteDialogProps {
  action: VoteAction
  /** The window closed: by its close button, Escape, or the flow ending (success, reject, Back). */
  onClose: () => void
}

/**
 * Confirmation or Cancel Vote Confirmation inside a window (docs/behaviour/governance.md#voting: both run as a view
 * or inside a window).
 */
export function VoteDialog({ action, onClose }: VoteDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={action.kind === 'vote' ? 'Confirmation' : 'Cancel Vote Confirmation'}
    >
      {action.kind === 'vote' ? (
        <VoteConfirmation request={action.request} onEnd={onClose} />
      ) : (
        <CancelVoteConfirmation request={action.request} onEnd={onClose} />
      )}
    </Dialog>
  )
}
