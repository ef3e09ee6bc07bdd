/** Root of the web wallet. The screens arrive with the web wallet issues. */
export function App() {
  return (
    <main>
      <h1>Fantom Wallet</h1>
      <p>Send, receive and stake your Opera FTM.</p>
    </main>
  )
}
