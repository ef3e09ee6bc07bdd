// The read commands' own bundles (docs/architecture.md#cli-bundles): `ftm balance` run by bin/ftm.cjs from
// dist/fast/balance.cjs prints what the commander path prints, and V8's code cache in the user's cache dir is written
// once (own-only), taken by the next run, made again when it is garbage or others may write it, and never needed: an
// unwritable cache changes nothing. `ftm send` runs from dist/fast/send.cjs the same way: its sends are mined and its
// cache is written once and taken by the next send.
import { randomBytes } from 'node:crypto'
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getTxStatus } from './chain.js'
import { control, createFundedWallet, createHome, expectOk, ftm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
/** An address of this file alone (all lower case: the output checksums it). */
const address = `0x${randomBytes(20).toString('hex')}`

let home: string
const cacheDir = () => join(home, 'cache', 'ftm-wallet', 'code-cache')
const balanceCaches = async () => (await readdir(cacheDir())).filter((name) => name.startsWith('balance-'))

describe('the fast read commands’ bundles', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('fast-bundles'))
    await control(devnet.url, 'faucet', { address, amount: 3 })
  })

  it('prints the same balance as the commander path, and writes the code cache once, which the next run takes', async () => {
    const first = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    const [cache, ...more] = await balanceCaches()
    expect(more).toEqual([])
    const cachePath = join(cacheDir(), cache as string)
    const written = await stat(cachePath)
    expect(written.size).toBeGreaterThan(0)

    const second = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    expect(second.stdout).toBe(first.stdout)
    // Taken, not refused: a refused cache would have been written again.
    expect((await stat(cachePath)).mtimeMs).toBe(written.mtimeMs)
    expect(await balanceCaches()).toEqual([cache])

    // `--` sends the same command line to commander (src/fast leaves it alone): the same bytes.
    const viaCommander = expectOk(await ftm({ home }, 'balance', '--json', '--api', api, '--', address))
    expect(viaCommander.stdout).toBe(first.stdout)
    const result = first.json<{ address: string; balance: string; network: string }>()
    expect(result).toMatchObject({ ok: true, network: 'devnet' })
    expect(result.address.toLowerCase()).toBe(address)
    expect(BigInt(result.balance)).toBe(await getBalance(api, address))
  })

  it('refuses a cache file of garbage, prints the same, and writes a good one in its place', async () => {
    const reference = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    const [cache] = await balanceCaches()
    const cachePath = join(cacheDir(), cache as string)
    const garbage = Buffer.alloc(4096, 0x5a)
    await writeFile(cachePath, garbage)

    const run = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    expect(run.stdout).toBe(reference.stdout)
    const rewritten = await readFile(cachePath)
    expect(rewritten.equals(garbage)).toBe(false)
    expect(rewritten.length).toBeGreaterThan(0)
  })

  it('does not read a cache file that others may write, and writes its own in its place', async () => {
    const reference = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    const [cache] = await balanceCaches()
    const cachePath = join(cacheDir(), cache as string)
    expect((await stat(cachePath)).mode & 0o777).toBe(0o600)
    await chmod(cachePath, 0o666)
    const before = await stat(cachePath)

    const run = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    expect(run.stdout).toBe(reference.stdout)
    const after = await stat(cachePath)
    // Not taken: a new file (own-only) was written in its place.
    expect(after.mode & 0o777).toBe(0o600)
    expect(after.ino === before.ino && after.mtimeMs === before.mtimeMs).toBe(false)
  })

  it('runs the same when the cache dir cannot be written, in text as in JSON', async () => {
    const json = expectOk(await ftm({ home }, 'balance', address, '--json', '--api', api))
    const text = expectOk(await ftm({ home }, 'balance', address, '--api', api))
    // XDG_CACHE_HOME names a file: no directory can be made under it.
    const blocked = join(home, 'not-a-dir')
    await writeFile(blocked, 'x')
    const env = { XDG_CACHE_HOME: blocked }
    const jsonBlocked = expectOk(await ftm({ home, env }, 'balance', address, '--json', '--api', api))
    const textBlocked = expectOk(await ftm({ home, env }, 'balance', address, '--api', api))
    expect(jsonBlocked.stdout).toBe(json.stdout)
    expect(textBlocked.stdout).toBe(text.stdout)
    expect(textBlocked.stdout).toContain('available')
    expect(jsonBlocked.stderr).toBe('')
  })
})

describe('the send bundle', () => {
  it('sends from dist/fast/send.cjs and writes its code cache once, which the next send takes', async () => {
    const { home: sendHome, passwordFile } = await createHome('fast-send')
    const run = (...args: string[]) => ftm({ home: sendHome }, '--api', api, ...args)
    await createFundedWallet(run, {
      home: sendHome,
      passwordFile,
      name: 'Fast',
      devnetUrl: devnet.url,
      amount: 2,
    })
    const send = () =>
      ftm(
        { home: sendHome },
        'send',
        '--to',
        address,
        '--amount',
        '0.01',
        '--yes',
        '--password-file',
        passwordFile,
        '--api',
        api,
        '--json',
      )
    const sendCaches = async () =>
      (await readdir(join(sendHome, 'cache', 'ftm-wallet', 'code-cache'))).filter((name) =>
        name.startsWith('send-'),
      )
    const sent = async (result: Awaited<ReturnType<typeof send>>) => {
      const { steps } = expectOk(result).json<{ steps: { hash: string; status: string }[] }>()
      expect(steps.map((step) => step.status)).toEqual(['success'])
      expect((await getTxStatus(api, steps[0]?.hash as string)).status).toBe(1)
    }

    await sent(await send())
    const [cache, ...more] = await sendCaches()
    expect(more).toEqual([])
    const cachePath = join(sendHome, 'cache', 'ftm-wallet', 'code-cache', cache as string)
    const written = await stat(cachePath)
    expect(written.size).toBeGreaterThan(0)
    expect(written.mode & 0o777).toBe(0o600)

    await sent(await send())
    // Taken, not refused: a refused cache would have been written again.
    expect((await stat(cachePath)).mtimeMs).toBe(written.mtimeMs)
    expect(await sendCaches()).toEqual([cache])
  })
})
