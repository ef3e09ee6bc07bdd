// `ftm pool actions PAIR` (docs/behaviour/pair-detail.md#transactions) on the devnet's seeded pools: the pair's
// transactions by kind, 15 a page with --cursor, the texts the web's pair screen shows, amounts in the settings'
// decimal points.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createHome, expectOk, gql, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

interface Action {
  id: string
  action: string
  amounts: [string, string]
  type: 'swap' | 'mint' | 'burn'
  amount0in: string
  amount1in: string
}
interface ActionsPage {
  ok: boolean
  pair: string
  symbols: string
  type: string
  totalCount: string
  nextCursor: string | null
  actions: Action[]
}

let home: string
let pairAddress: string
let symbols: [string, string]
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const page = async (...args: string[]) =>
  expectOk(await ftm('pool', 'actions', pairAddress, ...args, '--json')).json<ActionsPage>()

describe('ftm pool actions', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('pool-actions'))
    const data = await gql<{
      defiUniswapPairs: Array<{ pairAddress: string; tokens: Array<{ symbol: string }> }>
    }>(api, '{ defiUniswapPairs { pairAddress tokens { symbol } } }')
    const [first] = data.defiUniswapPairs
    if (!first) throw new Error('the devnet has no pools')
    pairAddress = first.pairAddress
    symbols = [first.tokens[0]?.symbol ?? '', first.tokens[1]?.symbol ?? '']
  })

  it("pages the swaps 15 at a time, naming the sold token first ('Swap X for Y')", async () => {
    const first = await page('--type', 'swaps')
    expect(first).toMatchObject({ ok: true, type: 'swaps', symbols: symbols.join('/') })
    expect(first.actions).toHaveLength(15)
    for (const a of first.actions) {
      expect(a.type).toBe('swap')
      const [sold, bought] = BigInt(a.amount0in) > 0n ? symbols : [symbols[1], symbols[0]]
      expect(a.action).toBe(`Swap ${sold} for ${bought}`)
    }
    expect(first.nextCursor).not.toBeNull()
    const second = await page('--type', 'swaps', '--cursor', first.nextCursor ?? '')
    expect(second.actions.length).toBeGreaterThan(0)
    const ids = new Set(first.actions.map((a) => a.id))
    expect(second.actions.some((a) => ids.has(a.id))).toBe(false)
  })

  it("shows adds as 'Add X and Y', removes as 'Remove X and Y', and all kinds without --type", async () => {
    const adds = await page('--type', 'adds')
    expect(adds.actions.length).toBeGreaterThan(0)
    for (const a of adds.actions)
      expect([a.type, a.action]).toEqual(['mint', `Add ${symbols[0]} and ${symbols[1]}`])
    const removes = await page('--type', 'removes')
    expect(removes.actions.length).toBeGreaterThan(0)
    for (const a of removes.actions)
      expect([a.type, a.action]).toEqual(['burn', `Remove ${symbols[0]} and ${symbols[1]}`])
    const all = await page()
    expect(all.type).toBe('all')
    expect(BigInt(all.totalCount)).toBeGreaterThanOrEqual(
      BigInt(adds.totalCount) + BigInt(removes.totalCount) + 15n,
    )
  })

  it('writes the amounts with the decimal points of the settings', async () => {
    const other = (await createHome('pool-actions-digits')).home
    expectOk(await runFtm({ home: other }, 'settings', 'set', 'fractionDigits', '5'))
    const json = expectOk(
      await runFtm({ home: other }, '--api', api, 'pool', 'actions', pairAddress, '--type', 'adds', '--json'),
    ).json<ActionsPage>()
    for (const a of json.actions)
      for (const amount of a.amounts) expect(amount).toMatch(/^[\d,]+\.\d{5}…? \S+$/)
    const human = expectOk(
      await runFtm({ home: other }, '--api', api, 'pool', 'actions', pairAddress, '--type', 'adds'),
    )
    expect(human.stdout).toContain(`${symbols.join('/')} · Adds`)
    const first = json.actions[0]
    expect(human.stdout).toContain(first?.amounts[0])
    expect(human.stdout).toContain(first?.action)
    // The default is 2 decimal points.
    const plain = await page('--type', 'adds')
    expect(plain.actions[0]?.amounts[0]).toMatch(/^[\d,]+\.\d{2}…? \S+$/)
  })

  it('refuses an unknown --type (exit 2)', async () => {
    const run = await ftm('pool', 'actions', pairAddress, '--type', 'trades')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain("--type 'trades': use all, swaps, adds or removes")
  })
})
