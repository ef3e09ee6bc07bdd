// Shared set-up for `npm start`, `npm test` and `npm run bench`: makes sure pnpm, the workspace's
// dependencies and the system packages the tests drive (Chromium, tmux) are there, then builds.
// Everything comes from the npm registry or Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const PNPM_VERSION = '12.21.0'
export const root = new URL('..', import.meta.url).pathname

function log(message) {
  process.stdout.write(`[setup] ${message}\n`)
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`)
  }
}

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/** Returns the command that runs pnpm, installing pnpm globally when it is missing. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return ['pnpm']
  log(`installing pnpm ${PNPM_VERSION}`)
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' })
  if (global.status === 0 && versionOf('pnpm') === PNPM_VERSION) return ['pnpm']
  log('a global install was not possible; using npx')
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`]
}

/** Installs Debian packages the browser and terminal tests need, when missing and when we are root. */
export function ensureSystemPackages() {
  const wanted = [
    { bin: '/usr/bin/chromium', pkg: 'chromium' },
    { bin: '/usr/bin/tmux', pkg: 'tmux' },
  ].filter((p) => !existsSync(p.bin))
  if (wanted.length === 0) return
  if (process.getuid?.() !== 0) {
    log(`missing ${wanted.map((p) => p.pkg).join(', ')}; install them with apt-get (needs root)`)
    return
  }
  log(`installing ${wanted.map((p) => p.pkg).join(', ')} from Debian's packages`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...wanted.map((p) => p.pkg)], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

// What the install and the build read: the workspace's manifests, lockfile and configs at the root, and every
// file of the packages and examples except generated ones (dependencies, builds, test output, local data).
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json']
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'dev-dist',
  'dist-extension',
])
const STAMP_FILE = join(root, 'node_modules', '.ftm-setup-stamp')

function listInputs(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot-directories hold local state (.devnet-data, scratch dirs, caches), not sources.
    if (entry.name.startsWith('.') && entry.isDirectory()) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listInputs(path, out)
    } else if (entry.isFile() && !entry.name.endsWith('.log') && !entry.name.endsWith('.tsbuildinfo')) {
      out.push(path)
    }
  }
  return out
}

/**
 * A stamp of the install's and build's inputs: Node's and pnpm's versions, then path, size and modification
 * time of every input file (no file is read, so computing it takes milliseconds).
 */
export function inputsStamp(pnpmVersion = PNPM_VERSION) {
  const hash = createHash('sha256').update(`${process.version}\n${pnpmVersion}\n`)
  const files = [
    ...ROOT_INPUTS.map((name) => join(root, name)).filter((path) => existsSync(path)),
    ...['packages', 'examples']
      .filter((d) => existsSync(join(root, d)))
      .flatMap((d) => listInputs(join(root, d), [])),
  ]
  for (const path of files.sort()) {
    const stat = statSync(path)
    hash.update(`${path.slice(root.length)}\0${stat.size}\0${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

/** True when the last successful setup saw exactly these inputs and its outputs are still there. */
function isUpToDate(stamp) {
  if (!existsSync(STAMP_FILE)) return false
  if (readFileSync(STAMP_FILE, 'utf8').trim() !== stamp) return false
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true }).filter((e) => e.isDirectory())
  return packages.every((p) => {
    const manifest = join(root, 'packages', p.name, 'package.json')
    if (!existsSync(manifest)) return true
    const hasBuild = Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build)
    return !hasBuild || existsSync(join(root, 'packages', p.name, 'dist'))
  })
}

/**
 * Installs the workspace and builds every package. Returns a function that runs pnpm. With `skipWhenUnchanged`
 * (`npm start`), nothing is installed or built when the inputs match the stamp of the last successful setup.
 */
export function setup({ system = false, skipWhenUnchanged = false } = {}) {
  // pnpm is looked for only when it runs: asking it for its version starts it, 100-300 ms that `npm start` with
  // nothing changed does not need (the stamp names the pinned version, so a skipped setup never depends on it).
  let pnpm
  const pnpmRun = (args, options) => {
    pnpm ??= ensurePnpm()
    return run(pnpm[0], [...pnpm.slice(1), ...args], options)
  }
  if (system) ensureSystemPackages()
  const stamp = inputsStamp()
  if (skipWhenUnchanged && isUpToDate(stamp)) {
    log('nothing changed since the last build: skipping install and build')
    return pnpmRun
  }
  log('installing dependencies')
  pnpmRun(['install', '--frozen-lockfile', '--reporter=append-only'])
  log('building')
  pnpmRun(['-r', '--filter', './packages/**', 'run', 'build'])
  // The install and build may touch inputs (lockfile, generated sources): stamp what they left.
  writeFileSync(STAMP_FILE, `${inputsStamp()}\n`)
  return pnpmRun
}
