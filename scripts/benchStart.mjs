// Bench line of `npm start` (issue 20): with nothing changed since the last build, the time from the command to the
// printed wallet URL, against the devnet's warm start alone (its command to its first answer), in the same run,
// on the same data dir, taking turns. `<name>: ratio X (ours A ms, baseline B ms)` like every bench line.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './setup.mjs'

const ROUNDS = 3

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once no process of the group `pid` is left (at most 10 s). */
async function groupGone(pid) {
  for (let waited = 0; waited < 10_000; waited += 25) {
    try {
      process.kill(-pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Starts a command in its own process group; resolves with the ms until `ready(stdoutSoFar)` holds. */
function timeUntil(command, args, { env, ready, poll }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let done = false
    const finish = (error, took) => {
      if (done) return
      done = true
      clearInterval(timer)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      // npm exits before the devnet it started has closed its data dir: wait for the whole group to be gone, so
      // that the next round (and the final removal of dataDir) finds no process still writing there
      const settle = () => groupGone(child.pid).then(() => (error ? reject(error) : resolve(took)))
      if (child.exitCode !== null) settle()
      else child.once('exit', settle)
    }
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (ready?.(out)) finish(undefined, performance.now() - started)
    })
    child.stderr.on('data', (chunk) => {
      out += chunk
    })
    child.on('exit', (code) => finish(new Error(`${command} ${args.join(' ')} exited (${code}):\n${out}`)))
    const timer = poll
      ? setInterval(() => {
          poll().then(
            (ok) => ok && finish(undefined, performance.now() - started),
            () => undefined,
          )
        }, 25)
      : undefined
    setTimeout(() => finish(new Error(`no answer within 180 s:\n${out}`)), 180_000).unref()
  })
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]

export async function benchStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftm-start-bench-'))
  try {
    const [port, rpcPort, webPort] = [await freePort(), await freePort(), await freePort()]
    const devnetArgs = ['--port', String(port), '--rpc-port', String(rpcPort), '--data-dir', dataDir]
    const env = { ...process.env, FTM_WEB_PORT: String(webPort), NO_COLOR: '1' }
    const startCommand = () =>
      timeUntil('npm', ['start', '--', ...devnetArgs], {
        env,
        ready: (out) => out.includes('[start] Fantom wallet: http'),
      })
    const devnetCommand = () =>
      timeUntil(process.execPath, ['packages/devnet/bin/ftm-devnet.mjs', ...devnetArgs], {
        env,
        poll: async () => (await fetch(`http://127.0.0.1:${port}/devnet/info`)).ok,
      })
    await startCommand() // the first start seeds the chain in dataDir (and writes the setup stamp if needed)
    const ours = []
    const baseline = []
    for (let round = 0; round < ROUNDS; round += 1) {
      baseline.push(await devnetCommand())
      ours.push(await startCommand())
    }
    const [a, b] = [median(ours), median(baseline)]
    console.log(
      `npm start (nothing changed) to URL vs devnet warm start: ratio ${(a / b).toFixed(2)} (ours ${a.toFixed(1)} ms, baseline ${b.toFixed(1)} ms)`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}
