// The worked encodings of docs/chain-and-api.md#selectors-and-encodings as exact calldata vectors. Words are written
// out by hand here (not produced by ethers) so that the builders are checked against an independent encoding.
import { Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import { buildMustMintMaxTx } from './fmint/buildMustMintMaxTx.js'
import { buildVoteTx } from './governance/buildVoteTx.js'
import { buildSwapExactTokensForTokensTx } from './router/buildSwapExactTokensForTokensTx.js'
import { buildDelegateTx } from './sfc/buildDelegateTx.js'
import { buildLockStakeTx } from './sfc/buildLockStakeTx.js'
import { buildUndelegateTx } from './sfc/buildUndelegateTx.js'

const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
const repeat = (digit: string) => `0x${digit.repeat(40)}`
const ONE_FTM = 10n ** 18n
const ANY = '0x00000000000000000000000000000000000000aa'

describe('worked encodings of docs/chain-and-api.md#selectors-and-encodings', () => {
  it('encodes delegate(17)', () => {
    expect(buildDelegateTx({ validatorId: 17, amount: ONE_FTM }).data).toBe(`0x9fa6dd35${word('11')}`)
  })

  it('encodes undelegate(17, 12345, 1e18) in the order validator, wrID, amount', () => {
    const { data } = buildUndelegateTx({ validatorId: 17, withdrawalRequestId: 12345, amount: ONE_FTM })
    expect(data).toBe(`0x4f864df4${word('11')}${word('3039')}${word('0de0b6b3a7640000')}`)
  })

  it('encodes lockStake(17, 1209600, 1e18)', () => {
    const { data } = buildLockStakeTx({ validatorId: 17, lockupDuration: 1_209_600, amount: ONE_FTM })
    expect(data).toBe(`0xde67f215${word('11')}${word('127500')}${word('0de0b6b3a7640000')}`)
  })

  it('encodes mustMintMax(0x1111…1111, 30000), the default ratio', () => {
    const { data } = buildMustMintMaxTx({ fMint: ANY, token: repeat('1') })
    expect(data).toBe(`0x572f9225${word('1'.repeat(40))}${word('7530')}`)
  })

  it('encodes vote(0x2222…2222, 1, [3, 0]) with the dynamic array after its offset', () => {
    const { data } = buildVoteTx({
      governance: ANY,
      delegatedTo: repeat('2'),
      proposalId: 1,
      choices: [3, 0],
    })
    const words = [word('2'.repeat(40)), word('1'), word('60'), word('2'), word('3'), word('0')]
    expect(data).toBe(`0x172c18b1${words.join('')}`)
  })

  it('encodes swapExactTokensForTokens(1e18, 0.99e18, [0x33…, 0x44…], 0x55…, 1700000000)', () => {
    const { data } = buildSwapExactTokensForTokensTx({
      router: ANY,
      amountIn: ONE_FTM,
      amountOutMin: 990_000_000_000_000_000n,
      path: [repeat('3'), repeat('4')],
      recipient: repeat('5'),
      deadline: 1_700_000_000,
    })
    const words = [
      word('0de0b6b3a7640000'),
      word('0dbd2fc137a30000'),
      word('a0'),
      word('5'.repeat(40)),
      word('6553f100'),
      word('2'),
      word('3'.repeat(40)),
      word('4'.repeat(40)),
    ]
    expect(data).toBe(`0x38ed1739${words.join('')}`)
  })

  it("encodes the v1 vector from the original repository's own test: createDelegation(173898)", () => {
    const v1 = new Interface(['function createDelegation(uint256 to) payable'])
    expect(v1.encodeFunctionData('createDelegation', [173_898n])).toBe(`0xc312eb07${word('02a74a')}`)
  })
})
