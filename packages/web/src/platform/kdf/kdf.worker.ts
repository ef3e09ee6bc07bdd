// The KDF worker (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): runs the page's scrypt and PBKDF2
// requests in WebAssembly on its own thread, so that unlocking or creating a wallet never freezes the page.
// Message in: { id, request: KdfRequest }; message out: { id, key } or { id, error }.
import { type KdfRequest, runKdfJob } from './kdfJob.js'

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; request: KdfRequest }>) => void) | null
  postMessage(message: unknown, transfer?: Transferable[]): void
  /** The last jobs this worker ran or runs: kind, cost (scrypt's N, PBKDF2's iterations), wall-clock start and end
   * (null while it runs) in ms since the epoch. Tests read it. */
  kdfJobs: { kind: KdfRequest['kind']; cost: number; startedAt: number; endedAt: number | null }[]
}

const scope = self as unknown as WorkerScope
const now = () => performance.timeOrigin + performance.now()
scope.kdfJobs = []

scope.onmessage = async ({ data: { id, request } }) => {
  const job = {
    kind: request.kind,
    cost: request.kind === 'scrypt' ? request.N : request.iterations,
    startedAt: now(),
    endedAt: null as number | null,
  }
  scope.kdfJobs.push(job)
  if (scope.kdfJobs.length > 100) scope.kdfJobs.shift()
  try {
    const key = await runKdfJob(request)
    job.endedAt = now()
    scope.postMessage({ id, key }, [key.buffer])
  } catch (error) {
    job.endedAt = now()
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
