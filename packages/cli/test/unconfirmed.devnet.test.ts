// The real API's R1 on the devnet (POST /devnet/unconfirmed): the send is broadcast, the API answers
// "transaction 0x… could not be confirmed" and for a while does not show the hash. `ftm send` treats that as
// pending, polls the local hash and ends in success once mined — exit 0, the mined transaction's hash, one payment,
// never "Transaction rejected". The chain state is read back over the devnet's API (not through the CLI).
import { randomBytes } from 'node:crypto'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getTxCount, getTxStatus } from './chain.js'
import { control, createFundedWallet, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

let home: string
let passwordFile: string
let address: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
/** A fresh address no other test pays: its balance is exactly what this file sends. */
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`
/** The next sendTransaction broadcasts but answers "could not be confirmed"; the hash stays unknown for 1.5 s. */
const armR1 = () => control(devnet.url, 'unconfirmed', { count: 1, hideMs: 1500 })

describe('ftm send when the API answers "could not be confirmed" (R1)', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('unconfirmed'))
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'R1',
      devnetUrl: devnet.url,
      amount: 100,
    })
  })

  it('--json: exit 0, the mined hash, one payment', async () => {
    const recipient = freshAddress()
    const nonce = await getTxCount(api, address)
    await armR1()
    const run = await ftm(
      'send',
      '--to',
      recipient,
      '--amount',
      '2.5',
      '--yes',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(run)
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/rejected/i)
    const result = run.json<{ ok: boolean; steps: Array<{ hash: string; status: string }> }>()
    expect(result.ok).toBe(true)
    expect(result.steps).toHaveLength(1)
    const [step] = result.steps
    expect(step?.status).toBe('success')
    expect(step?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await getTxStatus(api, step?.hash as string)).status).toBe(1)
    expect(await getBalance(api, recipient)).toBe(wei('2.5'))
    expect(await getTxCount(api, address)).toBe(nonce + 1n)
  })

  it('the human output: exit 0, the mined hash on the step line, one payment, no "rejected"', async () => {
    const recipient = freshAddress()
    const nonce = await getTxCount(api, address)
    await armR1()
    const run = await ftm(
      'send',
      '--to',
      recipient,
      '--amount',
      '1.25',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expectOk(run)
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/rejected/i)
    const hash = `${run.stdout}${run.stderr}`.match(/✔[^\n]*?(0x[0-9a-f]{64})/)?.[1]
    expect(hash).toBeDefined()
    expect((await getTxStatus(api, hash as string)).status).toBe(1)
    expect(await getBalance(api, recipient)).toBe(wei('1.25'))
    expect(await getTxCount(api, address)).toBe(nonce + 1n)
  })
})
