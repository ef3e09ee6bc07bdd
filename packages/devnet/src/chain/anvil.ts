import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEVNET_CHAIN_ID } from '../constants.js'
import { findAnvilBinary } from './anvilBinary.js'
import { findFreePort, isPortFree } from './freePort.js'
import { SEED_HISTORY_SECONDS } from './seed/seedPlan.js'
import { callRpc, waitForRpc } from './waitForRpc.js'

export interface StartAnvilParameters {
  /** JSON-RPC port; 0 (default) picks a free one. */
  port?: number
  host?: string
  /** Directory of the chain state (`chain-state.json`); created if missing. */
  dataDir: string
  chainId?: number
  /** Genesis time (unix s) of a NEW chain; default: now minus the seed's history window. Ignored on restart. */
  genesisTimestamp?: number
  /** Also save the state every N seconds (anvil `--state-interval`); default: only on stop. */
  stateIntervalSeconds?: number
  startupTimeoutMs?: number
}

export interface AnvilInstance {
  rpcUrl: string
  port: number
  /** True when the data dir had no saved chain (a new genesis was created). */
  fresh: boolean
  /** Saves the chain state and ends the process (idempotent). */
  stop(): Promise<void>
}

/** Thrown when anvil cannot be started or does not answer. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
  readonly code = 'ANVIL_START_FAILED'
}

export const CHAIN_STATE_FILE = 'chain-state.json'

// The wrapper ends anvil with SIGTERM (which makes anvil dump its state) as soon as its stdin reaches EOF:
// on stop() and also when the parent dies in any way, so anvil is never orphaned.
const WRAPPER = [
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'child=$!',
  '( cat <&3 >/dev/null 2>&1; kill -TERM "$child" 2>/dev/null ) &',
  'wait "$child"',
].join('\n')

/**
 * Starts anvil from @foundry-rs/anvil: automine, chain id 4003, no dev accounts (no publicly known funded key),
 * state in `<dataDir>/chain-state.json` (loaded on start, saved on stop). Resolves once JSON-RPC answers.
 */
export async function startAnvil(params: StartAnvilParameters): Promise<AnvilInstance> {
  const host = params.host ?? '127.0.0.1'
  mkdirSync(params.dataDir, { recursive: true })
  const statePath = join(params.dataDir, CHAIN_STATE_FILE)
  const fresh = !existsSync(statePath)
  const attempts = params.port ? 1 : 3
  let lastError: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = params.port || (await findFreePort(host))
    // Another node on the port would answer JSON-RPC in place of ours.
    if (!(await isPortFree(port, host))) {
      lastError = new AnvilStartError(`port ${port} on ${host} is already in use`)
      continue
    }
    try {
      return await launch({ ...params, host, port, statePath, fresh })
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

interface LaunchParameters extends StartAnvilParameters {
  host: string
  port: number
  statePath: string
  fresh: boolean
}

async function launch(p: LaunchParameters): Promise<AnvilInstance> {
  const args = [
    '--port',
    String(p.port),
    '--host',
    p.host,
    '--chain-id',
    String(p.chainId ?? DEVNET_CHAIN_ID),
    '--accounts',
    '0',
    '--balance',
    '0',
    '--hardfork',
    'cancun',
    '--state',
    p.statePath,
    '--quiet',
  ]
  if (p.fresh) {
    const genesis = p.genesisTimestamp ?? Math.floor(Date.now() / 1000) - SEED_HISTORY_SECONDS
    args.push('--timestamp', String(genesis))
  }
  if (p.stateIntervalSeconds) args.push('--state-interval', String(p.stateIntervalSeconds))
  const binary = findAnvilBinary()
  const child =
    process.platform === 'win32'
      ? spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'] })
      : spawn('/bin/sh', ['-c', WRAPPER, 'anvil', binary, ...args], {
          stdio: ['pipe', 'ignore', 'pipe'],
          detached: true,
        })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  let exited = false
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      child.stdin?.destroy()
      killGroup(child, 'SIGKILL')
      resolve()
    })
  })
  const rpcUrl = `http://${p.host}:${p.port}`
  try {
    await waitForRpc(rpcUrl, p.startupTimeoutMs ?? 20_000, () => !exited)
    await keepClockMonotonic(rpcUrl)
  } catch (error) {
    await stopChild(child, exitPromise)
    throw new AnvilStartError(`${(error as Error).message}${stderr ? `\n${stderr.trim()}` : ''}`)
  }
  let stopping: Promise<void> | undefined
  return {
    rpcUrl,
    port: p.port,
    fresh: p.fresh,
    stop: () => {
      stopping ??= stopChild(child, exitPromise)
      return stopping
    },
  }
}

/** anvil restarts its clock at wall time; a chain moved into the future must not go back in time. */
async function keepClockMonotonic(rpcUrl: string): Promise<void> {
  const block = await callRpc<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false])
  const latest = Number(BigInt(block.timestamp))
  if (latest >= Math.floor(Date.now() / 1000)) await callRpc(rpcUrl, 'evm_setTime', [latest + 1])
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  if (process.platform === 'win32') child.kill('SIGTERM')
  else child.stdin?.end()
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), 15_000).unref()),
  ])
  if (timedOut) {
    killGroup(child, 'SIGKILL')
    await exited
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || process.platform === 'win32') return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is already gone
  }
}
