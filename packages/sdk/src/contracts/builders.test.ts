import { getAddress, type Interface, toUtf8String } from 'ethers'
import { describe, expect, it } from 'vitest'
import { erc20Interface } from './erc20/abi.js'
import { buildIncreaseAllowanceTx } from './erc20/buildIncreaseAllowanceTx.js'
import { buildTransferTx } from './erc20/buildTransferTx.js'
import { fmintInterface } from './fmint/abi.js'
import { buildMustDepositTx } from './fmint/buildMustDepositTx.js'
import { buildMustMintMaxTx } from './fmint/buildMustMintMaxTx.js'
import { buildMustMintTx } from './fmint/buildMustMintTx.js'
import { buildMustRepayMaxTx } from './fmint/buildMustRepayMaxTx.js'
import { buildMustRepayTx } from './fmint/buildMustRepayTx.js'
import { buildMustWithdrawTx } from './fmint/buildMustWithdrawTx.js'
import { fmintRewardsInterface } from './fmintRewards/abi.js'
import { buildMustRewardClaimTx } from './fmintRewards/buildMustRewardClaimTx.js'
import { buildMustRewardPushTx } from './fmintRewards/buildMustRewardPushTx.js'
import { governanceInterface } from './governance/abi.js'
import { buildCancelVoteTx } from './governance/buildCancelVoteTx.js'
import { buildVoteTx } from './governance/buildVoteTx.js'
import { buildNativeTransferTx } from './native/buildNativeTransferTx.js'
import { pairInterface } from './pair/abi.js'
import { buildApproveTx } from './pair/buildApproveTx.js'
import { routerInterface } from './router/abi.js'
import { buildAddLiquidityTx } from './router/buildAddLiquidityTx.js'
import { buildRemoveLiquidityTx } from './router/buildRemoveLiquidityTx.js'
import { buildSwapTokensForExactTokensTx } from './router/buildSwapTokensForExactTokensTx.js'
import { stakeTokenizerInterface } from './stakeTokenizer/abi.js'
import { buildMintSftmTx } from './stakeTokenizer/buildMintSftmTx.js'
import { buildRedeemSftmTx } from './stakeTokenizer/buildRedeemSftmTx.js'
import { wftmInterface } from './wftm/abi.js'
import { buildUnwrapTx } from './wftm/buildUnwrapTx.js'
import { buildWrapTx } from './wftm/buildWrapTx.js'

// Lower-case inputs; the builders return checksummed addresses.
const A = getAddress('0x00000000000000000000000000000000000000aa')
const b = '0x00000000000000000000000000000000000000bb'
const B = getAddress(b)
const C = getAddress('0x00000000000000000000000000000000000000cc')
const CONTRACT = getAddress('0x000000000000000000000000000000000000c0de')

const decode = (contract: Interface, data: string) => {
  const parsed = contract.parseTransaction({ data })
  return [parsed?.name, ...(parsed?.args.toArray(true) ?? [])]
}

describe('token, DeFi and governance builders', () => {
  it('builds the stake tokenizer calls', () => {
    const mint = buildMintSftmTx({ tokenizer: CONTRACT, validatorId: 7 })
    const redeem = buildRedeemSftmTx({ tokenizer: CONTRACT, validatorId: 7, amount: 5n })
    expect([mint.to, mint.value, redeem.value]).toEqual([CONTRACT, 0n, 0n])
    expect(decode(stakeTokenizerInterface, mint.data)).toEqual(['mintSFTM', 7n])
    expect(decode(stakeTokenizerInterface, redeem.data)).toEqual(['redeemSFTM', 7n, 5n])
  })

  it('builds the six fMint calls with the token first', () => {
    const p = { fMint: CONTRACT, token: A, amount: 9n }
    const calls = [
      buildMustDepositTx(p),
      buildMustWithdrawTx(p),
      buildMustMintTx(p),
      buildMustMintMaxTx({ fMint: CONTRACT, token: A, ratio: 25_000 }),
      buildMustRepayTx(p),
      buildMustRepayMaxTx({ fMint: CONTRACT, token: A }),
    ]
    expect(calls.every((tx) => tx.to === CONTRACT && tx.value === 0n)).toBe(true)
    expect(calls.map((tx) => decode(fmintInterface, tx.data))).toEqual([
      ['mustDeposit', A, 9n],
      ['mustWithdraw', A, 9n],
      ['mustMint', A, 9n],
      ['mustMintMax', A, 25_000n],
      ['mustRepay', A, 9n],
      ['mustRepayMax', A],
    ])
  })

  it('builds the fMint reward calls without arguments', () => {
    const claim = buildMustRewardClaimTx({ rewardDistribution: CONTRACT })
    const push = buildMustRewardPushTx({ rewardDistribution: CONTRACT })
    expect([claim.data, push.data]).toEqual(['0x101df8b5', '0x9b7ea007'])
    expect(decode(fmintRewardsInterface, claim.data)).toEqual(['mustRewardClaim'])
  })

  it('builds ERC-20 transfer and increaseAllowance, and the pair approve', () => {
    const transfer = buildTransferTx({ token: CONTRACT, recipient: b, amount: 1n })
    const allow = buildIncreaseAllowanceTx({ token: CONTRACT, spender: C, amount: 2n })
    const approve = buildApproveTx({ pair: CONTRACT, spender: C, amount: 3n })
    expect(decode(erc20Interface, transfer.data)).toEqual(['transfer', B, 1n])
    expect(decode(erc20Interface, allow.data)).toEqual(['increaseAllowance', C, 2n])
    expect(decode(pairInterface, approve.data)).toEqual(['approve', C, 3n])
    expect([transfer.value, allow.value, approve.value]).toEqual([0n, 0n, 0n])
  })

  it('builds addLiquidity, removeLiquidity and the exact-output swap', () => {
    const add = buildAddLiquidityTx({
      router: CONTRACT,
      tokenA: A,
      tokenB: C,
      amountADesired: 10n,
      amountBDesired: 20n,
      amountAMin: 9n,
      amountBMin: 19n,
      recipient: b,
      deadline: '0x64',
    })
    const remove = buildRemoveLiquidityTx({
      router: CONTRACT,
      tokenA: A,
      tokenB: C,
      liquidity: 5n,
      amountAMin: 1n,
      amountBMin: 2n,
      recipient: b,
      deadline: 100n,
    })
    const swap = buildSwapTokensForExactTokensTx({
      router: CONTRACT,
      amountOut: 7n,
      amountInMax: 8n,
      path: [A, C],
      recipient: b,
      deadline: 100,
    })
    expect(decode(routerInterface, add.data)).toEqual(['addLiquidity', A, C, 10n, 20n, 9n, 19n, B, 100n])
    expect(decode(routerInterface, remove.data)).toEqual(['removeLiquidity', A, C, 5n, 1n, 2n, B, 100n])
    expect(decode(routerInterface, swap.data)).toEqual(['swapTokensForExactTokens', 7n, 8n, [A, C], B, 100n])
  })

  it('rejects a swap path of fewer than two tokens', () => {
    const p = { router: CONTRACT, amountOut: 1n, amountInMax: 1n, recipient: b, deadline: 1 }
    expect(() => buildSwapTokensForExactTokensTx({ ...p, path: [A] })).toThrowError(
      expect.objectContaining({ code: 'CONTRACT_INVALID_PATH' }),
    )
    expect(() => buildSwapTokensForExactTokensTx({ ...p, path: [A, 'nope'] })).toThrowError(
      expect.objectContaining({ code: 'CONTRACT_INVALID_ADDRESS', details: { field: 'path[1]' } }),
    )
  })

  it('wraps with the amount as value and unwraps with the amount as argument', () => {
    const wrap = buildWrapTx({ wftm: CONTRACT, amount: 42n })
    const unwrap = buildUnwrapTx({ wftm: CONTRACT, amount: 42n })
    expect([wrap.value, wrap.data]).toEqual([42n, '0xd0e30db0'])
    expect(unwrap.value).toBe(0n)
    expect(decode(wftmInterface, unwrap.data)).toEqual(['withdraw', 42n])
  })

  it('refuses a 0-amount wrap or unwrap (WFTM would mine it as a no-op that costs gas)', () => {
    expect(() => buildWrapTx({ wftm: CONTRACT, amount: 0n })).toThrowError(
      expect.objectContaining({
        code: 'CONTRACT_INVALID_AMOUNT',
        message: 'Nothing to wrap: the amount is 0',
      }),
    )
    expect(() => buildUnwrapTx({ wftm: CONTRACT, amount: 0n })).toThrowError(
      expect.objectContaining({
        code: 'CONTRACT_INVALID_AMOUNT',
        message: 'Nothing to unwrap: the amount is 0',
      }),
    )
  })

  it('builds vote and cancelVote', () => {
    const vote = buildVoteTx({
      governance: CONTRACT,
      delegatedTo: A,
      proposalId: '0x3',
      choices: ['0x2', 1n, 0],
    })
    const cancel = buildCancelVoteTx({ governance: CONTRACT, delegatedTo: A, proposalId: 3 })
    expect(decode(governanceInterface, vote.data)).toEqual(['vote', A, 3n, [2n, 1n, 0n]])
    expect(decode(governanceInterface, cancel.data)).toEqual(['cancelVote', A, 3n])
  })

  it('puts a memo into a native transfer as UTF-8 data, and nothing without one', () => {
    const withMemo = buildNativeTransferTx({ recipient: b, amount: 5n, memo: 'café ☕' })
    expect(withMemo).toMatchObject({ to: B, value: 5n })
    expect(toUtf8String(withMemo.data)).toBe('café ☕')
    expect(buildNativeTransferTx({ recipient: b, amount: 5n, memo: 'rent' }).data).toBe('0x72656e74')
    expect(buildNativeTransferTx({ recipient: b, amount: 5n }).data).toBe('0x')
  })

  it('rejects a bad recipient, a bad checksum and a negative amount', () => {
    expect(() => buildNativeTransferTx({ recipient: '0x1234', amount: 1n })).toThrowError(
      expect.objectContaining({ code: 'CONTRACT_INVALID_ADDRESS' }),
    )
    expect(() =>
      buildTransferTx({
        token: CONTRACT,
        recipient: '0x00000000000000000000000000000000000000Ab',
        amount: 1n,
      }),
    ).toThrowError(expect.objectContaining({ code: 'CONTRACT_INVALID_ADDRESS' }))
    expect(() => buildWrapTx({ wftm: CONTRACT, amount: -1n })).toThrowError(
      expect.objectContaining({ code: 'CONTRACT_INVALID_AMOUNT' }),
    )
  })
})
