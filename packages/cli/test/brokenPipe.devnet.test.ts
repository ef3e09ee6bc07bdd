// A reader that stops early (`ftm … --help | head -1`) closes the pipe under ftm's output: the command still ends
// as it would have, without an error or a stack trace on stderr (docs/architecture.md#cli).
import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { describe, expect, inject, it } from 'vitest'
import { BIN, TEST_ENV } from './ftm.js'

const devnet = inject('devnet')

/** Runs `ftm ...args` with its stdout a pipe whose reader is gone before anything is written. */
async function runIntoClosedPipe(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  const home = await mkdtemp(join(tmpdir(), 'ftm-broken-pipe-'))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...TEST_ENV, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: join(home, 'cache') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.destroy()
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stderr }))
  })
}

describe('output into a closed pipe', () => {
  it('a command whose reader is gone ends with its own exit code and nothing on stderr', async () => {
    const { status, stderr } = await runIntoClosedPipe('stake', 'delegate', '--help')
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' })
  })

  it('a fast read command (balance, its own bundle) likewise', async () => {
    const { status, stderr } = await runIntoClosedPipe(
      'balance',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '--api',
      devnet.apiUrl,
      '--json',
    )
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' })
  })
})
