// Shared set-up for `npm start`, `npm test` and `npm run bench`: makes sure pnpm, the workspace's
// dependencies and the system packages the tests drive (Chromium, tmux) are there, then builds.
// Everything comes from the npm registry or Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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

/** Installs the workspace and builds every package. Returns a function that runs pnpm. */
export function setup({ system = false } = {}) {
  const pnpm = ensurePnpm()
  const pnpmRun = (args, options) => run(pnpm[0], [...pnpm.slice(1), ...args], options)
  log('installing dependencies')
  pnpmRun(['install', '--frozen-lockfile', '--reporter=append-only'])
  if (system) ensureSystemPackages()
  log('building')
  pnpmRun(['-r', '--filter', './packages/**', 'run', 'build'])
  return pnpmRun
}
