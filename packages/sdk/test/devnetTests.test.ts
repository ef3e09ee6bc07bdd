import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

// One way to test on the devnet (docs/architecture.md#testing-on-the-devnet): ONE devnet per test run, started by
// the root config's globalSetup; a test that uses it is a `*.devnet.test.ts(x)` (or a web Chromium
// `*.e2e.test.ts`) reading it with inject('devnet'); no test starts a devnet of its own (only the devnet
// package's tests of itself do); a file that changes the devnet for everyone (clock, R1 arm, bridge switches) runs
// in a project without file parallelism; no source of the wallet packages imports the devnet.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const thisFile = fileURLToPath(import.meta.url)
const skipped = new Set(['node_modules', 'dist', 'dist-extension', 'coverage', '.git', 'artifacts'])

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : listFiles(join(dir, entry.name))
    return /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : []
  })
}

function listDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .map((entry) => join(dir, entry.name))
}

const walletPackages = ['sdk', 'react', 'cli', 'web'].map((name) => join(root, 'packages', name))
const files = [...walletPackages, join(root, 'examples')]
  .flatMap(listFiles)
  .filter((file) => file !== thisFile)
  .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }))
const isTest = (path: string) => /\.test\.tsx?$/.test(path)
const isDevnetTest = (path: string) => /\.devnet\.test\.tsx?$/.test(path)
const isE2eTest = (path: string) => /^packages\/web\/test\/e2e\/[^/]+\.e2e\.test\.ts$/.test(path)
/** A call of a control that changes the devnet for every test file: its clock, the R1 arm, the bridge switches, automine, fluid staking. */
const CHANGES_EVERYONE =
  /\/devnet\/(advance|unconfirmed|bridge|mining|staking)\b|'(advance|unconfirmed|bridge|mining|staking)'\s*,\s*\{/

interface ProjectConfig {
  test: {
    name: string
    include?: string[]
    exclude?: string[]
    fileParallelism?: boolean
    globalSetup?: unknown
  }
}
async function loadConfig(path: string): Promise<ProjectConfig> {
  return ((await import(pathToFileURL(join(root, path)).href)) as { default: ProjectConfig }).default
}

describe('devnet tests', () => {
  it('searches the wallet packages and the examples', () => {
    expect(files.filter((f) => isDevnetTest(f.path)).length).toBeGreaterThan(25)
  })

  it('are the test files that read the devnet, and they are named *.devnet.test.ts(x) (or web *.e2e.test.ts)', () => {
    const readers = files.filter((f) => isTest(f.path) && /\binject\(\s*'devnet'\s*\)/.test(f.text))
    expect(readers.filter((f) => !isDevnetTest(f.path) && !isE2eTest(f.path)).map((f) => f.path)).toEqual([])
  })

  it('never start a devnet of their own, nor do their helpers (the web e2e files neither)', () => {
    const starters = files.filter(
      (f) => /\bstartDevnet\(/.test(f.text) && !/\/(bench|scripts)\//.test(f.path),
    )
    expect(starters.map((f) => f.path)).toEqual([])
  })

  it("share ONE devnet per run: the root config's globalSetup; no project lists the devnet setup itself", () => {
    const rootConfig = readFileSync(join(root, 'vitest.config.ts'), 'utf8')
    expect(rootConfig).toContain("globalSetup: ['./scripts/vitestDevnet.ts']")
    const configs = [...walletPackages, join(root, 'packages/devnet'), ...listDirs(join(root, 'examples'))]
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => /^vitest\..*config\.[cm]?[jt]s$/.test(name))
          .map((n) => join(dir, n)),
      )
      .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }))
    expect(configs.length).toBeGreaterThan(8)
    expect(configs.filter((c) => c.text.includes('vitest-setup')).map((c) => c.path)).toEqual([])
  })

  it('that change the devnet for everyone (clock, R1 arm, bridge) run one at a time, after all other files', async () => {
    // Test files, and the examples' scripts their tests run.
    const changers = files.filter(
      (f) =>
        (isDevnetTest(f.path) || isE2eTest(f.path) || f.path.startsWith('examples/')) &&
        CHANGES_EVERYONE.test(f.text),
    )
    expect(changers.length).toBeGreaterThan(10)
    const sdkDevnet = await loadConfig('packages/sdk/vitest.devnet.config.ts')
    expect(sdkDevnet.test.fileParallelism).toBe(false)
    const serial = new Set<string>()
    // A <package>-devnet project without file parallelism: all its devnet tests are serial.
    for (const name of ['sdk', 'react', 'web']) {
      const project = await loadConfig(`packages/${name}/vitest.devnet.config.ts`)
      if (project.test.fileParallelism === false) serial.add(`packages/${name}/src/`)
    }
    for (const name of ['cli', 'web']) {
      const project = await loadConfig(`packages/${name}/vitest.serial.config.ts`)
      const main = await loadConfig(`packages/${name}/vitest.config.ts`)
      expect(project.test.name).toBe(`${name}-serial`)
      expect(project.test.fileParallelism).toBe(false)
      for (const file of project.test.include ?? []) {
        expect(main.test.exclude, `${name} excludes ${file}`).toContain(file)
        serial.add(`packages/${name}/${file}`)
      }
    }
    // An example's tests run its scripts: the example's whole project runs without file parallelism.
    for (const dir of listDirs(join(root, 'examples'))) {
      const path = relative(root, dir)
      if ((await loadConfig(`${path}/vitest.config.ts`)).test.fileParallelism === false)
        serial.add(`${path}/`)
    }
    const inSerialProject = (path: string) =>
      serial.has(path) || [...serial].some((prefix) => prefix.endsWith('/') && path.startsWith(prefix))
    expect(changers.filter((f) => !inSerialProject(f.path)).map((f) => f.path)).toEqual([])
  })

  it('are the only code of the wallet packages that imports @ftm-wallet/devnet (it is a devDependency)', () => {
    const sources = files.filter(
      (f) => /^packages\/\w+\/src\//.test(f.path) && !isTest(f.path) && !f.path.endsWith('.test-util.ts'),
    )
    expect(sources.filter((f) => f.text.includes("'@ftm-wallet/devnet")).map((f) => f.path)).toEqual([])
    for (const name of ['sdk', 'react', 'cli', 'web']) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
      expect(manifest.dependencies?.['@ftm-wallet/devnet'], name).toBeUndefined()
    }
  })
})
