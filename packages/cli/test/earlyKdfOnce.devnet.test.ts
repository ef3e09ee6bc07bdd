// The keystore's KDF started at the entry is the one the unlock uses (docs/behaviour/signing.md#unlocking-in-the-cli):
// `ftm send --yes --password-file` derives the key once, before it has asked the network anything, whether it runs on
// the fast path (its own build, which starts the KDF itself) or through commander (global options before the command
// name). Each run is counted by a helper loaded into the process (test/countScrypt.mjs); the transaction is checked
// on the chain.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getTxStatus } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const COUNTER = new URL('./countScrypt.mjs', import.meta.url).pathname

let home: string
let passwordFile: string

/** Runs `ftm ...args` with the scrypt counter loaded; the run and how many derivations it made. */
async function countedRun(...args: string[]) {
  const countFile = join(home, `scrypt-${Math.random().toString(36).slice(2)}.txt`)
  const run = await runFtm(
    { home, env: { NODE_OPTIONS: `--import ${COUNTER}`, FTM_TEST_SCRYPT_COUNT_FILE: countFile } },
    ...args,
  )
  const counted = JSON.parse(await readFile(countFile, 'utf8')) as {
    derivations: number
    requestsBeforeFirst: number | null
    stdoutBeforeFirst: boolean | null
  }
  return { run: expectOk(run), ...counted }
}

describe('the early KDF is the unlock’s', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('early-kdf-once'))
    const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
    await createFundedWallet(ftm, { home, passwordFile, name: 'Early', devnetUrl: devnet.url, amount: 5 })
  })

  it.each([
    [
      'the fast path',
      [
        'send',
        '--to',
        RECIPIENT,
        '--amount',
        '0.01',
        '--yes',
        '--password-file',
        '<pw>',
        '--api',
        api,
        '--json',
      ],
    ],
    [
      'commander',
      [
        '--api',
        api,
        'send',
        '--to',
        RECIPIENT,
        '--amount',
        '0.01',
        '--yes',
        '--password-file',
        '<pw>',
        '--json',
      ],
    ],
  ])('ftm send through %s derives the key once, first, and sends', async (_, argv) => {
    const { run, derivations, requestsBeforeFirst, stdoutBeforeFirst } = await countedRun(
      ...argv.map((a) => (a === '<pw>' ? passwordFile : a)),
    )
    expect(derivations).toBe(1)
    // Started at the entry: before the command read the wallet's network (the unlock alone would come after them).
    expect(requestsBeforeFirst).toBe(0)
    // bin/ftm.cjs starts it before it makes process.stdout (Node's stream modules load after, beside the KDF).
    expect(stdoutBeforeFirst).toBe(false)
    const { steps } = run.json<{ steps: { hash: string; status: string }[] }>()
    expect(steps).toHaveLength(1)
    expect(steps[0]?.status).toBe('success')
    expect((await getTxStatus(api, steps[0]?.hash as string)).status).toBe(1)
  })
})
