import { describe, expect, it } from 'vitest'
import { MAX_UINT256, SFC_ADDRESS } from '../constants/contracts.js'
import { buildIncreaseAllowanceTx } from '../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildTransferTx } from '../contracts/erc20/buildTransferTx.js'
import { buildMustDepositTx } from '../contracts/fmint/buildMustDepositTx.js'
import { buildMustRewardClaimTx } from '../contracts/fmintRewards/buildMustRewardClaimTx.js'
import { buildVoteTx } from '../contracts/governance/buildVoteTx.js'
import { buildNativeTransferTx } from '../contracts/native/buildNativeTransferTx.js'
import { buildApproveTx } from '../contracts/pair/buildApproveTx.js'
import { buildSwapExactTokensForTokensTx } from '../contracts/router/buildSwapExactTokensForTokensTx.js'
import { buildDelegateTx } from '../contracts/sfc/buildDelegateTx.js'
import { buildLockStakeTx } from '../contracts/sfc/buildLockStakeTx.js'
import { buildRedeemSftmTx } from '../contracts/stakeTokenizer/buildRedeemSftmTx.js'
import { buildUnwrapTx } from '../contracts/wftm/buildUnwrapTx.js'
import { buildWrapTx } from '../contracts/wftm/buildWrapTx.js'
import {
  type CallLabels,
  collectCallReferences,
  DEPLOY_CONTRACT,
  decodeCall,
  UNKNOWN_CALL,
} from './decodeCall.js'

const E18 = 10n ** 18n
const ROUTER = '0x1111111111111111111111111111111111111111'
const FUSD = '0x2222222222222222222222222222222222222222'
const WFTM = '0x3333333333333333333333333333333333333333'
const FMINT = '0x4444444444444444444444444444444444444444'
const TOKENIZER = '0x5555555555555555555555555555555555555555'
const GOV = '0x6666666666666666666666666666666666666666'
const ALICE = '0x7777777777777777777777777777777777777777'
const labels: CallLabels = {
  contracts: {
    [ROUTER]: 'Uniswap router',
    [FMINT]: 'fMint',
    [TOKENIZER]: 'sFTM stake tokenizer',
    [SFC_ADDRESS.toLowerCase()]: 'SFC (staking)',
  },
  tokens: { [FUSD]: { symbol: 'FUSD', decimals: 18 }, [WFTM]: { symbol: 'WFTM', decimals: 18 } },
  validators: { '12': 'Alpha' },
  names: { [ALICE]: 'Alice' },
}

describe('decodeCall', () => {
  it('reads a delegation with the validator name', () => {
    const decoded = decodeCall(buildDelegateTx({ validatorId: 12, amount: 100n * E18 }), labels)
    expect(decoded.sentence).toBe('Delegate 100 FTM to validator 12 (Alpha)')
    expect(decoded.method).toBe('delegate(uint256)')
    expect(decoded.arguments).toEqual([
      { name: 'value', value: '100 FTM' },
      { name: 'toValidatorID', value: '12' },
    ])
    expect(decoded.warnings).toEqual([])
  })

  it('reads an unlimited approval with its warning', () => {
    const decoded = decodeCall(buildApproveTx({ pair: FUSD, spender: ROUTER, amount: MAX_UINT256 }), labels)
    expect(decoded.sentence).toBe('Allow Uniswap router to spend UNLIMITED FUSD')
    expect(decoded.warnings).toEqual([
      'Unlimited allowance: Uniswap router may spend all your FUSD, now and later, until you revoke it.',
    ])
  })

  it('warns about an allowance above what the flow needs, not at or below it', () => {
    const call = buildIncreaseAllowanceTx({ token: FUSD, spender: FMINT, amount: 105n * E18 })
    expect(decodeCall(call, labels).sentence).toBe('Allow fMint to spend 105 FUSD more')
    expect(decodeCall(call, labels, { allowanceNeeded: 105n * E18 }).warnings).toEqual([])
    expect(decodeCall(call, labels, { allowanceNeeded: 100n * E18 }).warnings).toEqual([
      'This allowance (105 FUSD) is more than the 100 FUSD this needs.',
    ])
    expect(decodeCall(call, labels, { allowanceNeeded: 0n }).warnings).toEqual([
      'This allowance (105 FUSD) is not needed: what follows takes none of your FUSD.',
    ])
    const revoke = buildApproveTx({ pair: FUSD, spender: FMINT, amount: 0n })
    expect(decodeCall(revoke, labels, { allowanceNeeded: 0n }).warnings).toEqual([])
  })

  it('reads the other calls the wallet builds, one sentence each', () => {
    const deadline = 1_900_000_000n
    const cases: Array<[ReturnType<typeof buildWrapTx>, string]> = [
      [buildWrapTx({ wftm: WFTM, amount: 5n * E18 }), 'Wrap 5 FTM into WFTM'],
      [buildUnwrapTx({ wftm: WFTM, amount: 2n * E18 }), 'Unwrap 2 WFTM into FTM'],
      [
        buildTransferTx({ token: FUSD, recipient: ALICE, amount: 3n * E18 }),
        `Send 3 FUSD to Alice (${ALICE})`,
      ],
      [
        buildMustDepositTx({ fMint: FMINT, token: WFTM, amount: 7n * E18 }),
        'Lock 7 WFTM as fMint collateral',
      ],
      [buildMustRewardClaimTx({ rewardDistribution: FMINT }), 'Claim the fMint rewards'],
      [
        buildSwapExactTokensForTokensTx({
          router: ROUTER,
          amountIn: 10n * E18,
          amountOutMin: 9n * E18,
          path: [WFTM, FUSD],
          recipient: ALICE,
          deadline,
        }),
        'Swap 10 WFTM for at least 9 FUSD',
      ],
      [
        buildLockStakeTx({ validatorId: 12, lockupDuration: 14 * 86_400, amount: 50n * E18 }),
        'Lock 50 FTM with validator 12 (Alpha) for 14 days',
      ],
      [
        buildRedeemSftmTx({ tokenizer: TOKENIZER, validatorId: 12, amount: 4n * E18 }),
        'Redeem 4 sFTM for the stake with validator 12 (Alpha)',
      ],
      [
        buildVoteTx({ governance: GOV, delegatedTo: ALICE, proposalId: 3, choices: [1, 2] }),
        'Vote on proposal 3 (choices 1, 2)',
      ],
      [buildNativeTransferTx({ recipient: ALICE, amount: E18 }), `Send 1 FTM to Alice (${ALICE})`],
      [
        buildNativeTransferTx({ recipient: ALICE, amount: E18, memo: 'rent' }),
        `Send 1 FTM to Alice (${ALICE}) with the memo 'rent'`,
      ],
    ]
    for (const [call, sentence] of cases) expect(decodeCall(call, labels).sentence).toBe(sentence)
  })

  it('shows an unknown call with its selector and data', () => {
    const data = '0xdeadbeef00000000000000000000000000000000000000000000000000000000000000ff'
    const decoded = decodeCall({ to: ROUTER, value: 0n, data }, labels)
    expect(decoded.kind).toBe('unknown')
    expect(decoded.sentence).toBe(UNKNOWN_CALL)
    expect(decoded.selector).toBe('0xdeadbeef')
    expect(decoded.arguments).toContainEqual({ name: 'selector', value: '0xdeadbeef' })
    expect(decoded.arguments).toContainEqual({ name: 'data', value: data })
  })

  it("shows a contract creation as 'Deploy a contract' with its code size and value, decoding nothing", () => {
    // Creation code that starts with a known selector's bytes (approve's 0x095ea7b3) is still code, not a call.
    const data = `0x095ea7b3${'00'.repeat(1230)}` as const
    const decoded = decodeCall({ to: null, value: 2n * E18, data }, labels)
    expect(decoded).toEqual({
      kind: 'deploy',
      sentence: DEPLOY_CONTRACT,
      method: null,
      arguments: [
        { name: 'code size', value: '1,234 bytes' },
        { name: 'value', value: '2 FTM' },
      ],
      selector: null,
      data,
      warnings: [],
    })
    expect(collectCallReferences({ to: null, data })).toEqual({ validatorIds: [], addresses: [] })
  })

  it('names amounts of a token it does not know in base units with the address', () => {
    const other = '0x8888888888888888888888888888888888888888'
    const decoded = decodeCall(buildTransferTx({ token: other, recipient: ALICE, amount: 12n }), labels)
    expect(decoded.sentence).toBe(`Send 12 base units of token ${other} to Alice (${ALICE})`)
  })

  it('collects the validators and addresses a call names', () => {
    expect(collectCallReferences(buildDelegateTx({ validatorId: 12, amount: E18 })).validatorIds).toEqual([
      12n,
    ])
    const swap = buildSwapExactTokensForTokensTx({
      router: ROUTER,
      amountIn: 1n,
      amountOutMin: 1n,
      path: [WFTM, FUSD],
      recipient: ALICE,
      deadline: 1n,
    })
    expect(collectCallReferences(swap).addresses).toEqual(expect.arrayContaining([ROUTER, WFTM, FUSD, ALICE]))
  })
})
