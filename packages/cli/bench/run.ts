// `pnpm bench` for the CLI: start-up and a read command of the built `ftm`, each against a baseline measured in the
// same run, interleaved so both see the same machine load. One line per benchmark:
// `<name>: ratio X (ours A ms, baseline B ms)`.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@ftm-wallet/devnet'

/** The document `ftm balance` sends: the SDK's aliased balance query for one account, as its
 * buildAliasedAccountsDocument (packages/sdk/src/api/account/getAccountBalances.ts) writes it. */
const BALANCE_DOCUMENT =
  'query AccountBalances($a0: Address!) {\n  a0: account(address: $a0) {\n    address balance totalValue\n  }\n}'

const RUNS = 21
const cwd = new URL('..', import.meta.url).pathname
const bin = join(cwd, 'bin/ftm.mjs')
const node = process.execPath

/** Runs a command to its end (async: the in-process devnet must keep answering meanwhile); rejects on failure. */
function time(file: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number> {
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

/** Median wall time of each command over RUNS rounds, the commands taking turns within a round. */
async function measure(
  commands: Array<{ file: string; args: string[]; env?: NodeJS.ProcessEnv }>,
): Promise<number[]> {
  const times = commands.map(() => [] as number[])
  for (let round = 0; round < RUNS + 2; round += 1) {
    for (const [i, { file, args, env }] of commands.entries()) {
      const took = await time(file, args, env)
      if (round >= 2) times[i]?.push(took) // two warm-up rounds (file cache)
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] as number)
}

function report(name: string, ours: number, baseline: number): void {
  console.log(
    `${name}: ratio ${(ours / baseline).toFixed(2)} (ours ${ours.toFixed(1)} ms, baseline ${baseline.toFixed(1)} ms)`,
  )
}

execFileSync('pnpm', ['exec', 'tsup', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })

{
  const [ours, baseline] = await measure([
    { file: node, args: [bin, '--version'] },
    { file: node, args: ['-e', '0'] },
  ])
  report('ftm --version vs node -e 0', ours as number, baseline as number)
}

const devnet = await startDevnet({ ports: 0, log: () => undefined })
const home = await mkdtemp(join(tmpdir(), 'ftm-cli-bench-'))
try {
  const env = { ...process.env, XDG_CONFIG_HOME: home, FTM_INSECURE_TEST_SCRYPT_N: '1024', NO_COLOR: '1' }
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
  await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  })
  const body = JSON.stringify({
    query: BALANCE_DOCUMENT,
    variables: { a0: address },
  })
  const bodyFile = join(home, 'query.json')
  await writeFile(bodyFile, body)
  const curl = spawnSync('curl', ['--version']).status === 0
  const fetchScript = `const r = await fetch(${JSON.stringify(devnet.apiUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(body)} }); await r.json()`
  const [ours, viaCurl, viaNode, bareNode] = await measure([
    { file: node, args: [bin, 'balance', '--json', '--api', devnet.apiUrl], env },
    curl
      ? {
          file: 'curl',
          args: [
            '-sf',
            devnet.apiUrl,
            '-H',
            'content-type: application/json',
            '--data-binary',
            `@${bodyFile}`,
          ],
        }
      : { file: node, args: ['-e', '0'] },
    { file: node, args: ['--input-type=module', '-e', fetchScript] },
    { file: node, args: ['-e', '0'] },
  ])
  if (curl) report('ftm balance --json vs curl POST', ours as number, viaCurl as number)
  report('ftm balance --json vs node fetch POST', ours as number, viaNode as number)
  // Context for the curl target: no Node program can start faster than an empty one.
  if (curl) report('node -e 0 (any Node CLI) vs curl POST', bareNode as number, viaCurl as number)
} finally {
  await devnet.stop()
  await rm(home, { recursive: true, force: true })
}
