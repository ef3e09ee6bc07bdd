import { ADDRESS_COPY_POPOVER_HIDE, COPY_POPOVER_HIDE } from '@ftm-wallet/sdk'
import { useEffect, useRef, useState } from 'react'

export interface CopyButtonProps {
  text: string
  /** Accessible name of the button, e.g. 'Copy address'. */
  label?: string
  /**
   * An address copy shows the Opera-FTM-only warning and stays longer
   * (docs/behaviour/send-and-receive.md#receive-screen).
   */
  isAddress?: boolean
  className?: string
}

/** Copies `text` to the clipboard and says so in a short-lived popover. */
export function CopyButton({ text, label = 'Copy address', isAddress = true, className }: CopyButtonProps) {
  const [shown, setShown] = useState<string | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    let message: string
    try {
      await navigator.clipboard.writeText(text)
      message = isAddress ? 'Address copied to clipboard.' : 'Copied to clipboard.'
    } catch {
      // The clipboard may be refused (permissions, insecure context); say so instead of pretending.
      message = 'Copying is not allowed here. Select the text and copy it by hand.'
    }
    setShown(message)
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => setShown(undefined),
      isAddress ? ADDRESS_COPY_POPOVER_HIDE : COPY_POPOVER_HIDE,
    )
  }

  return (
    <span className="copy-button">
      <button
        type="button"
        className={className ?? 'btn btn-icon'}
        onClick={copy}
        aria-label={label}
        title={label}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
        </svg>
      </button>
      <span
        role="status"
        aria-live="polite"
        className={shown ? 'popover-content copy-popover' : 'visually-hidden'}
      >
        {shown && (
          <>
            {shown}
            {isAddress && shown.startsWith('Address') && (
              <span className="field-hint"> Send only Opera FTM to this address, not FTM-ERC20.</span>
            )}
          </>
        )}
      </span>
    </span>
  )
}
