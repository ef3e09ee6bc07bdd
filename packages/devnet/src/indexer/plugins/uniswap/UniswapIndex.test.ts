import { Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ACTION_BURN, ACTION_MINT, ACTION_SWAP, type PairLog, UniswapIndex } from './UniswapIndex.js'

const events = new Interface([
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])
const factory = '0x00000000000000000000000000000000000000fa'
const pair = '0x00000000000000000000000000000000000000aa'
const router = '0x00000000000000000000000000000000000000cc'
const user = '0x00000000000000000000000000000000000000ee'
const tokenA = '0x0000000000000000000000000000000000000001'
const tokenB = '0x0000000000000000000000000000000000000002'

function logOf(address: string, name: string, args: unknown[], block: number, logIndex: number): PairLog {
  const { topics, data } = events.encodeEventLog(name, args)
  const tx = `0x${block.toString(16).padStart(64, '0')}`
  return {
    address,
    topics,
    data,
    blockNumber: block,
    logIndex,
    transactionHash: tx,
    from: user,
    timestamp: block * 100,
  }
}

function seeded(): UniswapIndex {
  const index = new UniswapIndex()
  index.apply(logOf(factory, 'PairCreated', [tokenA, tokenB, pair, 1n], 1, 0))
  index.apply(logOf(pair, 'Sync', [1000n, 2000n], 2, 0))
  index.apply(logOf(pair, 'Mint', [router, 1000n, 2000n], 2, 1))
  index.apply(logOf(pair, 'Sync', [1100n, 1820n], 3, 0))
  index.apply(logOf(pair, 'Swap', [router, 100n, 0n, 0n, 180n, user], 3, 1))
  index.apply(logOf(pair, 'Sync', [550n, 910n], 4, 0))
  index.apply(logOf(pair, 'Burn', [router, 550n, 910n, user], 4, 1))
  return index
}

describe('UniswapIndex', () => {
  it('keeps one action per transaction and pair, with the reserves after it and the tx sender', () => {
    const actions = seeded().actions()
    expect(actions.map((a) => a.type)).toEqual([ACTION_MINT, ACTION_SWAP, ACTION_BURN])
    const swap = actions[1]
    expect(swap).toMatchObject({
      amount0in: 100n,
      amount1out: 180n,
      reserve0: 1100n,
      reserve1: 1820n,
      sender: user,
    })
    expect(swap?.id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(actions[2]).toMatchObject({ amount0out: 550n, amount1out: 910n })
  })

  it('ignores pair events of contracts the factory did not create', () => {
    const index = seeded()
    index.apply(
      logOf('0x00000000000000000000000000000000000000bb', 'Swap', [router, 1n, 0n, 0n, 1n, user], 9, 0),
    )
    expect(index.actions()).toHaveLength(3)
    expect(index.pairAddresses()).toEqual([pair])
  })

  it('filters actions by pair and type, and history by time', () => {
    const index = seeded()
    expect(index.actions(pair.toUpperCase().replace('0X', '0x'), ACTION_SWAP)).toHaveLength(1)
    expect(index.actions(pair, 2)).toHaveLength(1)
    expect(index.history(pair, 250, 350).map((r) => r.blockNumber)).toEqual([3])
  })

  it('survives a JSON round trip unchanged', () => {
    const index = seeded()
    const copy = new UniswapIndex()
    copy.load(JSON.parse(JSON.stringify(index.toJSON())))
    expect(copy.toJSON()).toEqual(index.toJSON())
    expect(copy.actions()[1]?.reserve1).toBe(1820n)
  })
})
