import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLI_VERSION } from './version.js'

// The package's bin (a CommonJS file that answers --version itself) and its ES module half (which hands
// --version to src/main.ts): both must print package.json's version.
const bin = new URL('../bin/ftm.cjs', import.meta.url).pathname
const esmBin = new URL('../bin/ftm.mjs', import.meta.url).pathname
const run = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, [file, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
const ftm = (...args: string[]) => run(bin, ...args)

describe('ftm program', () => {
  it('prints the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(CLI_VERSION).toBe(pkg.version)
    for (const [file, flag] of [
      [bin, '--version'],
      [bin, '-V'],
      [esmBin, '--version'],
      [esmBin, '-V'],
    ] as const) {
      const result = run(file, flag)
      expect(result.status).toBe(0)
      expect(result.stdout).toBe(`${pkg.version}\n`)
      expect(result.stderr).toBe('')
    }
  })

  it('is the bin package.json names', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(new URL(`../${pkg.bin.ftm}`, import.meta.url).pathname).toBe(bin)
  })

  it('lists the global options in --help and exits 0', () => {
    const run = ftm('--help')
    expect(run.status).toBe(0)
    for (const flag of [
      '--network',
      '--api',
      '--json',
      '--yes',
      '--password-file',
      '--dry-run',
      '--no-color',
    ]) {
      expect(run.stdout).toContain(flag)
    }
  })

  it('exits 2 with one clear line on an unknown option, without a stack trace', () => {
    const run = ftm('--frobnicate')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain("unknown option '--frobnicate'")
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('exits 2 on an unknown network', () => {
    const run = ftm('--network', 'moonnet', 'help')
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/moonnet/)
  })
})
