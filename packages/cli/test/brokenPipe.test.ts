// A reader that stops early (`ftm … --help | head -1`) closes the pipe under ftm's output: the command still ends
// as it would have, without an error or a stack trace on stderr (docs/architecture.md#cli).
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { BIN, TEST_ENV } from './ftm.js'

/** Runs `ftm ...args` with its stdout a pipe whose reader is gone before anything is written. */
function runIntoClosedPipe(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...TEST_ENV },
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
})
