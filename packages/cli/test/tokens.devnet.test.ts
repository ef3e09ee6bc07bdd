// `ftm tokens add|list|remove` (docs/behaviour/tokens-and-assets.md#custom-tokens): a token of this run's devnet
// added with the default 18 decimals and one with its own, listed, removed; bad input refused with the Add Custom
// Token window's messages and exit 2, nothing stored.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Wallet } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const contracts = devnet.info.contracts as Record<string, string>
const WFTM = contracts.wftm as string

let home: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', devnet.apiUrl, ...args)

interface Listed {
  tokens: { address: string; symbol: string; decimals: number }[]
}

describe('ftm tokens on the devnet', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('tokens'))
  })

  it('says there are none yet', async () => {
    const run = expectOk(await ftm('tokens', 'list'))
    expect(run.stdout).toContain('No custom tokens yet: `ftm tokens add ADDRESS --symbol SYMBOL`.')
  })

  it('adds the devnet WFTM with 18 decimals by default and another token with its own decimals', async () => {
    expect(WFTM).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const added = expectOk(await ftm('tokens', 'add', WFTM.toLowerCase(), '--symbol', ' WFTM '))
    expect(added.stdout).toContain(`Added WFTM (${WFTM}, 18 decimals)`)
    const other = Wallet.createRandom().address
    expectOk(await ftm('tokens', 'add', other, '--symbol', 'USDX', '--decimals', '6'))
    const listed = expectOk(await ftm('tokens', 'list', '--json')).json<Listed>()
    expect(listed.tokens).toEqual([
      { address: WFTM, symbol: 'WFTM', decimals: 18 },
      { address: other, symbol: 'USDX', decimals: 6 },
    ])
    const table = expectOk(await ftm('tokens', 'list')).stdout
    expect(table).toMatch(/WFTM\s+0x[0-9a-fA-F]{40}\s+18/)
    expect(table).toMatch(/USDX\s+0x[0-9a-fA-F]{40}\s+6/)
  })

  it.each([
    [['not-an-address', '--symbol', 'BAD'], 'Invalid Address'],
    [[`0x${'ab'.repeat(20)}`, '--symbol', 'TWELVECHARSX'], 'Symbol must be 11 characters or fewer'],
    [
      [`0x${'ab'.repeat(20)}`, '--symbol', 'OK', '--decimals', '0'],
      'Decimals must be a whole number from 1 to 255',
    ],
    [
      [`0x${'ab'.repeat(20)}`, '--symbol', 'OK', '--decimals', '1.5'],
      'Decimals must be a whole number from 1 to 255',
    ],
  ])('refuses %j with %j (exit 2, nothing stored)', async (args, message) => {
    const run = await ftm('tokens', 'add', ...args)
    expect(run.status, run.stderr).toBe(2)
    expect(run.stderr).toContain(message)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(expectOk(await ftm('tokens', 'list', '--json')).json<Listed>().tokens).toHaveLength(2)
  })

  it('removes a token by symbol and refuses an unknown one', async () => {
    const removed = expectOk(await ftm('tokens', 'remove', 'usdx', '--yes'))
    expect(removed.stdout).toMatch(/^Removed USDX \(0x[0-9a-fA-F]{40}\)/m)
    expect(
      expectOk(await ftm('tokens', 'list', '--json'))
        .json<Listed>()
        .tokens.map((t) => t.symbol),
    ).toEqual(['WFTM'])
    const unknown = await ftm('tokens', 'remove', 'NOPE', '--yes')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain("No custom token 'NOPE'")
  })
})
