// The keystore's KDF started before the rest of the CLI loads (docs/behaviour/signing.md#unlocking-in-the-cli): with `--yes` and a password that
// needs no prompt (--password-file, FTM_PASSWORD), the scrypt of the keystore that will sign is run on the libuv
// thread pool from the first milliseconds, while Node loads the command, reads the chain and shows the
// confirmation. Only Node built-ins are imported here, so that it starts before the SDK is even parsed. The derived
// key is handed to the SDK's native scrypt (setEarlyScrypt) for exactly the inputs it was derived from — the same
// password bytes, salt and parameters, once — so the keystore is decrypted by the usual code path, once; any
// doubt (another account, a name, a file that does not read) and nothing is started.
import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { isAbsolute, join } from 'node:path'

/** The top-level commands that sign; `--yes` with a password file says they will unlock the keystore. */
const SIGNING_COMMANDS = new Set([
  'send',
  'stake',
  'swap',
  'pool',
  'fmint',
  'gov',
  'bridge',
  'approvals',
  'tx',
  'sign',
])

/** The global options that take a value (src/program.ts): what follows them is not the command's name. */
const GLOBAL_VALUE_OPTIONS = new Set([
  '--network',
  '--api',
  '--rpc',
  '--account',
  '--keystore',
  '--password-file',
  '--nonce',
  '--gas-price',
  '--gas-limit',
])

/** The command's name: the first word that is neither an option nor a global option's value (`--api URL send`). */
function commandName(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string
    if (!token.startsWith('-')) return token
    if (token === '--') return argv[i + 1]
    if (GLOBAL_VALUE_OPTIONS.has(token)) i += 1
  }
  return undefined
}

interface Derivation {
  /** An HMAC of the password's bytes under this process's random key: the bytes themselves are not kept. */
  readonly password: Buffer
  readonly salt: Buffer
  readonly n: number
  readonly r: number
  readonly p: number
  readonly dkLen: number
  readonly key: Promise<Uint8Array>
}

let started: Derivation | undefined

/** This process's key for `fingerprint`, made when a derivation starts. */
let fingerprintKey: Buffer | undefined

/** What is kept to recognise the password when the unlock asks: an HMAC-SHA-256 of its bytes, never the bytes. */
const fingerprint = (key: Buffer, password: Uint8Array) => createHmac('sha256', key).update(password).digest()

/** The value of `--name VALUE` or `--name=VALUE` in argv, if given once. */
function optionValue(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string
    if (token === '--') break
    if (token === `--${name}`) value = argv[i + 1]
    else if (token.startsWith(`--${name}=`)) value = token.slice(name.length + 3)
  }
  return value
}

/** The v3 keystore the command will unlock, as JSON; undefined when it cannot be known for sure. */
function keystoreToUnlock(argv: readonly string[], env: NodeJS.ProcessEnv): unknown {
  const file = optionValue(argv, 'keystore')
  if (file !== undefined) return JSON.parse(readFileSync(file, 'utf8'))
  const xdg = env.XDG_CONFIG_HOME
  const dir = xdg && isAbsolute(xdg) ? join(xdg, 'ftm-wallet') : join(homedir(), '.config', 'ftm-wallet')
  const accounts = JSON.parse(readFileSync(join(dir, 'accounts.json'), 'utf8')) as {
    data?: { accounts?: { address?: string; type?: string }[]; active?: { address?: string } | null }
  }
  const chosen = optionValue(argv, 'account') ?? (env.FTM_ACCOUNT || undefined)
  // An account named by its name or number is resolved by the CLI itself; only an address is certain here.
  if (chosen !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(chosen)) return undefined
  const address = (chosen ?? accounts.data?.active?.address)?.toLowerCase()
  const account = accounts.data?.accounts?.find((a) => a.address?.toLowerCase() === address)
  if (!account?.address || account.type !== 'keystore') return undefined
  return JSON.parse(readFileSync(join(dir, `keystore.${account.address}.json`), 'utf8'))
}

/**
 * Starts the KDF of the keystore the command will unlock, when the command line says it will (`--yes`, a signing
 * command, no --dry-run or help) and the password needs no prompt. Never throws: anything unexpected leaves the
 * unlock to the command.
 */
export function startEarlyKdf(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  started = undefined
  let passwordBytes: Buffer | undefined
  try {
    if (!SIGNING_COMMANDS.has(commandName(argv) ?? '')) return
    if (!argv.includes('--yes') && !argv.includes('-y')) return
    if (argv.some((a) => a === '--dry-run' || a === '--help' || a === '-h' || a === '--sign-only')) return
    const passwordFile = optionValue(argv, 'password-file')
    // As the CLI reads it (input/password.ts): a file's one trailing newline is not part of the password.
    const password =
      passwordFile !== undefined
        ? readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '')
        : env.FTM_PASSWORD || undefined
    if (!password) return
    const keystore = keystoreToUnlock(argv, env) as {
      crypto?: { kdf?: string; kdfparams?: Record<string, unknown> }
      Crypto?: { kdf?: string; kdfparams?: Record<string, unknown> }
    }
    const crypto = keystore?.crypto ?? keystore?.Crypto
    const params = crypto?.kdfparams
    if (crypto?.kdf !== 'scrypt' || !params) return
    const { n, r, p, dklen, salt } = params as {
      n: number
      r: number
      p: number
      dklen: number
      salt: string
    }
    // Only what the SDK would run itself (its keystore limits): powers of two up to 2^20, small r and p.
    const sane =
      Number.isInteger(n) &&
      n > 1 &&
      n <= 2 ** 20 &&
      (n & (n - 1)) === 0 &&
      Number.isInteger(r) &&
      r >= 1 &&
      r <= 16 &&
      Number.isInteger(p) &&
      p >= 1 &&
      p <= 4 &&
      Number.isInteger(dklen) &&
      dklen >= 32 &&
      dklen <= 64 &&
      typeof salt === 'string' &&
      /^(0x)?([0-9a-fA-F]{2})+$/.test(salt)
    if (!sane) return
    // ethers derives from the NFKC form of the password, as UTF-8 bytes.
    const bytes = Buffer.from(password.normalize('NFKC'), 'utf8')
    passwordBytes = bytes
    const saltBytes = Buffer.from(salt.replace(/^0x/, ''), 'hex')
    const maxmem = 128 * r * (n + p + 2) + 1024 * 1024
    const key = new Promise<Uint8Array>((resolve, reject) => {
      scrypt(bytes, saltBytes, dklen, { N: n, r, p, maxmem }, (error, derived) => {
        // The password's bytes are not kept once the derivation ended, whatever its outcome.
        bytes.fill(0)
        if (error) reject(error)
        else resolve(new Uint8Array(derived.buffer, derived.byteOffset, derived.byteLength))
      })
    })
    key.catch(() => undefined) // a failure leaves the unlock to the SDK's own scrypt
    fingerprintKey = randomBytes(32)
    started = {
      password: fingerprint(fingerprintKey, bytes),
      salt: saltBytes,
      n,
      r,
      p,
      dkLen: dklen,
      key,
    }
  } catch {
    passwordBytes?.fill(0) // a derivation that did not start keeps nothing either
    started = undefined
  }
}

/** Whether startEarlyKdfOnce ran in this process. */
let attempted = false

/**
 * startEarlyKdf for the process's own command line, at most once: `bin/ftm.cjs` calls it first (from
 * dist/fast/kdf.cjs, the one copy of this module every build of the CLI shares, docs/architecture.md#cli-bundles),
 * and the later entries (dist/main.js, the source in a checkout) call it again without starting a second derivation.
 */
export function startEarlyKdfOnce(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  if (attempted) return
  attempted = true
  startEarlyKdf(argv, env)
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0

/**
 * The key started by startEarlyKdf when these are exactly its inputs, handed out once; undefined otherwise (the SDK
 * then derives the key itself).
 */
export function takeEarlyKey(
  password: Uint8Array,
  salt: Uint8Array,
  n: number,
  r: number,
  p: number,
  dkLen: number,
): Promise<Uint8Array> | undefined {
  const derivation = started
  if (!derivation || !fingerprintKey) return undefined
  if (
    derivation.n !== n ||
    derivation.r !== r ||
    derivation.p !== p ||
    derivation.dkLen !== dkLen ||
    !timingSafeEqual(derivation.password, fingerprint(fingerprintKey, password)) ||
    !same(derivation.salt, salt)
  )
    return undefined
  started = undefined
  return derivation.key
}
