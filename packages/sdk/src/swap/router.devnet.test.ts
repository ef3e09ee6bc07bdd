// The swap math and router builders against the devnet's Uniswap V2 router (the published bytecode): the
// computed amounts equal the router's, and a real allow + swap + add + remove round trip lands exactly.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Contract, JsonRpcProvider, parseEther, type Signer, type TransactionRequest, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildIncreaseAllowanceTx } from '../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildApproveTx } from '../contracts/pair/buildApproveTx.js'
import { routerAbi } from '../contracts/router/abi.js'
import { buildAddLiquidityTx } from '../contracts/router/buildAddLiquidityTx.js'
import { buildRemoveLiquidityTx } from '../contracts/router/buildRemoveLiquidityTx.js'
import { buildSwapExactTokensForTokensTx } from '../contracts/router/buildSwapExactTokensForTokensTx.js'
import { buildWrapTx } from '../contracts/wftm/buildWrapTx.js'
import { computeAmountIn, computeAmountOut, computeQuote } from './computeAmounts.js'
import { computeDeadline } from './computeDeadline.js'
import { computeRemoveLiquidityAmounts } from './liquidity.js'
import { computeMinimumAmount } from './slippage.js'

const pairAbi = [
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]
const erc20Abi = ['function balanceOf(address) view returns (uint256)']

const devnet = inject('devnet')
let provider: JsonRpcProvider
let contracts: Record<string, string>
let router: Contract

async function pairState(tokenA: string, tokenB: string) {
  const factory = new Contract(
    contracts.uniswapFactory!,
    ['function getPair(address,address) view returns (address)'],
    provider,
  )
  const address = (await factory.getFunction('getPair')(tokenA, tokenB)) as string
  const pair = new Contract(address, pairAbi, provider)
  const [r0, r1] = (await pair.getFunction('getReserves')()) as [bigint, bigint]
  const aIsToken0 = ((await pair.getFunction('token0')()) as string).toLowerCase() === tokenA.toLowerCase()
  return { address, pair, reserveA: aIsToken0 ? r0 : r1, reserveB: aIsToken0 ? r1 : r0 }
}

// Anvil under-estimates Uniswap gas now and then (docs/toolchain.md#local-chain), so every send carries a fixed
// limit.
async function send(wallet: Signer, tx: TransactionRequest) {
  const receipt = await (await wallet.sendTransaction({ ...tx, gasLimit: 600_000n })).wait()
  expect(receipt?.status).toBe(1)
}

beforeAll(() => {
  provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true })
  contracts = devnet.info.contracts as Record<string, string>
  router = new Contract(contracts.uniswapRouter!, routerAbi, provider)
})
afterAll(() => provider.destroy())

describe('swap math against the devnet router', () => {
  it('computes the same amounts out and in as getAmountsOut / getAmountsIn', async () => {
    const { wftm, fusd } = contracts as { wftm: string; fusd: string }
    const { reserveA, reserveB } = await pairState(wftm, fusd)
    for (const amount of [1n, 10n ** 15n, parseEther('1'), parseEther('250')]) {
      const out = (await router.getFunction('getAmountsOut')(amount, [wftm, fusd])) as bigint[]
      expect(computeAmountOut({ amountIn: amount, reserveIn: reserveA, reserveOut: reserveB })).toBe(out[1])
      if (amount < reserveB) {
        const needed = (await router.getFunction('getAmountsIn')(amount, [wftm, fusd])) as bigint[]
        expect(computeAmountIn({ amountOut: amount, reserveIn: reserveA, reserveOut: reserveB })).toBe(
          needed[0],
        )
      }
    }
  })

  it('wraps, allows, swaps, adds and removes liquidity with the builders, landing on the computed amounts', async () => {
    const { wftm, fusd, uniswapRouter } = contracts as { wftm: string; fusd: string; uniswapRouter: string }
    const wallet = Wallet.createRandom().connect(provider)
    const funded = await fetch(`${devnet.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: wallet.address, amount: 500 }),
    })
    expect(funded.status).toBe(200)
    const balanceOf = (token: string) =>
      new Contract(token, erc20Abi, provider).getFunction('balanceOf')(wallet.address) as Promise<bigint>
    const deadline = async () =>
      computeDeadline({ latestBlockTimestamp: (await provider.getBlock('latest'))!.timestamp })

    await send(wallet, buildWrapTx({ wftm, amount: parseEther('300') }))
    expect(await balanceOf(wftm)).toBe(parseEther('300'))

    // Swap 100 WFTM for fUSD.
    const amountIn = parseEther('100')
    const before = await pairState(wftm, fusd)
    const expected = computeAmountOut({ amountIn, reserveIn: before.reserveA, reserveOut: before.reserveB })
    await send(wallet, buildIncreaseAllowanceTx({ token: wftm, spender: uniswapRouter, amount: amountIn }))
    await send(
      wallet,
      buildSwapExactTokensForTokensTx({
        router: uniswapRouter,
        amountIn,
        amountOutMin: computeMinimumAmount({ amount: expected, slippagePercent: 0.5 }),
        path: [wftm, fusd],
        recipient: wallet.address,
        deadline: await deadline(),
      }),
    )
    expect(await balanceOf(fusd)).toBe(expected)

    // Add 50 WFTM and the quoted fUSD, then remove the whole share.
    const pool = await pairState(wftm, fusd)
    const amountA = parseEther('50')
    const amountB = computeQuote({ amountA, reserveA: pool.reserveA, reserveB: pool.reserveB })
    expect(amountB).toBeLessThanOrEqual(expected)
    await send(wallet, buildIncreaseAllowanceTx({ token: wftm, spender: uniswapRouter, amount: amountA }))
    await send(wallet, buildIncreaseAllowanceTx({ token: fusd, spender: uniswapRouter, amount: amountB }))
    await send(
      wallet,
      buildAddLiquidityTx({
        router: uniswapRouter,
        tokenA: wftm,
        tokenB: fusd,
        amountADesired: amountA,
        amountBDesired: amountB,
        amountAMin: computeMinimumAmount({ amount: amountA, slippagePercent: 0.5 }),
        amountBMin: computeMinimumAmount({ amount: amountB, slippagePercent: 0.5 }),
        recipient: wallet.address,
        deadline: await deadline(),
      }),
    )
    const after = await pairState(wftm, fusd)
    const shareOf = (await after.pair.getFunction('balanceOf')(wallet.address)) as bigint
    const totalSupply = (await after.pair.getFunction('totalSupply')()) as bigint
    const removal = computeRemoveLiquidityAmounts({
      shareOf,
      totalSupply,
      reserveA: after.reserveA,
      reserveB: after.reserveB,
      percent: 100,
    })
    expect(removal.liquidity).toBe(shareOf)
    const [wftmBefore, fusdBefore] = [await balanceOf(wftm), await balanceOf(fusd)]
    await send(
      wallet,
      buildApproveTx({ pair: after.address, spender: uniswapRouter, amount: removal.liquidity }),
    )
    await send(
      wallet,
      buildRemoveLiquidityTx({
        router: uniswapRouter,
        tokenA: wftm,
        tokenB: fusd,
        liquidity: removal.liquidity,
        amountAMin: computeMinimumAmount({ amount: removal.amountA, slippagePercent: 0.5 }),
        amountBMin: computeMinimumAmount({ amount: removal.amountB, slippagePercent: 0.5 }),
        recipient: wallet.address,
        deadline: await deadline(),
      }),
    )
    expect((await balanceOf(wftm)) - wftmBefore).toBe(removal.amountA)
    expect((await balanceOf(fusd)) - fusdBefore).toBe(removal.amountB)
  })
})
