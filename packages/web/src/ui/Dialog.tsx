import * as RadixDialog from '@radix-ui/react-dialog'
import type { CSSProperties, ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Width in px; the spec's windows are 400 (choice), 560 or 800 (notices). */
  width?: number
  /** Read by screen readers when the window opens. */
  description?: ReactNode
  children: ReactNode
  /** When false, the window has no close button (a step that must be finished). */
  closable?: boolean
}

/** A modal window: focus is trapped inside, Escape and the close button close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  width = 560,
  description,
  children,
  closable = true,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog-content"
          style={{ '--dialog-width': `${width}px` } as CSSProperties}
          onEscapeKeyDown={closable ? undefined : (e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <div className="dialog-header">
            <RadixDialog.Title>{title}</RadixDialog.Title>
            {closable && (
              <RadixDialog.Close className="btn btn-icon" aria-label="Close">
                <span aria-hidden="true">✕</span>
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
