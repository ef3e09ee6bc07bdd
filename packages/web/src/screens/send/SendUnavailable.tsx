export function SendUnavailable({ what }: { what: string }) {
  return (
    <section className="card stack" aria-labelledby="send-title">
      <h2 id="send-title">{what}</h2>
      <p className="message message-info" role="status">
        Sending is not available in this build yet: it needs the wallet's transaction pipeline (sign, send and
        verify), which arrives with the transactions update. Your balance and history are shown as usual.
      </p>
    </section>
  )
}
