import { Interface, parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERC20_ABI, UNISWAP_ABI } from '../../src/chain/defi/abi.js'
import * as doc from './documents/uniswap.js'
import { ADDRESS, BYTES32, expectPageInfo, HEX, hex } from './helpers/expectWire.js'
import { query, queryErrors } from './helpers/graphql.js'
import { type ModuleDevnet, startModuleDevnet } from './helpers/startModuleDevnet.js'

let devnet: ModuleDevnet
let user: Wallet
let api: string
let pair: string
let wftm: string
let fusd: string

const pairAbi = new Interface([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
])

const send = (to: string, data: string, value = 0n) => devnet.send(user, to, data, value)
const contract = (name: string) => devnet.contract(name)
// Deadlines from chain time: the devnet's clock may run ahead of the wall clock (toolchain notes).
const deadline = async () => BigInt((await devnet.chainTime()) + 1200)
const pairsOf = () =>
  (devnet.devnet.deployment.defi?.pairs ?? []) as Array<{ address: string; token0: string; token1: string }>

/** Reserves in [wftm, fusd] order. */
async function reservesWftmFusd(): Promise<[bigint, bigint]> {
  const { defiUniswapPairs } = await query(api, doc.PAIRS)
  const p = defiUniswapPairs.find((x: { pairAddress: string }) => x.pairAddress === pair)
  const wftmFirst = p.tokens[0].address === wftm
  const [r0, r1] = p.reserves.map(BigInt)
  return wftmFirst ? [r0, r1] : [r1, r0]
}

beforeAll(async () => {
  devnet = await startModuleDevnet()
  api = devnet.apiUrl
  wftm = contract('wftm').toLowerCase()
  fusd = contract('fusd').toLowerCase()
  const found = pairsOf().find((p) => [p.token0, p.token1].map((a) => a.toLowerCase()).includes(fusd))
  pair = (found?.address ?? '').toLowerCase()
  user = await devnet.newAccount('1000')
})

afterAll(async () => {
  await devnet?.stop()
})

describe('defiUniswapPairs', () => {
  it('lists every pool with its two tokens, reserves and cumulative prices (Apollo form)', async () => {
    const { defiUniswapPairs } = await query(api, doc.PAIRS)
    expect(defiUniswapPairs.map((p: { pairAddress: string }) => p.pairAddress).sort()).toEqual(
      pairsOf()
        .map((p) => p.address.toLowerCase())
        .sort(),
    )
    for (const p of defiUniswapPairs) {
      expect(p.__typename).toBe('UniswapPair')
      expect(p.pairAddress).toMatch(ADDRESS)
      expect(p.tokens).toHaveLength(2)
      expect(p.tokens[0]).toMatchObject({ address: expect.stringMatching(ADDRESS), __typename: 'ERC20Token' })
      expect(p.tokens[0].decimals).toEqual(expect.any(Number))
      expect(p.reserves).toEqual([expect.stringMatching(HEX), expect.stringMatching(HEX)])
      expect(p.cumulativePrices).toEqual([expect.stringMatching(HEX), expect.stringMatching(HEX)])
      expect(hex(p.totalSupply)).toBeGreaterThan(0n)
      expect(hex(p.reservesTimeStamp)).toBeGreaterThan(0n)
    }
  })

  it('gives the pool reserves as token balances when the owner is the pair, and the user share', async () => {
    const { defiUniswapPairs } = await query(api, doc.PAIRS_USER_OWNER, { user: user.address, owner: pair })
    const p = defiUniswapPairs.find((x: { pairAddress: string }) => x.pairAddress === pair)
    expect(p.tokens.map((t: { balanceOf: string }) => t.balanceOf)).toEqual(p.reserves)
    expect(p.shareOf).toBe('0x0')
    const owner = await query(api, doc.PAIRS_OWNER, { owner: user.address })
    expect(owner.defiUniswapPairs[0].tokens[0].balanceOf).toMatch(HEX)
    const shares = await query(api, doc.PAIRS_SHARES, { user: user.address })
    expect(shares.defiUniswapPairs.every((x: { shareOf: string }) => x.shareOf === '0x0')).toBe(true)
  })
})

describe('defiUniswapPairs at each block', () => {
  // The pair reads are kept per block (the devnet README's "Reads per block"): asked again at the same block the
  // list answers the same; a swap or an addition is mined in a new block and shows in the very next answer.
  const onChain = async (fn: string, args: unknown[] = []) =>
    pairAbi.decodeFunctionResult(
      fn,
      await devnet.provider.call({ to: pair, data: pairAbi.encodeFunctionData(fn, args) }),
    )
  const ourPair = async (document = doc.PAIRS, variables?: object) =>
    (await query(api, document, variables)).defiUniswapPairs.find(
      (x: { pairAddress: string }) => x.pairAddress === pair,
    )

  it('shows a swap and an added liquidity in the next answer, exactly as the chain holds them', async () => {
    const trader = await devnet.newAccount('100')
    const router = contract('uniswapRouter')
    const by = (to: string, data: string, value = 0n) => devnet.send(trader, to, data, value)
    const before = await ourPair()
    expect(await ourPair()).toEqual(before)
    await by(wftm, ERC20_ABI.encodeFunctionData('deposit'), parseEther('20'))
    await by(wftm, ERC20_ABI.encodeFunctionData('approve', [router, parseEther('20')]))
    await by(
      router,
      UNISWAP_ABI.encodeFunctionData('swapExactTokensForTokens', [
        parseEther('5'),
        0n,
        [wftm, fusd],
        trader.address,
        await deadline(),
      ]),
    )
    const swapped = await ourPair()
    const [r0, r1, at] = await onChain('getReserves')
    expect(swapped.reserves.map(hex)).toEqual([r0, r1])
    expect(hex(swapped.reservesTimeStamp)).toBe(BigInt(at))
    expect(swapped.reserves).not.toEqual(before.reserves)
    expect(swapped.cumulativePrices).not.toEqual(before.cumulativePrices)
    expect(swapped.totalSupply).toBe(before.totalSupply)

    const gotFusd = BigInt(
      await devnet.provider.call({
        to: fusd,
        data: ERC20_ABI.encodeFunctionData('balanceOf', [trader.address]),
      }),
    )
    await by(fusd, ERC20_ABI.encodeFunctionData('approve', [router, gotFusd]))
    await by(
      router,
      UNISWAP_ABI.encodeFunctionData('addLiquidity', [
        wftm,
        fusd,
        parseEther('10'),
        gotFusd,
        0n,
        0n,
        trader.address,
        await deadline(),
      ]),
    )
    const added = await ourPair(doc.PAIRS_USER_OWNER, { user: trader.address, owner: pair })
    const [supply] = await onChain('totalSupply')
    const [share] = await onChain('balanceOf', [trader.address])
    expect(hex(added.totalSupply)).toBe(supply)
    expect(hex(added.totalSupply)).toBeGreaterThan(hex(swapped.totalSupply))
    expect(hex(added.shareOf)).toBe(share)
    expect(share).toBeGreaterThan(0n)
  })
})

describe('quotes', () => {
  it('computes amounts out and in with the pool fee, one per path token', async () => {
    const [rW, rF] = await reservesWftmFusd()
    const amountIn = parseEther('10')
    const out = await query(api, doc.AMOUNTS_OUT, { amountIn: '0x8ac7230489e80000', tokens: [wftm, fusd] })
    const expectedOut = (amountIn * 997n * rF) / (rW * 1000n + amountIn * 997n)
    expect(out.defiUniswapAmountsOut).toEqual(['0x8ac7230489e80000', `0x${expectedOut.toString(16)}`])
    const back = await query(api, doc.AMOUNTS_IN, {
      amountOut: `0x${expectedOut.toString(16)}`,
      tokens: [wftm, fusd],
    })
    expect(back.defiUniswapAmountsIn).toHaveLength(2)
    expect(hex(back.defiUniswapAmountsIn[0])).toBeLessThanOrEqual(amountIn)
  })

  it('passes the router revert on for a path without a pool', async () => {
    const lonely = '0x00000000000000000000000000000000000000aa'
    const { messages } = await queryErrors(api, doc.AMOUNTS_OUT, { amountIn: '0x1', tokens: [wftm, lonely] })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/revert/)
  })

  it('quotes liquidity in the caller token order and refuses anything but a pair', async () => {
    const [rW, rF] = await reservesWftmFusd()
    const a = parseEther('1')
    const huge = parseEther('1000000000')
    const quote = await query(api, doc.QUOTE_LIQUIDITY, {
      tokens: [wftm, fusd],
      amountsIn: [`0x${a.toString(16)}`, `0x${huge.toString(16)}`],
    })
    expect(quote.defiUniswapQuoteLiquidity).toEqual([
      `0x${a.toString(16)}`,
      `0x${((a * rF) / rW).toString(16)}`,
    ])
    const reversed = await query(api, doc.QUOTE_LIQUIDITY, {
      tokens: [fusd, wftm],
      amountsIn: [`0x${huge.toString(16)}`, `0x${a.toString(16)}`],
    })
    expect(reversed.defiUniswapQuoteLiquidity).toEqual([...quote.defiUniswapQuoteLiquidity].reverse())
    const bad = await queryErrors(api, doc.QUOTE_LIQUIDITY, { tokens: [wftm], amountsIn: ['0x1', '0x1'] })
    expect(bad.messages).toEqual(['invalid tokens pair given'])
  })
})

describe('defiUniswapActions', () => {
  it('pages the seeded history newest first with decimal cursors', async () => {
    const first = await query(api, doc.ACTIONS, { pairAddress: pair, cursor: null, count: 15 })
    const list = first.defiUniswapActions
    expect(hex(list.totalCount)).toBeGreaterThan(15n)
    expect(list.edges).toHaveLength(15)
    expectPageInfo(list.pageInfo)
    expect(list.pageInfo).toMatchObject({ hasNext: true, hasPrevious: false, first: list.edges[0].cursor })
    const times = list.edges.map((e: { uniswapAction: { time: string } }) => BigInt(e.uniswapAction.time))
    expect([...times].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0))).toEqual(times)
    for (const { cursor, uniswapAction: a } of list.edges) {
      expect(cursor).toMatch(/^\d+$/)
      expect(a).toMatchObject({
        id: expect.stringMatching(BYTES32),
        pairAddress: pair,
        transactionHash: expect.stringMatching(BYTES32),
        sender: expect.stringMatching(ADDRESS),
        blockNr: expect.stringMatching(HEX),
        uniswapPair: { tokens: [{ symbol: expect.any(String), decimals: 18 }, expect.any(Object)] },
      })
      expect([0, 1, 2]).toContain(a.type)
    }
    const next = await query(api, doc.ACTIONS, { pairAddress: pair, cursor: list.pageInfo.last, count: 15 })
    expect(BigInt(next.defiUniswapActions.edges[0].cursor)).toBeLessThan(BigInt(list.pageInfo.last))
    expect(next.defiUniswapActions.pageInfo.hasPrevious).toBe(true)
    const swaps = await query(api, doc.ACTIONS, { pairAddress: pair, cursor: null, count: 15, actionType: 0 })
    expect(
      swaps.defiUniswapActions.edges.every(
        (e: { uniswapAction: { type: number } }) => e.uniswapAction.type === 0,
      ),
    ).toBe(true)
  })

  it('shows a swap, an addition and a removal of the user at the top, with the user as sender', async () => {
    const router = contract('uniswapRouter')
    await send(wftm, ERC20_ABI.encodeFunctionData('deposit'), parseEther('100'))
    await send(wftm, ERC20_ABI.encodeFunctionData('increaseAllowance', [router, parseEther('100')]))
    const amountIn = parseEther('40')
    const swapHash = await send(
      router,
      UNISWAP_ABI.encodeFunctionData('swapExactTokensForTokens', [
        amountIn,
        0n,
        [wftm, fusd],
        user.address,
        await deadline(),
      ]),
    )
    const top = await query(api, doc.ACTIONS, { pairAddress: pair, cursor: null, count: 1 })
    const swap = top.defiUniswapActions.edges[0].uniswapAction
    const token0 = String(
      await devnet.provider.call({ to: pair, data: pairAbi.encodeFunctionData('token0') }),
    )
    const wftmIs0 = `0x${token0.slice(26)}` === wftm
    expect(swap).toMatchObject({ type: 0, sender: user.address.toLowerCase(), transactionHash: swapHash })
    expect(hex(wftmIs0 ? swap.amount0in : swap.amount1in)).toBe(amountIn)

    const fusdBalance = await devnet.provider.call({
      to: fusd,
      data: ERC20_ABI.encodeFunctionData('balanceOf', [user.address]),
    })
    const gotFusd = BigInt(fusdBalance)
    await send(fusd, ERC20_ABI.encodeFunctionData('increaseAllowance', [router, gotFusd]))
    const [quotedW, quotedF] = (
      await query(api, doc.QUOTE_LIQUIDITY, {
        tokens: [wftm, fusd],
        amountsIn: [`0x${parseEther('50').toString(16)}`, `0x${gotFusd.toString(16)}`],
      })
    ).defiUniswapQuoteLiquidity.map(BigInt)
    await send(
      router,
      UNISWAP_ABI.encodeFunctionData('addLiquidity', [
        wftm,
        fusd,
        quotedW,
        quotedF,
        0n,
        0n,
        user.address,
        await deadline(),
      ]),
    )
    const shares = await query(api, doc.PAIRS_SHARES, { user: user.address })
    const share = hex(
      shares.defiUniswapPairs.find((p: { pairAddress: string }) => p.pairAddress === pair).shareOf,
    )
    expect(share).toBeGreaterThan(0n)
    await send(pair, ERC20_ABI.encodeFunctionData('approve', [router, share]))
    await send(
      router,
      UNISWAP_ABI.encodeFunctionData('removeLiquidity', [
        wftm,
        fusd,
        share / 2n,
        0n,
        0n,
        user.address,
        await deadline(),
      ]),
    )
    const recent = await query(api, doc.ACTIONS, { pairAddress: pair, cursor: null, count: 3 })
    expect(
      recent.defiUniswapActions.edges.map((e: { uniswapAction: { type: number } }) => e.uniswapAction.type),
    ).toEqual([2, 1, 0])
    const adds = await query(api, doc.ACTIONS, { pairAddress: null, cursor: null, count: 1, actionType: 1 })
    expect(adds.defiUniswapActions.edges[0].uniswapAction.sender).toBe(user.address.toLowerCase())
  })
})

describe('time series', () => {
  const now = () => Math.floor(Date.now() / 1000)

  it('buckets the last day of volume in 5 minutes, the user swap in the newest bucket', async () => {
    const { defiTimeVolumes } = await query(api, doc.TIME_VOLUMES, {
      address: pair,
      resolution: '5m',
      fromDate: now() - 86_400,
    })
    expect(defiTimeVolumes.length).toBeGreaterThan(0)
    for (const v of defiTimeVolumes) expect(v.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/)
    const times = defiTimeVolumes.map((v: { time: string }) => Date.parse(v.time))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    const newest = defiTimeVolumes[defiTimeVolumes.length - 1]
    expect(hex(newest.value)).toBeGreaterThan(0n)
    expect(Date.parse(newest.time)).toBeGreaterThan(((await devnet.chainTime()) - 900) * 1000)
  })

  it('sums each day of volume from the pair actions (token0 in + out)', async () => {
    const { defiTimeVolumes } = await query(api, doc.TIME_VOLUMES, {
      address: pair,
      resolution: 'day',
      fromDate: 0,
    })
    const { defiUniswapActions } = await query(api, doc.ACTIONS, {
      pairAddress: pair,
      cursor: null,
      count: 250,
    })
    expect(hex(defiUniswapActions.totalCount)).toBeLessThanOrEqual(250n)
    const expected = new Map<string, bigint>()
    for (const { uniswapAction: a } of defiUniswapActions.edges) {
      const t = Number(BigInt(a.time))
      const bucket = new Date((t - (t % 86_400)) * 1000).toISOString()
      expected.set(bucket, (expected.get(bucket) ?? 0n) + BigInt(a.amount0in) + BigInt(a.amount0out))
    }
    // Days with only reserve syncs have no actions but still appear, at 0.
    const actual = new Map(
      defiTimeVolumes.map((v: { time: string; value: string }) => [v.time, hex(v.value)]),
    )
    expect(expected.size).toBeGreaterThan(5)
    for (const [bucket, value] of expected) expect(actual.get(bucket)).toBe(value)
  })

  it('answers every resolution the wallet uses, day by default', async () => {
    for (const [resolution, seconds] of [
      ['15m', 900],
      ['1h', 3600],
      ['4h', 14_400],
      ['day', 86_400],
      ['month', 2_592_000],
      [null, 86_400],
    ] as const) {
      const { defiTimeVolumes } = await query(api, doc.TIME_VOLUMES, {
        address: pair,
        resolution,
        fromDate: 0,
      })
      expect(defiTimeVolumes.length).toBeGreaterThan(0)
      for (const v of defiTimeVolumes) expect(Date.parse(v.time) % (seconds * 1000)).toBe(0)
    }
  })

  it('closes the reserves series at the current reserves', async () => {
    const { defiTimeReserves } = await query(api, doc.TIME_RESERVES, {
      address: pair,
      resolution: '1h',
      fromDate: 0,
    })
    const last = defiTimeReserves[defiTimeReserves.length - 1]
    expect(last.uniswapPair).toEqual({ pairAddress: pair })
    const { defiUniswapPairs } = await query(api, doc.PAIRS)
    expect(last.reserveClose).toEqual(
      defiUniswapPairs.find((p: { pairAddress: string }) => p.pairAddress === pair).reserves,
    )
  })

  it('gives price candles in both directions', async () => {
    const forward = await query(api, doc.TIME_PRICES, { address: pair, resolution: '4h', fromDate: 0 })
    const inverse = await query(api, doc.TIME_PRICES, {
      address: pair,
      resolution: '4h',
      fromDate: 0,
      direction: 1,
    })
    expect(forward.defiTimePrices.length).toBeGreaterThan(0)
    const [f] = forward.defiTimePrices
    const [i] = inverse.defiTimePrices
    for (const candle of [f, i]) {
      expect(candle.low).toBeLessThanOrEqual(candle.open)
      expect(candle.high).toBeGreaterThanOrEqual(candle.close)
      expect(candle.average).toBeGreaterThanOrEqual(candle.low)
    }
    expect(f.open * i.open).toBeCloseTo(1, 6)
  })
})
