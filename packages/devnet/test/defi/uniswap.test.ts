import { Interface, keccak256, type Log, MaxUint256, parseEther, parseUnits, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDefi } from '../../src/chain/defi/deployDefi.js'
import type { DefiDeployment } from '../../src/chain/defi/types.js'
import {
  computePairAddress,
  loadUniswapArtifact,
  UNISWAP_PAIR_INIT_CODE_HASH,
} from '../../src/chain/defi/uniswapArtifacts.js'
import { contractAt, createDefiFixture, type DefiFixture, loadArtifact, mined } from './fixture.js'

const routerArtifact = loadUniswapArtifact('UniswapV2Router02')
const routerAbi = new Interface(routerArtifact.abi)
const pairAbi = new Interface(loadUniswapArtifact('UniswapV2Pair').abi)
const tokenAbi = new Interface(loadArtifact('MintableToken').abi)
type RouterMethod =
  | 'WETH'
  | 'factory'
  | 'getAmountsOut'
  | 'getAmountsIn'
  | 'addLiquidity'
  | 'removeLiquidity'
  | 'swapExactTokensForTokens'
  | 'swapTokensForExactTokens'
  | 'swapExactETHForTokens'
  | 'swapExactTokensForETH'

describe('Uniswap V2 (fUNI) from the published bytecode', () => {
  let f: DefiFixture
  let defi: DefiDeployment
  let trader: Wallet
  const router = (runner: Wallet) => contractAt<RouterMethod>(defi.contracts.uniswapRouter, routerAbi, runner)
  const token = (address: string, runner: Wallet) =>
    contractAt<'balanceOf' | 'increaseAllowance' | 'mint' | 'approve'>(address, tokenAbi, runner)
  const latestTime = async () => (await f.provider.getBlock('latest'))!.timestamp
  /** Sends a router call with the gas buffer anvil needs for swaps (toolchain notes: ×1.5 + 50,000). */
  async function routerSend(fn: RouterMethod, args: readonly unknown[], value = 0n) {
    const data = routerAbi.encodeFunctionData(fn, args)
    const request = { to: defi.contracts.uniswapRouter, data, value }
    const estimate = await trader.estimateGas(request)
    return mined(trader.sendTransaction({ ...request, gasLimit: (estimate * 3n) / 2n + 50_000n }))
  }
  const pairFor = (a: string, b: string) =>
    defi.pairs.find((p) => [p.token0, p.token1].sort().join() === [a, b].sort().join())!

  beforeAll(async () => {
    f = await createDefiFixture()
    defi = await deployDefi(f.ctx)
    trader = await f.newAccount('100000')
    const { wftm, usdc } = defi.contracts
    const wftmToken = contractAt<'deposit'>(wftm, loadArtifact('WrappedFtm').abi, trader)
    await mined(wftmToken.deposit({ value: parseEther('50000') }))
    await mined(token(usdc, f.admin).mint(trader.address, parseUnits('50000', 6)))
    // the wallet's "Allow" steps use increaseAllowance (docs/decisions.md#allowances)
    await mined(token(wftm, trader).increaseAllowance(defi.contracts.uniswapRouter, MaxUint256 / 2n))
    await mined(token(usdc, trader).increaseAllowance(defi.contracts.uniswapRouter, MaxUint256 / 2n))
  })
  afterAll(async () => {
    await f?.stop()
  })

  it('uses the pair init code hash of fUNI, which Router02 has built in', () => {
    expect(keccak256(loadUniswapArtifact('UniswapV2Pair').bytecode)).toBe(UNISWAP_PAIR_INIT_CODE_HASH)
    expect(routerArtifact.bytecode).toContain(UNISWAP_PAIR_INIT_CODE_HASH.slice(2))
  })

  it('creates the four pools at the CREATE2 addresses the router computes, with WETH = WFTM', async () => {
    const factory = contractAt<'getPair' | 'allPairsLength' | 'allPairs'>(
      defi.contracts.uniswapFactory,
      loadUniswapArtifact('UniswapV2Factory').abi,
      f.admin,
    )
    expect(await factory.allPairsLength()).toBe(4n)
    const bySymbols = (name: string) => name.split('/').sort().join('/')
    expect(defi.pairs.map((p) => bySymbols(p.name)).sort()).toEqual(
      ['WFTM/FUSD', 'WFTM/sFTM', 'WFTM/USDC', 'WBTC/USDC'].map(bySymbols).sort(),
    )
    for (const pair of defi.pairs) {
      expect(await factory.getPair(pair.token1, pair.token0)).toBe(pair.address)
      expect(computePairAddress(defi.contracts.uniswapFactory, pair.token0, pair.token1)).toBe(pair.address)
      const lp = contractAt<'token0' | 'token1' | 'symbol' | 'decimals'>(pair.address, pairAbi, f.admin)
      expect([await lp.token0(), await lp.token1(), await lp.symbol(), await lp.decimals()]).toEqual([
        pair.token0,
        pair.token1,
        'UNI-V2',
        18n,
      ])
    }
    expect(await router(f.admin).WETH()).toBe(defi.contracts.wftm)
    expect(await router(f.admin).factory()).toBe(defi.contracts.uniswapFactory)
  })

  it('adds liquidity, swaps exact-in and exact-out at the quoted amounts, and removes liquidity', async () => {
    const { wftm, usdc } = defi.contracts
    const pair = pairFor(wftm, usdc)
    const lp = contractAt<'balanceOf' | 'approve' | 'getReserves'>(pair.address, pairAbi, trader)
    const deadline = (await latestTime()) + 1200
    await routerSend('addLiquidity', [
      wftm,
      usdc,
      parseEther('20000'),
      parseUnits('12000', 6),
      0,
      0,
      trader.address,
      deadline,
    ])
    const shares: bigint = await lp.balanceOf(trader.address)
    expect(shares).toBeGreaterThan(0n)

    const out: bigint = (await router(trader).getAmountsOut(parseEther('100'), [wftm, usdc]))[1]
    const usdcBefore: bigint = await token(usdc, trader).balanceOf(trader.address)
    const swap = await routerSend('swapExactTokensForTokens', [
      parseEther('100'),
      out,
      [wftm, usdc],
      trader.address,
      deadline,
    ])
    expect(await token(usdc, trader).balanceOf(trader.address)).toBe(usdcBefore + out)
    expect(swap.logs.map((l: Log) => pairAbi.parseLog(l)?.name).filter(Boolean)).toContain('Swap')

    const needed: bigint = (await router(trader).getAmountsIn(parseUnits('50', 6), [wftm, usdc]))[0]
    const wftmBefore: bigint = await token(wftm, trader).balanceOf(trader.address)
    await routerSend('swapTokensForExactTokens', [
      parseUnits('50', 6),
      needed,
      [wftm, usdc],
      trader.address,
      deadline,
    ])
    expect(await token(wftm, trader).balanceOf(trader.address)).toBe(wftmBefore - needed)

    // remove-liquidity step 1 is an LP approve to the router (docs/chain-and-api.md#funi)
    await mined(lp.approve(defi.contracts.uniswapRouter, shares / 2n))
    const burn = await routerSend('removeLiquidity', [
      wftm,
      usdc,
      shares / 2n,
      0,
      0,
      trader.address,
      deadline,
    ])
    expect(burn.logs.map((l: Log) => pairAbi.parseLog(l)?.name).filter(Boolean)).toContain('Burn')
    expect(await lp.balanceOf(trader.address)).toBe(shares - shares / 2n)
  })

  it('rejects an expired deadline taken from the chain clock', async () => {
    const { wftm, usdc } = defi.contracts
    const past = (await latestTime()) - 1
    await expect(
      router(trader).swapExactTokensForTokens.staticCall(
        parseEther('1'),
        0,
        [wftm, usdc],
        trader.address,
        past,
      ),
    ).rejects.toMatchObject({ reason: 'UniswapV2Router: EXPIRED' })
  })

  it('swaps native FTM through WFTM in both directions', async () => {
    const { wftm, usdc } = defi.contracts
    const deadline = (await latestTime()) + 1200
    const usdcBefore: bigint = await token(usdc, trader).balanceOf(trader.address)
    await routerSend('swapExactETHForTokens', [0, [wftm, usdc], trader.address, deadline], parseEther('10'))
    const got: bigint = (await token(usdc, trader).balanceOf(trader.address)) - usdcBefore
    expect(got).toBeGreaterThan(0n)
    const ftmBefore = await f.provider.getBalance(trader.address)
    const receipt = await routerSend('swapExactTokensForETH', [
      got,
      0,
      [usdc, wftm],
      trader.address,
      deadline,
    ])
    const fee = receipt.gasUsed * receipt.gasPrice
    expect(await f.provider.getBalance(trader.address)).toBeGreaterThan(ftmBefore - fee)
  })

  it('accepts the worked swapExactTokensForTokens encoding of docs/chain-and-api.md#selectors-and-encodings byte for byte', async () => {
    const [a33, a44, a55] = ['33', '44', '55'].map((b) => `0x${b.repeat(20)}`)
    const vector = [
      '0x38ed1739',
      '0de0b6b3a7640000'.padStart(64, '0'),
      '0dbd2fc137a30000'.padStart(64, '0'),
      'a0'.padStart(64, '0'),
      '55'.repeat(20).padStart(64, '0'),
      '6553f100'.padStart(64, '0'),
      '2'.padStart(64, '0'),
      '33'.repeat(20).padStart(64, '0'),
      '44'.repeat(20).padStart(64, '0'),
    ].join('')
    const args = [parseEther('1'), parseEther('0.99'), [a33, a44], a55, 1_700_000_000]
    expect(routerAbi.encodeFunctionData('swapExactTokensForTokens', args)).toBe(vector)

    const { wftm, usdc } = defi.contracts
    const deadline = (await latestTime()) + 1200
    const data = vector
      .replace('33'.repeat(20), wftm.slice(2).toLowerCase())
      .replace('44'.repeat(20), usdc.slice(2).toLowerCase())
      .replace('55'.repeat(20), trader.address.slice(2).toLowerCase())
      .replace('0dbd2fc137a30000'.padStart(64, '0'), '0'.repeat(64))
      .replace('6553f100'.padStart(64, '0'), deadline.toString(16).padStart(64, '0'))
    const request = { to: defi.contracts.uniswapRouter, data }
    const gasLimit = ((await trader.estimateGas(request)) * 3n) / 2n + 50_000n
    const receipt = await mined(trader.sendTransaction({ ...request, gasLimit }))
    expect(receipt.status).toBe(1)
  })
})
