// --all over every wallet (docs/behaviour/wallets-and-accounts.md#wallet-list, staking.md#screens, fmint.md#screens):
// `ftm balance --all` with fiat values and the summed total, `ftm stake delegations --all` and `ftm fmint status
// --all` naming each wallet; human amounts in the decimal points of the settings (also `assets`, `stake show`,
// `stake validators`, `pool list`, `pool show`,
// `swap quote` and `history`).

import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatFiatValue } from '@ftm-wallet/sdk'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance } from './chain.js'
import { atDecimalPoints, createFundedWallet, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const VALIDATOR = '1'

let home: string
let passwordFile: string
let alice: string
let bob: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const tx = async (account: string, ...args: string[]) =>
  expectOk(await ftm('--account', account, ...args, '--yes', '--password-file', passwordFile, '--json'))

describe('--all: every wallet', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('all-wallets'))
    alice = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Alice',
      devnetUrl: devnet.url,
      amount: 40,
    })
    const other = `${home}/bob`
    bob = await createFundedWallet(
      (...args) => ftm(...args.map((a) => (a === `${home}/phrase.txt` ? `${other}-phrase.txt` : a))),
      { home, passwordFile, name: 'Bob', devnetUrl: devnet.url, amount: 30 },
    )
    await tx('Alice', 'stake', 'delegate', '--validator', VALIDATOR, '--amount', '5')
    await tx('Bob', 'stake', 'delegate', '--validator', VALIDATOR, '--amount', '3')
    await tx('Alice', 'wrap', '--amount', '10')
    await tx('Alice', 'fmint', 'lock', '--token', 'WFTM', '--amount', '4')
  }, 240_000)

  it('balance --all: each wallet in FTM and the display currency, and the summed total', async () => {
    const result = expectOk(await ftm('balance', '--all', '--json')).json<{
      currency: string
      price: number
      balances: Array<{
        name: string
        address: string
        balance: string
        fiatBalance: string
        fiatTotalValue: string
        totalValue: string
      }>
      total: { balance: string; totalValue: string; fiatBalance: string; fiatTotalValue: string }
    }>()
    expect(result.currency).toBe('USD')
    expect(result.price).toBeGreaterThan(0)
    expect(result.balances.map((b) => [b.name, b.address])).toEqual([
      ['Alice', alice],
      ['Bob', bob],
    ])
    for (const b of result.balances) {
      expect(BigInt(b.balance)).toBe(await getBalance(api, b.address))
      expect(b.fiatBalance).toBe(formatFiatValue(BigInt(b.balance), result.price))
      expect(b.fiatTotalValue).toBe(formatFiatValue(BigInt(b.totalValue), result.price))
    }
    const sum = (key: 'balance' | 'totalValue') => result.balances.reduce((s, b) => s + BigInt(b[key]), 0n)
    expect(BigInt(result.total.balance)).toBe(sum('balance'))
    expect(BigInt(result.total.totalValue)).toBe(sum('totalValue'))
    expect(result.total.fiatTotalValue).toBe(formatFiatValue(sum('totalValue'), result.price))
    // Alice's total counts the 5 FTM she delegated.
    const aliceRow = result.balances[0]
    expect(BigInt(aliceRow?.totalValue ?? 0) - BigInt(aliceRow?.balance ?? 0)).toBeGreaterThanOrEqual(
      wei('5'),
    )

    const human = expectOk(await ftm('balance', '--all'))
    const totalLine = human.stdout.split('\n').find((line) => line.startsWith('Total'))
    expect(totalLine).toContain(result.total.fiatTotalValue)
    expect(human.stdout).toMatch(/available\s+USD\s+total\s+USD/)
  })

  it('stake delegations --all: the delegations of every wallet, each naming its wallet', async () => {
    const result = expectOk(await ftm('stake', 'delegations', '--all', '--json')).json<{
      all: boolean
      delegations: Array<{ wallet: string; address: string; validator: string; amount: string }>
    }>()
    expect(result.all).toBe(true)
    expect(result.delegations.map((d) => [d.wallet, d.address, d.validator, d.amount])).toEqual([
      ['Alice', alice, VALIDATOR, wei('5').toString()],
      ['Bob', bob, VALIDATOR, wei('3').toString()],
    ])
    const human = expectOk(await ftm('stake', 'delegations', '--all'))
    expect(human.stdout).toMatch(/^wallet\s+validator/)
    expect(human.stdout).toMatch(/Alice\s+1\s+.*5\.00 FTM/)
    expect(human.stdout).toMatch(/Bob\s+1\s+.*3\.00 FTM/)
  })

  it('fmint status --all: the position of every wallet', async () => {
    const result = expectOk(await ftm('fmint', 'status', '--all', '--json')).json<{
      wallets: Array<{
        wallet: string
        address: string
        collateral: Array<{ token: string; balance: string }>
      }>
    }>()
    expect(result.wallets.map((w) => [w.wallet, w.address])).toEqual([
      ['Alice', alice],
      ['Bob', bob],
    ])
    expect(result.wallets[0]?.collateral).toEqual([
      expect.objectContaining({ token: 'WFTM', balance: wei('4').toString() }),
    ])
    expect(result.wallets[1]?.collateral.every((c) => c.balance === '0')).toBe(true)
    const human = expectOk(await ftm('fmint', 'status', '--all'))
    expect(human.stdout).toContain(`Alice (${alice})`)
    expect(human.stdout).toContain(`Bob (${bob})`)
    expect(human.stdout).toMatch(/locked WFTM\s+4\.00 /)
  })

  it('writes every amount with the decimal points of the settings', async () => {
    await atDecimalPoints(ftm, async () => {
      const balance = expectOk(await ftm('balance', '--all'))
      const aliceLine = balance.stdout.split('\n').find((l) => l.startsWith('Alice')) ?? ''
      expect(aliceLine).toMatch(/\d\.\d{4}…? FTM/)
      expect(aliceLine).toMatch(/\$[\d,]+\.\d{4}/)
      expect(expectOk(await ftm('stake', 'delegations', '--all')).stdout).toMatch(/Alice\s+1\s+.*5\.0000 FTM/)
      expect(expectOk(await ftm('--account', 'Alice', 'fmint', 'status')).stdout).toMatch(
        /locked WFTM\s+4\.0000 /,
      )
      // Alice wrapped 10 FTM and locked 4 WFTM in fMint: 6 WFTM left.
      expect(expectOk(await ftm('--account', 'Alice', 'assets')).stdout).toMatch(/WFTM\s+6\.0000\s/)
      expect(expectOk(await ftm('--account', 'Bob', 'balance')).stdout).toMatch(
        /available\s+[\d,]+\.\d{4}…? FTM/,
      )
      expect(
        expectOk(await ftm('--account', 'Alice', 'stake', 'show', '--validator', VALIDATOR)).stdout,
      ).toMatch(/delegated\s+5\.0000 FTM/)
      const validators = expectOk(await ftm('stake', 'validators')).stdout
      const row = validators.split('\n').find((l) => /^\s*1\s/.test(l)) ?? ''
      // total stake and what it can still take, both cut to 4 decimal points.
      expect(row).toMatch(/\s[\d,]+\.\d{4}…? FTM\s+[\d,]+\.\d{4}…? FTM\s/)
      expect(validators).not.toMatch(/\.\d{5,} FTM/)
      const pools = expectOk(await ftm('pool', 'list')).stdout
      // a pool's tokens in the pair's own order (token0/token1)
      expect(pools).toMatch(/^(WFTM|FUSD)\/(WFTM|FUSD)\s+[\d,]+\.\d{4}…? \1 \+ [\d,]+\.\d{4}…? \2\s/m)
      const pool = expectOk(await ftm('pool', 'show', 'WFTM/FUSD')).stdout
      expect(pool).toMatch(/^reserves\s+[\d,]+\.\d{4}…? WFTM \+ [\d,]+\.\d{4}…? FUSD$/m)
      expect(pool).toMatch(/^1 WFTM\s+[\d,]+\.\d{4}…? FUSD$/m)
      expect(pool).toMatch(/^LP supply\s+[\d,]+\.\d{4}…?$/m)
      const quote = expectOk(
        await ftm('swap', 'quote', '--from', 'WFTM', '--to', 'FUSD', '--amount', '1'),
      ).stdout
      expect(quote).toMatch(/^sell\s+1\.0000 WFTM$/m)
      expect(quote).toMatch(/^buy\s+[\d,]+\.\d{4}…? FUSD$/m)
      expect(quote).toMatch(/^min received\s+[\d,]+\.\d{4}…? FUSD$/m)
      // Alice's history: the 40 FTM from the faucet in, the 5 FTM delegation out.
      const history = expectOk(await ftm('--account', 'Alice', 'history')).stdout
      expect(history).toMatch(/\sin\s+0x[0-9a-fA-F]{40}\s+40\.0000\s/)
      expect(history).toMatch(/\sout\s+0x[0-9a-fA-F]{40}\s+5\.0000\s/)
      expect(history).not.toMatch(/\d\.\d{5,}\s/)
    })
  })
})
