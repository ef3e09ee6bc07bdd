import * as RadixDialog from '@radix-ui/react-dialog'
import { type CSSProperties, type ReactNode, useRef } from 'react'
import { useOpenedOnce } from './useOpenedOnce.js'

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

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'
const FOCUSABLE = `${FIELD}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`

/** The first shown element matching `selector` in the window's body (the header with its ✕ left out). */
function firstInBody(content: HTMLElement, selector: string): HTMLElement | undefined {
  for (const element of content.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest('.dialog-header')) continue
    if (element.closest('[hidden], [aria-hidden="true"], [inert]')) continue
    const style = getComputedStyle(element)
    if (style.display === 'none' || style.visibility === 'hidden') continue
    return element
  }
  return undefined
}

/**
 * Where a window puts the focus when it opens (docs/behaviour/app-shell.md#windows): its first field, else its
 * first control other than ✕. A body still loading gets the focus once it shows a field, unless the user moved it.
 */
function focusFirstField(content: HTMLElement): void {
  const field = firstInBody(content, FIELD)
  if (field) {
    field.focus()
    return
  }
  const placeholder = firstInBody(content, FOCUSABLE) ?? content
  placeholder.focus()
  // The body may still be loading (its code or its data, slower on a busy device): its first field takes the focus
  // when it shows, as long as the user has not moved the focus or acted in the window meanwhile.
  const stop = () => {
    observer.disconnect()
    content.removeEventListener('pointerdown', stop, true)
    content.removeEventListener('keydown', stop, true)
  }
  const observer = new MutationObserver(() => {
    const active = document.activeElement
    if (!content.isConnected) return stop()
    if (active !== placeholder && active !== content && active !== document.body && active !== null)
      return stop()
    const next = firstInBody(content, FIELD)
    if (next) {
      next.focus()
      stop()
    }
  })
  observer.observe(content, { childList: true, subtree: true })
  content.addEventListener('pointerdown', stop, true)
  content.addEventListener('keydown', stop, true)
  setTimeout(stop, 60_000)
}

/** Where the focus goes back to when a window closes: the opener and, should it be gone by then, its stand-ins. */
interface FocusReturn {
  opener: HTMLElement
  /** The control that opened the popover the opener sat in (a menu item of the mobile 'More' popover). */
  popoverTrigger: HTMLElement | null
  /** The landmark around the opener (main, nav, header …), reached when both are gone. */
  landmark: HTMLElement | null
}

const LANDMARK = 'main, nav, header, footer, aside, [role="main"], [role="navigation"], [role="banner"]'

/** What opened a window and where the focus may fall back to (docs/behaviour/app-shell.md#windows). */
function rememberOpener(opener: HTMLElement): FocusReturn {
  // A Radix popover's content carries an id its trigger names in aria-controls; the trigger outlives the popover.
  const popover = opener.closest<HTMLElement>('[data-radix-popper-content-wrapper] > [id]')
  const popoverTrigger = popover
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(popover.id)}"]`)
    : null
  const landmark = (popoverTrigger ?? opener).closest<HTMLElement>(LANDMARK)
  return { opener, popoverTrigger, landmark }
}

/**
 * The element to focus once a window closed: its opener when still on the page, else the control that opened the
 * popover it sat in, else its landmark, else the page's main area — never nothing (docs/behaviour/app-shell.md#windows).
 */
function focusTarget(back: FocusReturn | null): HTMLElement | null {
  if (!back) return null
  const candidates = [back.opener, back.popoverTrigger, back.landmark, document.getElementById('main')]
  return candidates.find((c): c is HTMLElement => !!c?.isConnected) ?? null
}

/**
 * A modal window: focus is trapped inside, Escape and the close button close it. It opens on its first field and,
 * closed, gives the focus back to what had it when it opened (the button that opened it) or, when that is gone, to
 * its stand-in (docs/behaviour/app-shell.md#windows).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  width = 560,
  description,
  children,
  closable = true,
}: DialogProps) {
  const opener = useRef<FocusReturn | null>(null)
  const content = useRef<HTMLDivElement>(null)
  // Not in the page before it first opens (docs/decisions.md#web-start-up): nothing of a closed window shows anyway.
  const opened = useOpenedOnce(open)
  if (!opened) return null
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className="dialog-content"
          style={{ '--dialog-width': `${width}px` } as CSSProperties}
          onEscapeKeyDown={closable ? undefined : (e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(event) => {
            // Radix asks before it moves the focus: what has it now opened the window.
            const active = document.activeElement
            opener.current =
              active instanceof HTMLElement && active !== document.body ? rememberOpener(active) : null
            if (!content.current) return
            event.preventDefault()
            focusFirstField(content.current)
          }}
          onCloseAutoFocus={(event) => {
            const back = focusTarget(opener.current)
            opener.current = null
            if (!back) return
            event.preventDefault()
            // A landmark takes the focus only when asked to (tabindex -1), as the main area does.
            if (back.tabIndex < 0 && !back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1')
            back.focus()
          }}
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
