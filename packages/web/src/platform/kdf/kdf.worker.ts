// The KDF worker (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): runs the page's scrypt and PBKDF2
// requests in WebAssembly on its own thread, so that unlocking or creating a wallet never freezes the page.
// Message in: { id, request: KdfRequest }; message out: { id, key } or { id, error }.

import { type KdfRequest, runKdfJob } from './kdfJob.js'
import { type ScryptMixing, wipeScrypt } from './keptScrypt.js'

type KeyRequest = Exclude<KdfRequest, { kind: 'prepare' }>

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; request: KdfRequest }>) => void) | null
  postMessage(message: unknown, transfer?: Transferable[]): void
  /** The last jobs this worker ran or runs: kind, cost (scrypt's N, PBKDF2's iterations), wall-clock start and end
   * (null while it runs) in ms since the epoch, and for scrypt whether its memory was ready and which mixing code ran
   * (keptScrypt.ts). Tests read it. */
  kdfJobs: {
    kind: KeyRequest['kind']
    cost: number
    startedAt: number
    endedAt: number | null
    prepared?: boolean
    mixing?: ScryptMixing
  }[]
  /** The preparations of scrypt's memory (keptScrypt.ts), the same way. */
  kdfPrepares: { cost: number; startedAt: number; endedAt: number | null }[]
}

const scope = self as unknown as WorkerScope
const now = () => performance.timeOrigin + performance.now()
scope.kdfJobs = []
scope.kdfPrepares = []

const logged = <T>(log: T[], entry: T): T => {
  log.push(entry)
  if (log.length > 100) log.shift()
  return entry
}

// One request at a time, in the order they came: a job never starts while a preparation is half done.
let queue = Promise.resolve()
scope.onmessage = ({ data }) => {
  queue = queue.then(() => handle(data))
}

async function handle({ id, request }: { id: number; request: KdfRequest }): Promise<void> {
  const job =
    request.kind === 'prepare'
      ? logged(scope.kdfPrepares, { cost: request.N, startedAt: now(), endedAt: null as number | null })
      : logged(scope.kdfJobs, {
          kind: request.kind,
          cost: request.kind === 'scrypt' ? request.N : request.iterations,
          startedAt: now(),
          endedAt: null as number | null,
        } as WorkerScope['kdfJobs'][number])
  try {
    const { key, prepared, mixing } = await runKdfJob(request)
    job.endedAt = now()
    if (prepared !== undefined) (job as WorkerScope['kdfJobs'][number]).prepared = prepared
    if (mixing !== undefined) (job as WorkerScope['kdfJobs'][number]).mixing = mixing
    scope.postMessage({ id, key }, [key.buffer])
  } catch (error) {
    job.endedAt = now()
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
  // The key has left: what the job left in scrypt's memory is overwritten now, after the answer.
  wipeScrypt()
}
