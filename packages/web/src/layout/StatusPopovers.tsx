export interface StatusPopoversProps {
  /** The browser's network state. */
  online: boolean
  /** The Fantom API's state as flagged by the API client (offline only after the 600 ms grace). */
  apiOnline: boolean
}

/** 'You are offline' while the browser is offline; the API popover only while the network is online. */
export function StatusPopovers({ online, apiOnline }: StatusPopoversProps) {
  return (
    <div aria-live="polite">
      {!online && (
        <div className="status-popover" role="status">
          You are offline
        </div>
      )}
      {online && !apiOnline && (
        <div className="status-popover" role="status">
          Api is unavailable, trying to reconnect
        </div>
      )}
    </div>
  )
}
