import { describe, expect, it } from 'vitest'
import { parseGlobalOptions } from '../invocation/globals.js'
import { createOutput, toJson } from '../terminal/output.js'
import { CliError, exitCodeFor } from './CliError.js'
import { ExitCode } from './exitCodes.js'

describe('exit codes', () => {
  it('maps error families to the documented exit codes', () => {
    expect(exitCodeFor(new CliError('X', 'bad', ExitCode.badInput))).toBe(2)
    expect(
      exitCodeFor(
        Object.assign(new Error('Bad keystore file or password.'), { code: 'KEYSTORE_BAD_PASSWORD' }),
      ),
    ).toBe(4)
    expect(exitCodeFor(Object.assign(new Error('offline'), { code: 'API_NETWORK_ERROR' }))).toBe(3)
    expect(exitCodeFor(Object.assign(new Error('reverted'), { code: 'TX_FAILED' }))).toBe(1)
    expect(exitCodeFor(Object.assign(new Error('Invalid amount'), { code: 'VALIDATION_AMOUNT' }))).toBe(2)
    expect(exitCodeFor(new Error('connect ECONNREFUSED 127.0.0.1:1'))).toBe(3)
    // A weak or mismatching NEW password is bad input; only a failed unlock or a refusing signer is 4.
    expect(exitCodeFor(Object.assign(new Error('weak'), { code: 'PASSWORD_WEAK' }))).toBe(2)
    expect(exitCodeFor(Object.assign(new Error('mismatch'), { code: 'PASSWORD_MISMATCH' }))).toBe(2)
    expect(exitCodeFor(Object.assign(new Error('rejected'), { code: 'SIGNER_REJECTED' }))).toBe(4)
    expect(exitCodeFor(Object.assign(new Error('locked'), { code: 'LEDGER_LOCKED' }))).toBe(4)
    // Sent but not confirmed is the network's fault; a refused or failed transaction is 1.
    expect(exitCodeFor(Object.assign(new Error('no answer'), { code: 'TX_SEND_UNCONFIRMED' }))).toBe(3)
    expect(exitCodeFor(Object.assign(new Error('nonce too low'), { code: 'TX_SEND_REJECTED' }))).toBe(1)
    expect(exitCodeFor(Object.assign(new Error('reverted'), { code: 'TX_NOT_SENDABLE' }))).toBe(1)
  })

  it('rejects bad global options with exit code 2', () => {
    expect(() => parseGlobalOptions({ network: 'x' })).toThrow(CliError)
    expect(() => parseGlobalOptions({ network: 'devnet', api: ['ftp://x'] })).toThrow(/Not a valid http/)
    expect(parseGlobalOptions({ network: 'mainnet', json: true }).json).toBe(true)
  })
})

describe('output', () => {
  it('keeps stdout to one JSON document with --json and sends info to stderr', () => {
    const out: string[] = []
    const err: string[] = []
    const sink = (lines: string[]) =>
      ({ write: (s: string) => lines.push(s) }) as unknown as NodeJS.WritableStream
    const output = createOutput({ json: true, color: false, stdout: sink(out), stderr: sink(err) })
    output.info('Waiting…')
    output.result({ balance: 10n }, () => 'human')
    expect(JSON.parse(out.join(''))).toEqual({ balance: '10' })
    expect(err.join('')).toContain('Waiting…')
    expect(toJson({ a: 1n })).toContain('"1"')
  })
})
