// Test helpers: run the built `ftm` binary as a script would, and read the devnet's chain state directly.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const BIN = new URL('../bin/ftm.cjs', import.meta.url).pathname
/** Keystores made by tests use a cheap scrypt cost (test-only variable of the CLI). */
export const TEST_ENV = { NO_COLOR: '1', FTM_INSECURE_TEST_SCRYPT_N: '1024' }
export const PASSWORD = 'Correct-Horse-9!'

export interface FtmRun {
  status: number
  stdout: string
  stderr: string
  /** stdout parsed as the one JSON document --json prints. */
  json<T = Record<string, unknown>>(): T
}

export interface FtmOptions {
  /** The XDG_CONFIG_HOME the run uses (its own temp dir per test file). */
  home: string
  env?: Record<string, string>
  timeoutMs?: number
}

/** Runs `ftm ...args` with stdin closed (not a terminal), as a script does. */
export function ftm(options: FtmOptions, ...args: string[]): Promise<FtmRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      {
        env: {
          ...process.env,
          ...TEST_ENV,
          XDG_CONFIG_HOME: options.home,
          // The CLI's cache (the devnet's contracts) stays in the run's home too.
          XDG_CACHE_HOME: join(options.home, 'cache'),
          FTM_PASSWORD: '',
          ...options.env,
        },
        timeout: options.timeoutMs ?? 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({
          status,
          stdout,
          stderr,
          json: <T>() => {
            try {
              return JSON.parse(stdout) as T
            } catch {
              throw new Error(`stdout is not one JSON document:\n${stdout}\nstderr:\n${stderr}`)
            }
          },
        })
      },
    )
    child.stdin?.end()
  })
}

/** The run, or an error carrying its exit code and both outputs when it did not exit 0. */
export function expectOk(run: FtmRun): FtmRun {
  if (run.status !== 0)
    throw new Error(`ftm exited ${run.status}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`)
  return run
}

/**
 * Runs `body` with the settings at `places` decimal points (4 unless told), then puts back the default 2 even when
 * `body` failed (docs/behaviour/tokens-and-assets.md#number-formatting); `run` is the test file's own `ftm` (with
 * its home). Returns what `body` returned.
 */
export async function atDecimalPoints<T>(
  run: (...args: string[]) => Promise<FtmRun>,
  body: () => Promise<T>,
  places = 4,
): Promise<T> {
  expectOk(await run('settings', 'set', 'fractionDigits', String(places)))
  try {
    return await body()
  } finally {
    expectOk(await run('settings', 'set', 'fractionDigits', '2'))
  }
}

/** The arguments of `ftm swap swap`: `amount` of `from` for `to`, then `more` (--exact-out, --dry-run, …). */
export const swapArgs = (from: string, to: string, amount: string, ...more: string[]): string[] => [
  'swap',
  'swap',
  '--from',
  from,
  '--to',
  to,
  '--amount',
  amount,
  ...more,
]

/** `text` as a regular expression matches it, to the letter. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A fresh XDG config home, and a password file in it. */
export async function createHome(prefix: string): Promise<{ home: string; passwordFile: string }> {
  const home = await mkdtemp(join(tmpdir(), `ftm-cli-${prefix}-`))
  const passwordFile = join(home, 'password.txt')
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 })
  return { home, passwordFile }
}

/** Every file under the wallet's config dir with its content: to prove a failed command wrote nothing. */
export async function snapshotConfigDir(home: string): Promise<Record<string, string>> {
  const dir = join(home, 'ftm-wallet')
  const names = await readdir(dir).catch(() => [] as string[])
  const out: Record<string, string> = {}
  for (const name of names.sort()) out[name] = await readFile(join(dir, name), 'utf8')
  return out
}

/** A GraphQL query against the devnet's API. */
export async function gql<T = Record<string, unknown>>(
  apiUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`)
  return body.data as T
}

/** A JSON-RPC call against the devnet's chain. */
export async function rpc<T = unknown>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`JSON-RPC ${method}: ${body.error.message}`)
  return body.result as T
}

/** POST to the devnet's controls (faucet, advance, unconfirmed). */
export async function control(
  url: string,
  path: 'faucet' | 'advance' | 'unconfirmed' | 'mining',
  body: Record<string, unknown>,
): Promise<unknown> {
  const response = await fetch(`${url}/devnet/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`devnet ${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

export const wei = (ftmAmount: string): bigint => {
  const [whole = '0', fraction = ''] = ftmAmount.split('.')
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0') || '0')
}

/**
 * `ftm wallet create` of a new phrase wallet (its phrase written to the home, the password from the file), funded by
 * the devnet's faucet; `run` is the test file's own `ftm` (with its endpoints). Returns the wallet's address.
 */
export async function createFundedWallet(
  run: (...args: string[]) => Promise<FtmRun>,
  {
    home,
    passwordFile,
    name,
    devnetUrl,
    amount,
  }: {
    home: string
    passwordFile: string
    name: string
    devnetUrl: string
    amount: number
  },
): Promise<string> {
  const created = expectOk(
    await run(
      'wallet',
      'create',
      '--name',
      name,
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      `${home}/phrase.txt`,
      '--json',
    ),
  )
  const { address } = created.json<{ address: string }>()
  await control(devnetUrl, 'faucet', { address, amount })
  return address
}
