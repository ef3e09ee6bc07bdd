import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { computeTemplateKey } from './templateKey.js'

/** A template older than this is rebuilt, so the seeded history always ends close to "now". */
export const TEMPLATE_MAX_AGE_MS = 30 * 60_000
const LOCK_STALE_MS = 180_000
const READY_FILE = 'template-ready'

export interface SeededTemplateParameters {
  /** Files of a data dir that make up a devnet (chain state, deployment, admin key, index, settings). */
  files: readonly string[]
  /** Builds a devnet in `dataDir` and stops it, leaving its files there (a cold deploy + seed). */
  build(dataDir: string): Promise<void>
  /** Where templates live; default the OS temp dir. */
  cacheDir?: string
  log?: (line: string) => void
}

/**
 * Fills `dataDir` with a copy of a freshly seeded devnet. Deploying and seeding takes ~10 s on two cores; test
 * runs start many devnets, so the first one of a run builds a template (under a lock shared by all processes)
 * and the others copy it, starting warm in well under a second. Each copy is an independent chain.
 */
export async function copySeededTemplate(dataDir: string, params: SeededTemplateParameters): Promise<void> {
  const base = params.cacheDir ?? tmpdir()
  const dir = join(base, `ftm-devnet-template-${computeTemplateKey()}`)
  if (!isFresh(dir)) await buildUnderLock(dir, params)
  mkdirSync(dataDir, { recursive: true })
  for (const file of params.files) {
    const source = join(dir, file)
    if (existsSync(source)) copyFileSync(source, join(dataDir, file))
  }
}

function isFresh(dir: string): boolean {
  try {
    return Date.now() - statSync(join(dir, READY_FILE)).mtimeMs < TEMPLATE_MAX_AGE_MS
  } catch {
    return false
  }
}

async function buildUnderLock(dir: string, params: SeededTemplateParameters): Promise<void> {
  const lock = `${dir}.lock`
  const deadline = Date.now() + LOCK_STALE_MS * 2
  while (true) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // Another process builds the template: wait for it, or take over a lock left by a dead process.
      if (isFresh(dir)) return
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true })
        continue
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for the devnet template lock ${lock}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  try {
    if (isFresh(dir)) return
    params.log?.('building the seeded devnet template (once per run)…')
    const work = `${dir}.build-${process.pid}`
    rmSync(work, { recursive: true, force: true })
    await params.build(work)
    writeFileSync(join(work, READY_FILE), new Date().toISOString())
    rmSync(dir, { recursive: true, force: true })
    renameSync(work, dir)
    removeOldTemplates(dir)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Templates of earlier source versions are of no further use. */
function removeOldTemplates(current: string): void {
  const parent = join(current, '..')
  for (const name of readdirSync(parent)) {
    const path = join(parent, name)
    if (name.startsWith('ftm-devnet-template-') && path !== current && !name.endsWith('.lock')) {
      if (Date.now() - statSync(path).mtimeMs > TEMPLATE_MAX_AGE_MS)
        rmSync(path, { recursive: true, force: true })
    }
  }
}
