/** Shown when /config.json is missing or wrong, or the browser's storage cannot be opened. */
export function ConfigError({ message }: { message: string }) {
  return (
    <main className="app-main">
      <section className="card stack" role="alert">
        <h1>The wallet could not start</h1>
        <p>Its configuration or storage could not be read: {message}</p>
      </section>
    </main>
  )
}
