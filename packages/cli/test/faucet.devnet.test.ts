// `ftm faucet` as a newcomer on the devnet runs it: test FTM for the active wallet or any address, the amount and
// balance read back over the devnet's API (not through the CLI); a network that is not the devnet is refused with
// exit 2 before anything is sent.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Wallet } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance } from './chain.js'
import { atDecimalPoints, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

let home: string
/** `ftm` on this run's devnet. */
const ftm = (options: { home: string }, ...args: string[]) => runFtm(options, '--api', api, ...args)
let address: string

describe('ftm faucet on the devnet', () => {
  beforeAll(async () => {
    let passwordFile: string
    ;({ home, passwordFile } = await createHome('faucet'))
    const created = await ftm(
      { home },
      'wallet',
      'create',
      '--name',
      'Newcomer',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      `${home}/phrase.txt`,
      '--json',
    )
    expectOk(created)
    address = created.json<{ address: string }>().address
  })

  it('gives the active wallet 1000 FTM by default and says so', async () => {
    const run = expectOk(await ftm({ home }, 'faucet'))
    // The settings' decimal points (default 2), grouped.
    expect(run.stdout).toContain(`Sent 1,000.00 FTM from the devnet faucet to ${address}`)
    expect(run.stdout).toContain('balance  1,000.00 FTM')
    expect(await getBalance(api, address)).toBe(wei('1000'))
  })

  it('writes the amount and the balance with the decimal points of the settings (4 here), --json in wei', async () => {
    const other = Wallet.createRandom().address
    await atDecimalPoints(
      (...args) => ftm({ home }, ...args),
      async () => {
        const first = expectOk(await ftm({ home }, 'faucet', other, '--amount', '0.123456789'))
        expect(first.stdout).toContain(`Sent 0.1234… FTM from the devnet faucet to ${other}`)
        expect(first.stdout).toContain('balance  0.1234… FTM')
        const second = expectOk(await ftm({ home }, 'faucet', other, '--amount', '2.5'))
        expect(second.stdout).toContain(`Sent 2.5000 FTM from the devnet faucet to ${other}`)
        expect(second.stdout).toContain('balance  2.6234… FTM')
        const json = expectOk(await ftm({ home }, 'faucet', other, '--amount', '0.000000001', '--json'))
        expect(json.json<{ amount: string; balance: string }>()).toMatchObject({
          amount: '1000000000',
          balance: wei('2.623456790').toString(),
        })
      },
    )
    expect(await getBalance(api, other)).toBe(wei('2.623456790'))
  })

  it('gives any address the amount asked for, with --json', async () => {
    const other = Wallet.createRandom().address
    const run = expectOk(await ftm({ home }, 'faucet', other, '--amount', '12.5', '--json'))
    const result = run.json<{
      ok: boolean
      address: string
      amount: string
      balance: string
      txHash: string
    }>()
    expect(result.ok).toBe(true)
    expect(result.address.toLowerCase()).toBe(other.toLowerCase())
    expect(BigInt(result.amount)).toBe(wei('12.5'))
    expect(BigInt(result.balance)).toBe(wei('12.5'))
    expect(result.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await getBalance(api, other)).toBe(wei('12.5'))
  })

  it("passes on the faucet's refusal of too much as bad input", async () => {
    const run = await ftm({ home }, 'faucet', '--amount', '100001')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('The devnet faucet refused')
    expect(run.stderr).toContain('at most 100000 FTM')
    expect(await getBalance(api, address)).toBe(wei('1000'))
  })

  it('refuses on a network that is not the devnet, with exit 2 and nothing sent', async () => {
    const run = await ftm({ home }, '--network', 'testnet', 'faucet', address, '--json')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('The faucet exists only on the devnet; the network is testnet')
    expect(run.json<{ ok: boolean; error: { code: string } }>()).toEqual({
      ok: false,
      error: { code: 'FAUCET_NOT_DEVNET', message: expect.stringContaining('only on the devnet') },
    })
    expect(await getBalance(api, address)).toBe(wei('1000'))
  })
})
