// Runs the README's scripting example with bash against the run's devnet, `ftm` being the built binary.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { describe, expect, inject, it } from 'vitest'
import { BIN, TEST_ENV } from './ftm.js'

describe('README', () => {
  it('runs the scripting example', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8')
    const script = readme.match(
      /<!-- readme-script:start -->\n```sh\n([\s\S]*?)```\n<!-- readme-script:end -->/,
    )?.[1]
    expect(script).toBeDefined()
    const dir = await mkdtemp(join(tmpdir(), 'ftm-cli-readme-'))
    await writeFile(join(dir, 'ftm'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {
      mode: 0o755,
    })
    const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number }>(
      (resolve) => {
        execFile(
          'bash',
          ['-c', script as string],
          {
            cwd: dir,
            timeout: 120_000,
            env: {
              ...process.env,
              ...TEST_ENV,
              PATH: `${dir}:${process.env.PATH}`,
              API: inject('devnet').apiUrl,
              FTM_PASSWORD: '',
            },
          },
          (error, out, err) =>
            resolve({ stdout: out, stderr: err, code: error ? Number(error.code ?? 1) : 0 }),
        )
      },
    )
    expect(code, stderr).toBe(0)
    // The settings' decimal points (default 2) and grouping: 1000 FTM written as 1,000.00.
    expect(stdout).toMatch(/available\s+1,000\.00 FTM/)
    expect(stdout).toMatch(/✔ Send\s+0x[0-9a-f]{64}/)
    expect(stdout).toMatch(/^Delegate 0x[0-9a-f]{64}$/m)
    expect(stdout).toMatch(/1\s+Aurora Staking\s+100\.00 FTM/)
    expect(stdout).toMatch(/WFTM\s+50\.00\s/)
    expect(stdout).toMatch(/^10000000000000000000$/m)
    expect(stdout).toMatch(/✔ Publish\s+0x[0-9a-f]{64}/)
    expect(stdout).toContain('complete -o default -F _ftm ftm')
    const receipt = JSON.parse(await readFile(join(dir, 'receipt.json'), 'utf8'))
    expect(receipt).toMatchObject({ ok: true, status: 'success' })
    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8'))
    expect(plan).toMatchObject({ ok: true, dryRun: true, steps: [{ step: 'Delegate', status: 'planned' }] })
  })
})
