// `npm start`: install what is missing and build (both skipped when no input changed since the last build), then run the local devnet and the web wallet against it.
// Extra arguments go to the devnet (e.g. `npm start -- --reset`). Ctrl-C stops both; the chain is saved.
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { root, setup } from './setup.mjs'

const devnetArgs = process.argv.slice(2)
const { values } = parseArgs({
  args: devnetArgs,
  options: { port: { type: 'string', default: '16761' }, host: { type: 'string', default: '127.0.0.1' } },
  strict: false,
})
const webPort = process.env.FTM_WEB_PORT ?? '4173'

setup({ skipWhenUnchanged: true })

const children = []
function run(label, args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (stopping) return
    process.stderr.write(
      `[start] the ${label} stopped (${signal ?? `exit code ${code}`}); stopping everything\n`,
    )
    stop(code || 1)
  })
  return child
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  )
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

run('devnet', ['packages/devnet/bin/ftm-devnet.mjs', ...devnetArgs])

const infoUrl = `http://${values.host}:${values.port}/devnet/info`
const info = await waitForDevnet(infoUrl, 120_000)
run('web wallet', [
  'packages/web/scripts/preview.mjs',
  '--api',
  info.apiUrl,
  '--rpc',
  info.rpcUrl,
  '--chain-id',
  String(info.chainId),
  '--port',
  webPort,
])
// `ftm` finds the devnet on its default port by itself; any other port is named with --api.
const apiFlag = info.apiUrl === 'http://127.0.0.1:16761/api' ? '' : ` --api ${info.apiUrl}`
process.stdout.write(
  `\n[start] Fantom wallet: http://127.0.0.1:${webPort}/  (devnet API ${info.apiUrl}, JSON-RPC ${info.rpcUrl})\n` +
    `[start] Get test FTM: \`pnpm ftm${apiFlag} faucet ADDRESS\` (1000 FTM; --amount N for more or less). Ctrl-C stops both.\n\n`,
)

async function waitForDevnet(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (stopping) return new Promise(() => undefined)
    try {
      const response = await fetch(url)
      if (response.ok) return await response.json()
    } catch {
      // not listening yet
    }
    // A refused connection to a local port costs next to nothing; a long pause only delays the printed URL.
    await new Promise((r) => setTimeout(r, 25))
  }
  process.stderr.write(`[start] the devnet did not answer at ${url} within ${timeoutMs / 1000} s\n`)
  stop(1)
  return new Promise(() => undefined)
}
