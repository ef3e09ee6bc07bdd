// `pnpm bench` for the CLI: start-up, a read command and a send of the built `ftm`, each against a baseline measured in
// the same run, interleaved so both see the same machine load. The peer for the chain commands is foundry's `cast`
// (npm @foundry-rs/cast, a development dependency of this benchmark only): its native binary is timed, not the npm
// launcher (which starts Node before cast). One line per benchmark: `<name>: ratio X (ours A ms, baseline B ms)`.
// BENCH_ONLY=<names> (comma-separated: version, balance, rpc-only, send) runs only those.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@ftm-wallet/devnet'

const cwd = new URL('..', import.meta.url).pathname
const bin = join(cwd, 'bin/ftm.cjs')
const node = process.execPath

const CAST_PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/cast-linux-amd64',
  'linux-arm64': '@foundry-rs/cast-linux-arm64',
  'darwin-x64': '@foundry-rs/cast-darwin-amd64',
  'darwin-arm64': '@foundry-rs/cast-darwin-arm64',
}

/** The native cast binary of @foundry-rs/cast's platform package (resolved from the launcher package). */
function findCast(): string {
  const platformPackage = CAST_PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!platformPackage)
    throw new Error(`@foundry-rs/cast has no build for ${process.platform}-${process.arch}`)
  const launcher = createRequire(import.meta.url).resolve('@foundry-rs/cast/package.json')
  const path = createRequire(launcher).resolve(`${platformPackage}/bin/cast`)
  if (!existsSync(path)) throw new Error(`${platformPackage} is not installed (pnpm install)`)
  return path
}

interface Command {
  file: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

/** Runs a command to its end (async: the in-process devnet must keep answering meanwhile); rejects on failure. */
function time({ file, args, env }: Command): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'], env: env ?? process.env })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const took = performance.now() - start
      if (code === 0) resolve(took)
      else reject(new Error(`${file} ${args.join(' ')} failed (${code}): ${stderr}`))
    })
  })
}

/** Median wall time of each command over `runs` rounds (after `warmUp` rounds), the commands taking turns. */
async function measure(commands: Command[], runs: number, warmUp = 2): Promise<number[]> {
  const times = commands.map(() => [] as number[])
  for (let round = 0; round < runs + warmUp; round += 1) {
    for (const [i, command] of commands.entries()) {
      const took = await time(command)
      if (round >= warmUp) times[i]?.push(took)
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] as number)
}

function report(name: string, ours: number, baseline: number, note = ''): void {
  console.log(
    `${name}: ratio ${(ours / baseline).toFixed(2)} (ours ${ours.toFixed(1)} ms, baseline ${baseline.toFixed(1)} ms${note})`,
  )
}

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
const runs = (name: string) => only.length === 0 || only.includes(name)
// Nothing of this package asked for: no build, no devnet.
if (!['version', 'balance', 'rpc-only', 'send'].some(runs)) process.exit(0)

execFileSync('pnpm', ['exec', 'tsup', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
const cast = findCast()

if (runs('version')) {
  const [ours, baseline] = await measure(
    [
      { file: node, args: [bin, '--version'] },
      { file: node, args: ['-e', '0'] },
    ],
    21,
  )
  report('ftm --version vs node -e 0', ours as number, baseline as number, '; target ≤ 1.2')
}

const devnet = await startDevnet({ ports: 0, log: () => undefined })
const home = await mkdtemp(join(tmpdir(), 'ftm-cli-bench-'))
try {
  // A real keystore (scrypt n=2^17, no test shortcut): both tools unlock the same file with the same password.
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: home, NO_COLOR: '1' }
  delete env.FTM_INSECURE_TEST_SCRYPT_N
  const passwordFile = join(home, 'pw.txt')
  await writeFile(passwordFile, 'Correct-Horse-9!\n')
  const created = execFileSync(
    node,
    [
      bin,
      'wallet',
      'create',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      join(home, 'phrase.txt'),
      '--json',
    ],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const { address } = JSON.parse(created) as { address: string }
  const keystore = join(home, 'ftm-wallet', `keystore.${address}.json`)
  await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  })

  if (runs('balance')) {
    const [balance, castBalance, bareNode] = await measure(
      [
        { file: node, args: [bin, 'balance', address, '--json', '--api', devnet.apiUrl], env },
        { file: cast, args: ['balance', address, '--rpc-url', devnet.rpcUrl] },
        { file: node, args: ['-e', '0'] },
      ],
      21,
    )
    const floor = (bareNode as number) / (castBalance as number)
    report(
      'ftm balance ADDRESS --json vs cast balance ADDRESS',
      balance as number,
      castBalance as number,
      `; target ≤ 3.0${floor > 3 ? `, below the floor: an empty Node program alone is ${floor.toFixed(2)}× cast` : ''}`,
    )
    // Context for that line: no Node program starts faster than an empty one.
    report(
      'node -e 0 (any Node CLI) vs cast balance ADDRESS: the floor',
      bareNode as number,
      castBalance as number,
    )
    report('ftm balance ADDRESS --json vs node -e 0', balance as number, bareNode as number)
  }

  // Limited mode: the same read over the devnet's JSON-RPC node only, against the API mode in the same run.
  const [rpcOnlyBalance, apiBalance] = !runs('rpc-only')
    ? []
    : await measure(
        [
          {
            file: node,
            args: [bin, 'balance', address, '--json', '--rpc-only', '--rpc', devnet.rpcUrl],
            env,
          },
          { file: node, args: [bin, 'balance', address, '--json', '--api', devnet.apiUrl], env },
        ],
        21,
      )
  if (runs('rpc-only'))
    report('ftm balance ADDRESS --json RPC-only vs API mode', rpcOnlyBalance as number, apiBalance as number)

  const recipient = '0x000000000000000000000000000000000000bEEF'
  const [send, castSend] = !runs('send')
    ? []
    : await measure(
        [
          {
            file: node,
            args: [
              bin,
              'send',
              '--to',
              recipient,
              '--amount',
              '0.01',
              '--yes',
              '--password-file',
              passwordFile,
              '--api',
              devnet.apiUrl,
            ],
            env,
          },
          {
            file: cast,
            args: [
              'send',
              recipient,
              '--value',
              '0.01ether',
              '--keystore',
              keystore,
              '--password-file',
              passwordFile,
              '--rpc-url',
              devnet.rpcUrl,
              '--legacy',
            ],
          },
        ],
        7,
        1,
      )
  if (runs('send'))
    report(
      'ftm send 0.01 FTM (n=2^17 keystore) vs cast send --keystore',
      send as number,
      castSend as number,
      '; target ≤ 1.5',
    )
} finally {
  await devnet.stop()
  await rm(home, { recursive: true, force: true })
}
