import {
  encodeBytes32String,
  Interface,
  type Log,
  MaxUint256,
  parseEther,
  type Wallet,
  ZeroAddress,
} from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDefi } from '../../src/chain/defi/deployDefi.js'
import type { DefiDeployment } from '../../src/chain/defi/types.js'
import { contractAt, createDefiFixture, type DefiFixture, loadArtifact, mined } from './fixture.js'

const FMINT_METHODS = [
  'mustDeposit',
  'mustWithdraw',
  'mustMint',
  'mustMintMax',
  'mustRepay',
  'mustRepayMax',
  'mint',
  'collateralValueOf',
  'debtValueOf',
  'getMaxToMint',
  'getMaxToWithdraw',
  'getCollateralLowestDebtRatio4dec',
  'getRewardEligibilityRatio4dec',
  'getFMintFee4dec',
  'fMintFeeDigitsCorrection',
  'rewardCanClaim',
  'rewardIsEligible',
] as const
type FmintMethod = (typeof FMINT_METHODS)[number]

const fmintAbi = new Interface(loadArtifact('FantomMint').abi)
const rewardsAbi = new Interface(loadArtifact('FantomMintRewardDistribution').abi)
const tokenAbi = new Interface(loadArtifact('MintableToken').abi)
const zeroValue = [ZeroAddress, 0n] as const

describe('fMint', () => {
  let f: DefiFixture
  let defi: DefiDeployment
  const fmint = (runner: Wallet) => contractAt<FmintMethod>(defi.contracts.fMint, fmintAbi, runner)
  const token = (address: string, runner: Wallet) =>
    contractAt<'balanceOf' | 'increaseAllowance' | 'deposit' | 'transfer'>(address, tokenAbi, runner)
  const wftmAbi = new Interface(loadArtifact('WrappedFtm').abi)
  const oracle = () =>
    contractAt<'setPrice' | 'getPrice'>(
      defi.contracts.priceOracle,
      loadArtifact('PriceOracleProxy').abi,
      f.admin,
    )

  /** A fresh account holding `wftm` WFTM, with the allowance fMint needs. */
  async function userWithWftm(wftm: string): Promise<Wallet> {
    const user = await f.newAccount(String(Number(wftm) + 100))
    const w = contractAt<'deposit' | 'increaseAllowance'>(defi.contracts.wftm, wftmAbi, user)
    await mined(w.deposit({ value: parseEther(wftm) }))
    await mined(w.increaseAllowance(defi.contracts.fMint, MaxUint256 / 2n))
    return user
  }

  beforeAll(async () => {
    f = await createDefiFixture()
    defi = await deployDefi(f.ctx)
  })
  afterAll(async () => {
    await f?.stop()
  })

  it('reports the real configuration: 300 % minimum, 500 % for rewards, 0.5 % fee', async () => {
    const m = fmint(f.admin)
    expect(await m.getCollateralLowestDebtRatio4dec()).toBe(30000n)
    expect(await m.getRewardEligibilityRatio4dec()).toBe(50000n)
    expect(await m.getFMintFee4dec()).toBe(50n)
    expect(await m.fMintFeeDigitsCorrection()).toBe(10000n)
  })

  it('finds every module through the address provider by its padded ASCII name', async () => {
    const provider = contractAt<'getFantomMint'>(
      defi.contracts.fMintAddressProvider,
      loadArtifact('FantomMintAddressProvider').abi,
      f.admin,
    )
    const expected: Record<string, string> = {
      fantom_mint: defi.contracts.fMint,
      collateral_pool: defi.contracts.fMintCollateralPool,
      debt_pool: defi.contracts.fMintDebtPool,
      price_oracle_proxy: defi.contracts.priceOracle,
      reward_distribution: defi.contracts.fMintRewards,
      token_registry: defi.contracts.fMintTokenRegistry,
      erc20_reward_token: defi.contracts.wftm,
    }
    for (const [name, address] of Object.entries(expected)) {
      // getFunction: Contract.getAddress() is ethers' own method
      expect(await provider.getFunction('getAddress')(encodeBytes32String(name))).toBe(address)
    }
    expect(await provider.getFantomMint()).toBe(defi.contracts.fMint)
  })

  it('lists the tokens in the registry with the mainnet-era tuple and the deployment metadata', async () => {
    const registry = contractAt<'tokens' | 'tokensCount' | 'canTrade'>(
      defi.contracts.fMintTokenRegistry,
      loadArtifact('FantomMintTokenRegistry').abi,
      f.admin,
    )
    expect(await registry.tokensCount()).toBe(BigInt(defi.tokens.length))
    for (const t of defi.tokens) {
      const [id, name, symbol, decimals, logo, oracleAddress, priceDecimals, isActive, canDeposit, canMint] =
        await registry.tokens(t.address)
      expect(id).toBeGreaterThan(0n)
      expect({
        name,
        symbol,
        decimals: Number(decimals),
        logo,
        priceDecimals: Number(priceDecimals),
      }).toEqual({
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        logo: t.logoUrl,
        priceDecimals: 18,
      })
      expect([oracleAddress, isActive, canDeposit, canMint]).toEqual([
        defi.contracts.priceOracle,
        true,
        t.canDeposit,
        t.canMint,
      ])
      expect(await registry.canTrade(t.address)).toBe(t.canTrade)
    }
    expect(defi.tokens.filter((t) => t.canDeposit).map((t) => t.symbol)).toEqual(['WFTM', 'sFTM'])
    expect(defi.tokens.filter((t) => t.canMint).map((t) => t.symbol)).toEqual(['FUSD'])
  })

  it('lets only fMint mint fUSD', async () => {
    const fusd = contractAt<'mint' | 'isMinter'>(defi.contracts.fusd, tokenAbi, f.admin)
    expect(await fusd.isMinter(defi.contracts.fMint)).toBe(true)
    expect(await fusd.isMinter(f.admin.address)).toBe(false)
    await expect(fusd.mint.staticCall(f.admin.address, 1n)).rejects.toMatchObject({
      reason: 'MinterRole: caller does not have the Minter role',
    })
  })

  it('rejects bad deposits with the real reasons', async () => {
    const user = await userWithWftm('100')
    const m = fmint(user)
    const { wftm, fusd } = defi.contracts
    await expect(m.mustDeposit.staticCall(wftm, 0)).rejects.toMatchObject({
      reason: 'non-zero amount expected',
    })
    await expect(m.mustDeposit.staticCall(fusd, 1)).rejects.toMatchObject({
      reason: 'deposit of the token prohibited',
    })
    await expect(m.mustDeposit.staticCall(wftm, parseEther('101'))).rejects.toMatchObject({
      reason: 'insufficient token balance',
    })
    const stranger = await userWithWftm('10')
    await mined(token(wftm, stranger).increaseAllowance(defi.contracts.fMint, 0))
    const noAllowance = await f.newAccount('10')
    await mined(contractAt<'deposit'>(wftm, wftmAbi, noAllowance).deposit({ value: parseEther('1') }))
    await expect(fmint(noAllowance).mustDeposit.staticCall(wftm, parseEther('1'))).rejects.toMatchObject({
      reason: 'insufficient allowance',
    })
  })

  it('locks collateral, mints fUSD minus the 0.5 % fee, and enforces the 300 % ratio', async () => {
    const user = await userWithWftm('1000')
    const m = fmint(user)
    const { wftm, fusd } = defi.contracts
    const deposit = await mined(m.mustDeposit(wftm, parseEther('1000')))
    expect(deposit.logs.map((l: Log) => fmintAbi.parseLog(l)?.name).filter(Boolean)).toEqual(['Deposited'])
    // 1000 WFTM at $0.58 = $580 (+1 wei dust adjustment); 300 % allows $193.33 of debt
    expect(await m.collateralValueOf(user.address, ...zeroValue)).toBe(parseEther('580') + 1n)
    await expect(m.mustMint.staticCall(fusd, parseEther('194'))).rejects.toMatchObject({
      reason: 'insufficient collateral value',
    })
    const mint = await mined(m.mustMint(fusd, parseEther('100')))
    const minted = mint.logs.map((l: Log) => fmintAbi.parseLog(l)).find((e) => e?.name === 'Minted')!
    const fee = parseEther('100') / 200n + 1n
    expect(minted.args.toArray()).toEqual([fusd, user.address, parseEther('100'), fee])
    expect(await token(fusd, user).balanceOf(user.address)).toBe(parseEther('100') - fee)
    expect(await m.debtValueOf(user.address, ...zeroValue)).toBe(parseEther('100') + 1n)

    // 300 % of $100 is $300: more than $280 of collateral cannot leave
    await expect(m.mustWithdraw.staticCall(wftm, parseEther('500'))).rejects.toMatchObject({
      reason: 'insufficient collateral value remains',
    })
    await expect(m.mustWithdraw.staticCall(wftm, parseEther('1001'))).rejects.toMatchObject({
      reason: 'insufficient collateral balance',
    })
    const before = await token(wftm, user).balanceOf(user.address)
    await mined(m.mustWithdraw(wftm, parseEther('400')))
    expect(await token(wftm, user).balanceOf(user.address)).toBe(before + parseEther('400'))
    expect(await m.getMaxToWithdraw(user.address, wftm, 30000)).toBeLessThan(parseEther('100'))
  })

  it('returns error codes from the non-reverting twins', async () => {
    const m = fmint(await userWithWftm('10'))
    expect(await m.mint.staticCall(defi.contracts.fusd, 0)).toBe(0x1000n)
    expect(await m.mint.staticCall(defi.contracts.wftm, 1)).toBe(0x1007n)
  })

  it('mints the maximum at 300 % with mustMintMax and repays all it can with mustRepayMax', async () => {
    const user = await userWithWftm('3000')
    const m = fmint(user)
    const { wftm, fusd } = defi.contracts
    await mined(m.mustDeposit(wftm, parseEther('3000')))
    const max: bigint = await m.getMaxToMint(user.address, fusd, 30000)
    await mined(m.mustMintMax(fusd, 30000))
    const collateral = await m.collateralValueOf(user.address, ...zeroValue)
    const debt = await m.debtValueOf(user.address, ...zeroValue)
    expect(debt).toBe(max + 1n)
    expect(collateral).toBeGreaterThanOrEqual(debt * 3n)
    expect(collateral - debt * 3n).toBeLessThan(parseEther('0.01'))
    await expect(m.mustMint.staticCall(fusd, parseEther('0.01'))).rejects.toMatchObject({
      reason: 'insufficient collateral value',
    })

    const fusdToken = token(fusd, user)
    await expect(m.mustRepay.staticCall(fusd, parseEther('1'))).rejects.toMatchObject({
      reason: 'insufficient allowance',
    })
    await mined(fusdToken.increaseAllowance(defi.contracts.fMint, MaxUint256 / 2n))
    await expect(m.mustRepay.staticCall(fusd, max + 1n)).rejects.toMatchObject({
      reason: 'insufficient debt outstanding',
    })
    const held: bigint = await fusdToken.balanceOf(user.address)
    await mined(m.mustRepayMax(fusd))
    expect(await fusdToken.balanceOf(user.address)).toBe(0n)
    // the fee stays as debt: the wallet held amount - fee
    expect(await m.debtValueOf(user.address, ...zeroValue)).toBe(max - held + 1n)
  })

  it('accepts the worked encoding mustMintMax(0x1111…1111, 30000) byte for byte', async () => {
    const vector = `0x572f9225${'0'.repeat(24)}${'1'.repeat(40)}${'0'.repeat(60)}7530`
    expect(fmintAbi.encodeFunctionData('mustMintMax', [`0x${'1'.repeat(40)}`, 30000])).toBe(vector)
    const user = await userWithWftm('100')
    await mined(fmint(user).mustDeposit(defi.contracts.wftm, parseEther('100')))
    const data = vector.replace('1'.repeat(40), defi.contracts.fusd.slice(2).toLowerCase())
    const receipt = await (await user.sendTransaction({ to: defi.contracts.fMint, data })).wait()
    expect(receipt!.status).toBe(1)
    expect(await fmint(user).debtValueOf(user.address, ...zeroValue)).toBeGreaterThan(parseEther('19'))
  })

  describe('rewards', () => {
    const rewards = (runner: Wallet) =>
      contractAt<
        | 'mustRewardPush'
        | 'mustRewardClaim'
        | 'rewardUpdateRate'
        | 'rewardEarned'
        | 'rewardStash'
        | 'lastRewardPush'
      >(defi.contracts.fMintRewards, rewardsAbi, runner)
    const advance = async (seconds: number) => {
      await f.provider.send('evm_increaseTime', [seconds])
      await f.provider.send('evm_mine', [])
    }

    it('pushes, accrues to accounts at 500 % or more, and pays claims in WFTM', async () => {
      const { wftm, fusd } = defi.contracts
      const funder = await userWithWftm('10000')
      await mined(token(wftm, funder).transfer(defi.contracts.fMintRewards, parseEther('10000')))
      const admin = rewards(f.admin)
      await mined(admin.rewardUpdateRate(parseEther('0.01')))
      await mined(admin.mustRewardPush())
      await expect(admin.mustRewardPush.staticCall()).rejects.toMatchObject({
        reason: 'too early for a rewards push',
      })

      const saver = await userWithWftm('1000')
      await mined(fmint(saver).mustDeposit(wftm, parseEther('1000')))
      await mined(fmint(saver).mustMint(fusd, parseEther('50'))) // $580 / $50 ≈ 1160 %
      await expect(rewards(saver).mustRewardClaim.staticCall()).rejects.toMatchObject({
        reason: 'no rewards earned',
      })
      expect(await fmint(saver).rewardIsEligible(saver.address)).toBe(true)

      await advance(7200)
      await mined(rewards(saver).mustRewardPush())
      await advance(3600)
      const earned = await rewards(saver).rewardEarned(saver.address)
      expect(earned).toBeGreaterThan(0n)
      const before = await token(wftm, saver).balanceOf(saver.address)
      const claim = await mined(rewards(saver).mustRewardClaim())
      const paid = claim.logs.map((l: Log) => rewardsAbi.parseLog(l)).find((e) => e?.name === 'RewardPaid')!
      expect(paid.args[0]).toBe(saver.address)
      expect(paid.args[1]).toBeGreaterThanOrEqual(earned)
      expect(await token(wftm, saver).balanceOf(saver.address)).toBe(before + paid.args[1])
    })

    it('rejects a claim below 300 % and lets positions under 500 % earn nothing', async () => {
      const { wftm, fusd } = defi.contracts
      const saver = await userWithWftm('1000')
      await mined(fmint(saver).mustDeposit(wftm, parseEther('1000')))
      await mined(fmint(saver).mustMint(fusd, parseEther('50')))
      const modest = await userWithWftm('1000')
      await mined(fmint(modest).mustDeposit(wftm, parseEther('1000')))
      await mined(fmint(modest).mustMint(fusd, parseEther('150'))) // ≈ 387 %
      await advance(7200)
      await mined(rewards(saver).mustRewardPush())
      await advance(3600)
      expect(await fmint(modest).rewardIsEligible(modest.address)).toBe(false)
      expect(await rewards(modest).rewardEarned(modest.address)).toBe(0n)
      expect(await rewards(saver).rewardEarned(saver.address)).toBeGreaterThan(0n)
      await mined(fmint(saver).mustMint(fusd, parseEther('1'))) // any fMint action stashes the earned rewards
      const stash = await rewards(saver).rewardStash(saver.address)
      expect(stash).toBeGreaterThan(0n)

      const price = await oracle().getPrice(wftm)
      await mined(oracle().setPrice(wftm, price / 10n)) // saver drops to ≈ 116 %
      try {
        expect(await fmint(saver).rewardCanClaim(saver.address)).toBe(false)
        await expect(rewards(saver).mustRewardClaim.staticCall()).rejects.toMatchObject({
          reason: 'reward claim rejected',
        })
      } finally {
        await mined(oracle().setPrice(wftm, price))
      }
      // back above 300 %: the stash kept from before the drop can be claimed
      await mined(rewards(saver).mustRewardClaim())
      expect(await rewards(saver).rewardStash(saver.address)).toBe(0n)
    })
  })
})
