import { Interface, type Log, parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDefi } from '../../src/chain/defi/deployDefi.js'
import type { DefiDeployment } from '../../src/chain/defi/types.js'
import { loadUniswapArtifact } from '../../src/chain/defi/uniswapArtifacts.js'
import { type SeedDefiReturnType, seedDefi } from '../../src/chain/seed/seedDefi.js'
import { contractAt, createDefiFixture, type DefiFixture, loadArtifact } from './fixture.js'

const DAY = 86_400
const pairAbi = new Interface(loadUniswapArtifact('UniswapV2Pair').abi)
const rewardsAbi = new Interface(loadArtifact('FantomMintRewardDistribution').abi)
const fmintAbi = new Interface(loadArtifact('FantomMint').abi)

describe('seedDefi', () => {
  let f: DefiFixture
  let defi: DefiDeployment
  let seeded: SeedDefiReturnType
  let logs: Log[]
  const times = new Map<number, number>()
  const timeOf = async (block: number) => {
    if (!times.has(block)) times.set(block, (await f.provider.getBlock(block))!.timestamp)
    return times.get(block)!
  }

  beforeAll(async () => {
    f = await createDefiFixture(40, '0')
    defi = await deployDefi(f.ctx)
  })
  afterAll(async () => {
    await f?.stop()
  })

  it('refuses to seed without sFTM on the admin account', async () => {
    await expect(seedDefi(f.ctx, defi)).rejects.toMatchObject({ code: 'DEFI_SEED_NO_SFTM' })
  })

  it('plays about 35 days of history up to the end of its window', async () => {
    await f.mintSftm(f.admin.address, '50000')
    const to = Math.floor(Date.now() / 1000) - 12 * 3600
    seeded = await seedDefi(f.ctx, defi, { to })
    expect(seeded.to - seeded.from).toBeGreaterThan(34 * DAY)
    expect(Math.abs(seeded.to - to)).toBeLessThan(120)
    expect(seeded.counts).toMatchObject({ swaps: 220 })
    expect(seeded.counts.adds + seeded.counts.removes).toBeGreaterThanOrEqual(15)
    expect(seeded.counts.removes).toBeGreaterThanOrEqual(3)
    expect(seeded.counts.days).toBeGreaterThanOrEqual(34)
    expect(seeded.traders).toHaveLength(8)
  })

  it('extends the history on the same pools up to the present', async () => {
    // someone else sends with the admin key in between (the chain layer's last seed steps)
    await (await f.admin.sendTransaction({ to: f.admin.address, value: 1n })).wait()
    const more = await seeded.extend({})
    expect(more.swaps).toBeGreaterThanOrEqual(40)
    expect(more.days).toBe(1)
    const latest = (await f.provider.getBlock('latest'))!.timestamp
    expect(Math.abs(Math.floor(Date.now() / 1000) - latest)).toBeLessThan(120)
    logs = await f.provider.getLogs({ fromBlock: 0, address: defi.pairs.map((p) => p.address) })
  })

  it('spreads swaps, adds and removes of every pool over many days and densely over the last day', async () => {
    const byPair = new Map<string, { swaps: number; mints: number; burns: number; days: Set<number> }>()
    let lastDay = 0
    for (const log of logs) {
      const event = pairAbi.parseLog(log)
      if (!event || !['Swap', 'Mint', 'Burn'].includes(event.name)) continue
      const entry = byPair.get(log.address) ?? { swaps: 0, mints: 0, burns: 0, days: new Set<number>() }
      byPair.set(log.address, entry)
      const time = await timeOf(log.blockNumber)
      if (event.name === 'Swap') {
        entry.swaps++
        entry.days.add(Math.floor(time / DAY))
        if (time > Date.now() / 1000 - DAY) lastDay++
      } else if (event.name === 'Mint') entry.mints++
      else entry.burns++
    }
    expect(byPair.size).toBe(4)
    for (const entry of byPair.values()) {
      expect(entry.swaps).toBeGreaterThanOrEqual(20)
      expect(entry.mints).toBeGreaterThanOrEqual(1)
      expect(entry.days.size).toBeGreaterThanOrEqual(10)
    }
    expect([...byPair.values()].reduce((n, e) => n + e.burns, 0)).toBeGreaterThanOrEqual(3)
    expect(lastDay).toBeGreaterThanOrEqual(40)
  })

  it('leaves pool prices close to the oracle prices', async () => {
    const oracle = contractAt<'getPrice'>(
      defi.contracts.priceOracle,
      loadArtifact('PriceOracleProxy').abi,
      f.admin,
    )
    for (const pair of defi.pairs) {
      const lp = contractAt<'getReserves'>(pair.address, pairAbi, f.admin)
      const [r0, r1] = await lp.getReserves()
      const [t0, t1] = [pair.token0, pair.token1].map((a) => defi.tokens.find((t) => t.address === a)!)
      const poolPrice = Number(r1) / 10 ** t1!.decimals / (Number(r0) / 10 ** t0!.decimals)
      const oraclePrice =
        Number(await oracle.getPrice(t0!.address)) / Number(await oracle.getPrice(t1!.address))
      expect(Math.abs(poolPrice / oraclePrice - 1)).toBeLessThan(0.1)
    }
  })

  it('leaves fMint positions, some of them earning rewards, and a history of pushes and claims', async () => {
    const fmint = contractAt<'debtValueOf' | 'collateralValueOf' | 'rewardIsEligible'>(
      defi.contracts.fMint,
      fmintAbi,
      f.admin,
    )
    const rewards = contractAt<'rewardEarned' | 'lastRewardPush'>(
      defi.contracts.fMintRewards,
      rewardsAbi,
      f.admin,
    )
    let earning = 0
    for (const trader of seeded.traders) {
      const debt: bigint = await fmint.debtValueOf(trader, '0x0000000000000000000000000000000000000000', 0)
      const collateral: bigint = await fmint.collateralValueOf(
        trader,
        '0x0000000000000000000000000000000000000000',
        0,
      )
      expect(debt).toBeGreaterThan(0n)
      expect(collateral).toBeGreaterThanOrEqual(debt * 3n)
      if ((await fmint.rewardIsEligible(trader)) && (await rewards.rewardEarned(trader)) > 0n) earning++
    }
    expect(earning).toBeGreaterThanOrEqual(3)
    expect(Number(await rewards.lastRewardPush())).toBeGreaterThan(seeded.to)
    const rewardLogs = await f.provider.getLogs({ fromBlock: 0, address: defi.contracts.fMintRewards })
    const names = rewardLogs.map((l) => rewardsAbi.parseLog(l)?.name)
    expect(names.filter((n) => n === 'RewardAdded').length).toBeGreaterThanOrEqual(30)
    expect(names.filter((n) => n === 'RewardPaid').length).toBeGreaterThanOrEqual(1)
    const fmintLogs = await f.provider.getLogs({ fromBlock: 0, address: defi.contracts.fMint })
    const fmintEvents = new Set(fmintLogs.map((l) => fmintAbi.parseLog(l)?.name))
    expect([...fmintEvents].sort()).toEqual(expect.arrayContaining(['Deposited', 'Minted']))
    expect(await f.provider.getBalance(seeded.traders[0]!)).toBeGreaterThan(parseEther('1'))
  })

  it('keeps automine on afterwards and refuses to seed twice', async () => {
    const block = await f.provider.getBlockNumber()
    await (await f.admin.sendTransaction({ to: f.admin.address, value: 1n })).wait()
    expect(await f.provider.getBlockNumber()).toBe(block + 1)
    await expect(seedDefi(f.ctx, defi)).rejects.toMatchObject({ code: 'DEFI_SEED_ALREADY_SEEDED' })
  })
})
