// Types of startInstalledDevnet.mjs (test helper of the examples' tarball tests).
export interface InstalledDevnet {
  /** Base URL of its server (`<url>/devnet/info`, `<url>/devnet/faucet`, …). */
  url: string
  /** What it printed up to its ready banner. */
  banner: string
  /** Stops it (SIGINT: the devnet saves and stops anvil; SIGKILL after 20 s). */
  stop(): Promise<void>
}

export function startInstalledDevnet(app: string, dataDir: string): Promise<InstalledDevnet>
