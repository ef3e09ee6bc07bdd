// Every flow's check, every message path: the rule is written here once and the web form, the CLI command and the
// machine's form state all call it.
import { describe, expect, it } from 'vitest'
import { BINANCE_CENTRAL_DEPOSIT_ADDRESS } from '../../constants/bridge.js'
import type { FlowCheck } from '../engine/types.js'
import { flows } from '../flowMachines.js'
import { bridgeSendFlow } from './bridge.js'
import {
  fmintClaimRewardsFlow,
  fmintLockFlow,
  fmintMintFlow,
  fmintPushRewardsFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from './fmint.js'
import { cancelVoteAllFlow, cancelVoteFlow, voteAllFlow, voteFlow } from './governance.js'
import { addLiquidityFlow, removeLiquidityFlow } from './liquidity.js'
import {
  claimAllRewardsFlow,
  claimAndRestakeFlow,
  claimRewardsFlow,
  delegateFlow,
  extendLockFlow,
  lockDelegationFlow,
  mintSftmFlow,
  repaySftmFlow,
  restakeAllRewardsFlow,
  undelegateFlow,
  unlockStakeFlow,
  withdrawFlow,
} from './staking.js'
import { swapFlow, unwrapFlow, wrapFlow } from './swap.js'
import { contractCallFlow, sendFtmFlow, sendTokenFlow } from './transfer.js'

const E18 = 10n ** 18n
const ftm = (n: number) => BigInt(Math.round(n * 100)) * 10n ** 16n
const a = (digit: string) => `0x${digit.repeat(40)}`

/** The check's outcome as [code, message, field] or 'ok'. */
const outcome = (check: FlowCheck) =>
  check.error ? [check.error.code, check.error.message, check.field] : 'ok'

describe('send checks', () => {
  const send = (amount: bigint, available: bigint) =>
    outcome(sendFtmFlow.check({ recipient: a('1'), amount }, { available }))

  it('passes an amount up to what is available, zero included (docs/behaviour/send-and-receive.md#amount-rules)', () => {
    expect(send(ftm(5), ftm(5))).toBe('ok')
    expect(send(0n, ftm(5))).toBe('ok')
  })

  it.each([
    [ftm(6), ftm(5), 'TRANSFER_AMOUNT_TOO_HIGH', 'You can transfer max 5 FTM'],
    [ftm(1), -1n, 'TRANSFER_NO_BALANCE_LEFT', 'You have no balance left'],
    [-1n, ftm(5), 'TRANSFER_INVALID_AMOUNT', 'Invalid amount'],
  ])('FTM %s of %s: %s', (amount, available, code, message) => {
    expect(send(amount, available)).toEqual([code, message, 'amount'])
  })

  it('words a token send with its symbol and decimals', () => {
    const check = sendTokenFlow.check(
      { token: a('2'), recipient: a('1'), amount: 2_000_000n },
      { available: 1_500_000n, symbol: 'USDC', decimals: 6 },
    )
    expect(outcome(check)).toEqual(['TRANSFER_AMOUNT_TOO_HIGH', 'You can transfer max 1.5 USDC', 'amount'])
    const fits = { token: a('2'), recipient: a('1'), amount: 1_500_000n }
    expect(outcome(sendTokenFlow.check(fits, { available: 1_500_000n, symbol: 'USDC', decimals: 6 }))).toBe(
      'ok',
    )
  })
})

describe('bridge send check', () => {
  const ETH = a('1')
  const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'
  const bridge = (direction: 'OperaToEthereum' | 'OperaToBinance', amount: bigint, targetAddress: string) =>
    outcome(bridgeSendFlow.check({ direction, amount, targetAddress }, { available: ftm(100) }))

  it('passes 50 FTM and more to a valid address', () => {
    expect(bridge('OperaToEthereum', ftm(50), ETH)).toBe('ok')
    expect(bridge('OperaToBinance', ftm(100), BNB)).toBe('ok')
  })

  it.each([
    [
      'OperaToEthereum',
      ftm(49.99),
      ETH,
      'TRANSFER_BELOW_MINIMUM',
      'You must transfer at least 50 FTM',
      'amount',
    ],
    ['OperaToEthereum', 0n, ETH, 'TRANSFER_BELOW_MINIMUM', 'You must transfer at least 50 FTM', 'amount'],
    ['OperaToEthereum', ftm(101), ETH, 'TRANSFER_AMOUNT_TOO_HIGH', 'You can transfer max 100 FTM', 'amount'],
    [
      'OperaToEthereum',
      ftm(60),
      '0x12',
      'SEND_INVALID_ETH_ADDRESS',
      'Enter a valid ETH address',
      'targetAddress',
    ],
    [
      'OperaToBinance',
      ftm(60),
      ETH,
      'SEND_INVALID_BNB_ADDRESS',
      'Enter a valid BNB address',
      'targetAddress',
    ],
  ] as const)('%s %s to %s: %s', (direction, amount, address, code, message, field) => {
    expect(bridge(direction, amount, address)).toEqual([code, message, field])
  })

  it("refuses Binance's central deposit address", () => {
    const [code, message] = bridge('OperaToBinance', ftm(60), BINANCE_CENTRAL_DEPOSIT_ADDRESS) as string[]
    expect(code).toBe('SEND_BINANCE_CENTRAL_ADDRESS')
    expect(message).toContain('Please choose Ethereum as the receiving blockchain')
  })

  it('checks the amount before the address, and keeps the first message of each field', () => {
    expect(bridge('OperaToEthereum', ftm(10), '0x12')[0]).toBe('TRANSFER_BELOW_MINIMUM')
    const check = bridgeSendFlow.check(
      { direction: 'OperaToEthereum', amount: ftm(10), targetAddress: '0x12' },
      { available: ftm(100) },
    )
    expect(check.byField?.amount?.message).toBe('You must transfer at least 50 FTM')
    expect(check.byField?.targetAddress?.message).toBe('Enter a valid ETH address')
  })

  it("writes 'You can transfer max' in the user's decimal points (default 2)", () => {
    const available = 100_123_456_789n * 10n ** 9n
    const max = (fractionDigits?: number) =>
      bridgeSendFlow.check(
        { direction: 'OperaToEthereum', amount: ftm(200), targetAddress: ETH },
        { available, fractionDigits },
      ).byField?.amount?.message
    expect(max()).toBe('You can transfer max 100.12… FTM')
    expect(max(4)).toBe('You can transfer max 100.1234… FTM')
  })
})

describe('swap, wrap and liquidity checks: the button label refuses', () => {
  const WFTM = { symbol: 'WFTM' }
  const FUSD = { symbol: 'FUSD' }
  const swap = (amountIn: bigint, amountOut: bigint, facts: Partial<Parameters<typeof swapFlow.check>[1]>) =>
    outcome(
      swapFlow.check(
        { fromToken: a('1'), toToken: a('2'), mode: 'exactIn', amountIn, amountOut, slippagePercent: 0.5 },
        { fromToken: WFTM, toToken: FUSD, hasLiquidity: true, fromBalance: 10n, ...facts },
      ),
    )

  it.each([
    [5n, 4n, {}, 'ok'],
    [5n, 4n, { hasAccount: false }, 'Connect Wallet'],
    [5n, 4n, { toToken: undefined }, 'Select a token'],
    [0n, 0n, {}, 'Enter an amount'],
    [5n, 4n, { hasLiquidity: false }, 'Insufficient Pair Liquidity'],
    [5n, 0n, {}, 'Enter an amount'],
    [11n, 4n, {}, 'Insufficient WFTM balance'],
  ] as const)('swap %s → %s with %o: %s', (amountIn, amountOut, facts, label) => {
    expect(swap(amountIn, amountOut, facts)).toEqual(
      label === 'ok' ? 'ok' : ['FLOW_NOT_ALLOWED', label, undefined],
    )
  })

  it.each([
    [wrapFlow, 2n, 2n, 'ok'],
    [wrapFlow, 0n, 2n, 'Enter an amount'],
    [wrapFlow, 3n, 2n, 'Insufficient FTM balance'],
    [unwrapFlow, 2n, 2n, 'ok'],
    [unwrapFlow, 3n, 2n, 'Insufficient FTM balance'],
  ] as const)('%o of %s, max %s: %s', (flow, amount, max, label) => {
    expect(outcome(flow.check({ amount }, { max, fromSymbol: 'FTM' }))).toEqual(
      label === 'ok' ? 'ok' : ['FLOW_NOT_ALLOWED', label, 'amount'],
    )
    expect(outcome(flow.check({ amount }, { max, fromSymbol: 'FTM', hasAccount: false }))).toEqual([
      'FLOW_NOT_ALLOWED',
      'Connect Wallet',
      'amount',
    ])
    if (amount > 0n) {
      expect(outcome(flow.check({ amount }, { max, fromSymbol: 'FTM', hasToken: false }))).toEqual([
        'FLOW_NOT_ALLOWED',
        'Select a token',
        'amount',
      ])
    }
  })

  const add = (
    amountA: bigint,
    amountB: bigint,
    facts: Partial<Parameters<typeof addLiquidityFlow.check>[1]>,
  ) =>
    outcome(
      addLiquidityFlow.check(
        { tokenA: a('1'), tokenB: a('2'), amountA, amountB, slippagePercent: 0.5 },
        { tokenA: WFTM, tokenB: FUSD, balanceA: 10n, balanceB: 10n, hasLiquidity: true, ...facts },
      ),
    )

  it.each([
    [5n, 5n, {}, 'ok'],
    [5n, 5n, { hasAccount: false }, 'Connect Wallet'],
    [5n, 5n, { tokenB: undefined }, 'Select a token'],
    [5n, 5n, { balanceA: 0n, balanceB: 0n }, 'Insufficient Balance'],
    [5n, 5n, { balanceA: 0n }, 'Insufficient WFTM balance'],
    [5n, 5n, { balanceB: 0n }, 'Insufficient FUSD balance'],
    [0n, 0n, {}, 'Enter an amount'],
    [0n, 0n, { hasLiquidity: false }, 'Insufficient Pair Liquidity'],
    [5n, 0n, {}, 'Enter an amount'],
    [11n, 5n, {}, 'Insufficient WFTM balance'],
    [5n, 11n, {}, 'Insufficient FUSD balance'],
  ] as const)('add %s + %s with %o: %s', (amountA, amountB, facts, label) => {
    expect(add(amountA, amountB, facts)).toEqual(
      label === 'ok' ? 'ok' : ['FLOW_NOT_ALLOWED', label, undefined],
    )
  })

  it('removes only when both returns are above 0, and not without an account', () => {
    const remove = (amountA: bigint, amountB: bigint, hasAccount?: boolean) =>
      outcome(
        removeLiquidityFlow.check(
          {
            pair: a('3'),
            tokenA: a('1'),
            tokenB: a('2'),
            liquidity: 1n,
            amountA,
            amountB,
            slippagePercent: 0.5,
          },
          { hasAccount },
        ),
      )
    expect(remove(1n, 1n)).toBe('ok')
    expect(remove(1n, 0n)).toEqual(['FLOW_NOT_ALLOWED', 'Remove', undefined])
    expect(remove(1n, 1n, false)).toEqual(['FLOW_NOT_ALLOWED', 'Connect Wallet', undefined])
  })
})

describe('fMint checks', () => {
  const token = { symbol: 'FUSD', decimals: 18 }
  const cases = [
    [fmintLockFlow, 'You can lock max 2 FUSD (your balance)'],
    [fmintUnlockFlow, 'You can unlock max 2 FUSD (the collateral ratio must stay at its minimum or above)'],
    [fmintMintFlow, 'You can mint max 2 FUSD with your collateral'],
    [fmintRepayFlow, 'You can repay max 2 FUSD'],
  ] as const

  it.each(cases)('%o refuses above the maximum and passes up to it', (flow, message) => {
    const params = { token: a('1'), amount: 3n * E18, collateral: 5n * E18 }
    expect(outcome(flow.check(params, { max: 2n * E18, token }))).toEqual([
      'FLOW_AMOUNT_TOO_HIGH',
      message,
      'amount',
    ])
    expect(outcome(flow.check({ ...params, amount: 2n * E18 }, { max: 2n * E18, token }))).toBe('ok')
  })

  it("writes the maximum in the token's display decimals by price, or in the user's decimal points when given", () => {
    const params = { token: a('1'), amount: 3n * E18, collateral: 5n * E18 }
    const max = 1_234_567_891n * 10n ** 9n
    // A price of 1 (8 price decimals): 2 display decimals; unknown price: 6.
    const priced = { ...token, price: 100_000_000n, priceDecimals: 8 }
    const message = (facts: Parameters<typeof fmintMintFlow.check>[1]) =>
      fmintMintFlow.check(params, facts).error?.message
    expect(message({ max, token: priced })).toBe('You can mint max 1.23… FUSD with your collateral')
    expect(message({ max, token })).toBe('You can mint max 1.234567… FUSD with your collateral')
    expect(message({ max, token: priced, fractionDigits: 4 })).toBe(
      'You can mint max 1.2345… FUSD with your collateral',
    )
    expect(message({ max, token, fractionDigits: 4 })).toBe(
      'You can mint max 1.2345… FUSD with your collateral',
    )
  })

  const rewards = { canClaimRewards: true, canPushNewRewards: true, rewardsEarned: 1n, rewardsStashed: 0n }

  it('claims earned or stashed rewards the account may claim', () => {
    const claim = (changes: Partial<typeof rewards>) =>
      outcome(fmintClaimRewardsFlow.check({}, { rewards: { ...rewards, ...changes } }))
    expect(claim({})).toBe('ok')
    expect(claim({ rewardsEarned: 0n, rewardsStashed: 2n })).toBe('ok')
    const none = [
      'FLOW_NOTHING_TO_CLAIM',
      'No fMint rewards to claim (rewards need a collateral ratio of 500 % or more to accrue)',
      undefined,
    ]
    expect(claim({ rewardsEarned: 0n })).toEqual(none)
    expect(claim({ canClaimRewards: false })).toEqual(none)
  })

  it('pushes when the distribution takes new rewards', () => {
    expect(outcome(fmintPushRewardsFlow.check({}, { rewards }))).toBe('ok')
    expect(
      outcome(fmintPushRewardsFlow.check({}, { rewards: { ...rewards, canPushNewRewards: false } })),
    ).toEqual([
      'FLOW_CANNOT_PUSH',
      'New fMint rewards cannot be pushed now (at most once an hour)',
      undefined,
    ])
  })
})

describe('staking checks', () => {
  const delegate = (
    amount: bigint,
    validator?: { delegatedLimit: bigint; name?: string },
    balance = ftm(100),
  ) => outcome(delegateFlow.check({ validatorId: 5n, amount }, { balance, gasPrice: 0n, validator }))

  it.each([
    [ftm(10), undefined, ftm(100), 'ok'],
    [
      ftm(0.5),
      undefined,
      ftm(100),
      ['STAKE_AMOUNT_TOO_LOW', "You can't stake amount less than 1 FTM", 'amount'],
    ],
    [ftm(200), undefined, ftm(100), ['STAKE_AMOUNT_TOO_HIGH', 'You can stake max 100 FTM', 'amount']],
    [ftm(10), undefined, -1n, ['STAKE_NO_BALANCE_LEFT', 'You have no balance left', 'amount']],
    [0n, undefined, ftm(100), ['STAKE_INVALID_AMOUNT', 'Invalid amount', 'amount']],
    [
      ftm(30),
      { delegatedLimit: ftm(20), name: 'Nimbus Node' },
      ftm(100),
      [
        'STAKE_LIMIT_REACHED',
        'Staking limit reached. You can stake max 20 FTM on validator Nimbus Node',
        'amount',
      ],
    ],
  ] as const)('delegate %s to %o with %s: %o', (amount, validator, balance, expected) => {
    expect(delegate(amount, validator, balance)).toEqual(expected)
  })

  it("asks for a validator: 'Please select a validator'", () => {
    const check = delegateFlow.check(
      { validatorId: undefined as unknown as bigint, amount: ftm(10) },
      { balance: ftm(100), gasPrice: 0n },
    )
    expect(outcome(check)).toEqual(['STAKE_VALIDATOR_REQUIRED', 'Please select a validator', 'validatorId'])
    const neither = delegateFlow.check(
      { validatorId: undefined as unknown as bigint, amount: 0n },
      { balance: ftm(100), gasPrice: 0n },
    )
    expect(outcome(neither)).toEqual(['STAKE_INVALID_AMOUNT', 'Invalid amount', 'amount'])
    expect(neither.byField?.validatorId?.message).toBe('Please select a validator')
  })

  const delegation = { isFluidStakingActive: false, pendingRewards: ftm(3), amountDelegated: ftm(10) }

  it('claims only pending rewards the delegation may claim', () => {
    expect(outcome(claimRewardsFlow.check({ validatorId: 3n }, { delegation }))).toBe('ok')
    const none = { ...delegation, pendingRewards: 0n }
    expect(outcome(claimRewardsFlow.check({ validatorId: 3n }, { delegation: none }))).toEqual([
      'FLOW_NOTHING_TO_CLAIM',
      'No rewards to claim from validator 3',
      undefined,
    ])
    const gone = { ...delegation, amountDelegated: 0n }
    expect(outcome(claimRewardsFlow.check({ validatorId: 3n }, { delegation: gone }))[1]).toBe(
      'No rewards to claim from validator 3',
    )
  })

  it('claims and restakes every delegation at once, refusing with the first refusal', () => {
    const each = [{ validatorId: 3n }, { validatorId: 5n }]
    const none = { ...delegation, pendingRewards: 0n }
    expect(outcome(claimAllRewardsFlow.check({ each }, { each: [{ delegation }, { delegation }] }))).toBe(
      'ok',
    )
    expect(
      outcome(claimAllRewardsFlow.check({ each }, { each: [{ delegation }, { delegation: none }] })),
    ).toEqual(['FLOW_NOTHING_TO_CLAIM', 'No rewards to claim from validator 5', undefined])
    expect(outcome(claimAllRewardsFlow.check({ each: [] }, { each: [] }))[0]).toBe('FLOW_BAD_PARAMETERS')
    const limited = { delegation, validator: { delegatedLimit: ftm(1), name: 'Nimbus Node' } }
    expect(outcome(restakeAllRewardsFlow.check({ each }, { each: [{ delegation }, limited] }))[0]).toBe(
      'RESTAKE_LIMIT_REACHED',
    )
    expect(outcome(restakeAllRewardsFlow.check({ each }, { each: [{ delegation }, { delegation }] }))).toBe(
      'ok',
    )
  })

  it("restakes within the validator's limit", () => {
    const restake = (delegatedLimit: bigint | undefined, pendingRewards = ftm(3)) =>
      outcome(
        claimAndRestakeFlow.check(
          { validatorId: 3n },
          {
            delegation: { ...delegation, pendingRewards },
            validator: delegatedLimit === undefined ? undefined : { delegatedLimit, name: 'Nimbus Node' },
          },
        ),
      )
    expect(restake(ftm(3))).toBe('ok')
    expect(restake(undefined)).toBe('ok')
    expect(restake(2_999n * 10n ** 15n)).toEqual([
      'RESTAKE_LIMIT_REACHED',
      'Staking limit reached. You can restake max 2.99 FTM on validator Nimbus Node, 3',
      undefined,
    ])
    expect(restake(ftm(3), 0n)).toEqual([
      'FLOW_NOTHING_TO_CLAIM',
      'No rewards to restake at validator 3',
      undefined,
    ])
  })

  describe('undelegate', () => {
    const state = {
      amountDelegated: ftm(10),
      amountInWithdraw: 0n,
      unlockedAmount: ftm(4),
      isDelegationLocked: true,
    }
    const undelegate = (amount: bigint, changes: Partial<typeof state> = {}, penalty?: bigint) =>
      undelegateFlow.check({ validatorId: 3n, amount }, { delegation: { ...state, ...changes }, penalty })

    it('passes without a warning when the unlocked part covers the amount', () => {
      expect(undelegate(ftm(4))).toEqual({ error: undefined, warnings: [] })
    })

    it('warns that part is still locked, with the penalty when known', () => {
      expect(undelegate(ftm(7)).warnings).toEqual(['3 FTM of 7 FTM are still locked.'])
      expect(undelegate(ftm(7), {}, ftm(0.5)).warnings).toEqual([
        '3 FTM of 7 FTM are still locked. You will lose 0.5 FTM by undelegating before the lock expiration.',
      ])
    })

    it.each([ftm(0.5), ftm(11)])('refuses %s: min 1 FTM and max the delegation', (amount) => {
      expect(outcome(undelegate(amount))).toEqual([
        'UNDELEGATE_AMOUNT_OUT_OF_RANGE',
        'You can undelegate min 1 FTM and max 10 FTM',
        'amount',
      ])
    })

    it('refuses when everything is already in withdrawal (no active stake left, requests pending)', () => {
      expect(outcome(undelegate(ftm(1), { amountDelegated: 0n, amountInWithdraw: ftm(10) }))).toEqual([
        'FLOW_NOT_ALLOWED',
        'Nothing left to undelegate at validator 3',
        undefined,
      ])
    })
  })

  it('unlocks at most the locked part and warns about the penalty', () => {
    const locked = { amountDelegated: ftm(10), unlockedAmount: ftm(4), isDelegationLocked: true }
    const unlock = (amount: bigint, delegation = locked, penalty?: bigint) =>
      unlockStakeFlow.check({ validatorId: 3n, amount }, { delegation, penalty })
    expect(unlock(ftm(6))).toEqual({ error: undefined, warnings: [] })
    expect(unlock(ftm(6), locked, ftm(1)).warnings).toEqual([
      'Unlocking before the lock ends costs 1 FTM (penalty)',
    ])
    expect(outcome(unlock(ftm(7)))).toEqual(['FLOW_AMOUNT_TOO_HIGH', 'Only 6 FTM is locked', 'amount'])
    expect(outcome(unlock(ftm(1), { ...locked, isDelegationLocked: false }))).toEqual([
      'FLOW_NOT_ALLOWED',
      'The delegation to validator 3 is not locked',
      undefined,
    ])
  })

  describe('lock and extend', () => {
    const open = { canLock: true, reason: undefined }
    const lock = (amount: bigint, bounds: Parameters<typeof extendLockFlow.check>[1]['bounds'] = open) =>
      outcome(
        lockDelegationFlow.check(
          { validatorId: 3n, lockupDuration: 1_209_600, amount },
          { bounds, amountDelegated: ftm(10) },
        ),
      )

    it('passes 1 FTM up to the delegated amount', () => {
      expect(lock(ftm(1))).toBe('ok')
      expect(lock(ftm(10))).toBe('ok')
    })

    it.each([
      [ftm(0.5), 'LOCK_AMOUNT_TOO_LOW', "You can't lock amount less than 1 FTM"],
      [ftm(11), 'LOCK_AMOUNT_TOO_HIGH', 'You can lock max 10 FTM'],
      [0n, 'LOCK_INVALID_AMOUNT', 'Invalid amount'],
    ])('refuses %s: %s', (amount, code, message) => {
      expect(lock(amount)).toEqual([code, message, 'amount'])
    })

    it('refuses first when no lock is possible (the days bounds say why), for a lock and an extension', async () => {
      const { computeLockDaysBounds } = await import('../../staking/computeLockDaysBounds.js')
      const bounds = computeLockDaysBounds({
        now: 0,
        minLockupDuration: 14 * 86_400,
        validatorLockedUntil: 10 * 86_400,
        delegationLockedUntil: 0,
        isValidatorAccount: false,
      })
      const message = "Validator doesn't lock delegations or lock time is less than 14 days."
      expect(lock(ftm(20), bounds)).toEqual(['LOCK_NOT_POSSIBLE', message, 'lockupDuration'])
      const extend = extendLockFlow.check({ validatorId: 3n, lockupDuration: 1 }, { bounds })
      expect(outcome(extend)).toEqual(['LOCK_NOT_POSSIBLE', message, 'lockupDuration'])
      expect(outcome(extendLockFlow.check({ validatorId: 3n, lockupDuration: 1 }, { bounds: open }))).toBe(
        'ok',
      )
    })
  })

  it('repays sFTM when the wallet holds the outstanding amount', () => {
    const repay = (amount: bigint, sftmBalance: bigint) =>
      outcome(repaySftmFlow.check({ validatorId: 3n, amount }, { sftmBalance }))
    expect(repay(ftm(5), ftm(5))).toBe('ok')
    expect(repay(0n, ftm(5))).toEqual(['FLOW_NOT_ALLOWED', 'No sFTM to repay at validator 3', 'amount'])
    expect(repay(ftm(5), ftm(2))).toEqual([
      'FLOW_NOT_ALLOWED',
      "Can't repay sFTM, not enough unlocked sFTM (need 5 sFTM, have 2 sFTM)",
      'amount',
    ])
  })

  it("writes the repay refusal's amounts in the user's decimal points (default 2)", () => {
    const need = 5_123_456_789_000_000_000n
    const have = 2_987_654_321_000_000_000n
    const refusal = (fractionDigits?: number) =>
      outcome(repaySftmFlow.check({ validatorId: 3n, amount: need }, { sftmBalance: have, fractionDigits }))
    expect(refusal()).toEqual([
      'FLOW_NOT_ALLOWED',
      "Can't repay sFTM, not enough unlocked sFTM (need 5.12… sFTM, have 2.98… sFTM)",
      'amount',
    ])
    expect(refusal(4)).toEqual([
      'FLOW_NOT_ALLOWED',
      "Can't repay sFTM, not enough unlocked sFTM (need 5.1234… sFTM, have 2.9876… sFTM)",
      'amount',
    ])
    expect(refusal(6)).toEqual([
      'FLOW_NOT_ALLOWED',
      "Can't repay sFTM, not enough unlocked sFTM (need 5.123456… sFTM, have 2.987654… sFTM)",
      'amount',
    ])
  })

  it("withdraws only with a request id: 'Need withdrawRequestID'", () => {
    expect(outcome(withdrawFlow.check({ validatorId: 3n, withdrawRequestId: 7n }, undefined))).toBe('ok')
    expect(outcome(withdrawFlow.check({ validatorId: 3n, withdrawRequestId: null }, undefined))).toEqual([
      'CONTRACT_MISSING_WITHDRAW_REQUEST_ID',
      'Need withdrawRequestID',
      'withdrawRequestId',
    ])
  })

  it('mints sFTM without rules of its own', () => {
    expect(outcome(mintSftmFlow.check({ validatorId: 3n }, undefined))).toBe('ok')
  })
})

describe('governance checks', () => {
  const open = { votingStarts: 10, now: 20, canVote: true, isResolved: false }
  const vote = { governance: a('1'), delegatedTo: a('2'), proposalId: 1n, choices: [2, 0] }
  const facts = (votingWindow = open) => ({ votingWindow, optionsCount: 2, scalesCount: 3 })

  it.each([
    [open, [2, 0], 'ok'],
    [
      { ...open, canVote: false },
      [2, 0],
      ['VOTE_NO_DELEGATIONS', "You can't vote, you have no delegations.", undefined],
    ],
    [
      { ...open, now: 5 },
      [2, 0],
      ['VOTE_NOT_STARTED', "You can't vote, voting doesn't start yet.", undefined],
    ],
    [
      { ...open, isResolved: true },
      [2, 0],
      ['VOTE_RESOLVED', 'Voting on this proposal has ended.', undefined],
    ],
    [open, [2], ['VOTE_CHOICE_MISSING', 'Choose a level for every option', 'choices']],
    [open, [2, undefined], ['VOTE_CHOICE_MISSING', 'Choose a level for every option', 'choices']],
    [open, [3, 0], ['VOTE_CHOICE_INVALID', 'A level must be a whole number from 0 to 2', 'choices']],
  ] as const)('vote in %o with %o: %o', (window, choices, expected) => {
    const params = { ...vote, choices: choices as unknown as bigint[] }
    expect(outcome(voteFlow.check(params, facts(window)))).toEqual(expected)
  })

  it('votes with every delegation under the same rules', () => {
    const each = [vote, { ...vote, delegatedTo: a('3') }]
    expect(outcome(voteAllFlow.check({ each }, facts()))).toBe('ok')
    const bad = [vote, { ...vote, choices: [9, 0] }]
    expect(outcome(voteAllFlow.check({ each: bad }, facts()))[0]).toBe('VOTE_CHOICE_INVALID')
    expect(outcome(voteAllFlow.check({ each: [] }, facts()))).toEqual([
      'FLOW_BAD_PARAMETERS',
      'Bad parameters.',
      undefined,
    ])
  })

  it('cancels a vote only while voting is open', () => {
    const cancel = { governance: a('1'), delegatedTo: a('2'), proposalId: 1n }
    expect(outcome(cancelVoteFlow.check(cancel, { votingWindow: open }))).toBe('ok')
    const closed = ['FLOW_VOTING_CLOSED', 'Votes cannot be cancelled now (voting is not open)', undefined]
    expect(outcome(cancelVoteFlow.check(cancel, { votingWindow: { ...open, isResolved: true } }))).toEqual(
      closed,
    )
    expect(
      outcome(cancelVoteAllFlow.check({ each: [cancel] }, { votingWindow: { ...open, now: 1 } })),
    ).toEqual(closed)
  })
})

describe('any contract call', () => {
  it('needs an address, a value of 0 or more and hex data', () => {
    const call = { to: a('1'), value: 1n, data: '0x1234' as const }
    expect(outcome(contractCallFlow.check(call, {}))).toBe('ok')
    expect(outcome(contractCallFlow.check({ ...call, to: '0x12' }, {}))).toEqual([
      'CONTRACT_INVALID_ADDRESS',
      'Not an address: 0x12',
      'to',
    ])
    expect(outcome(contractCallFlow.check({ ...call, value: -1n }, {}))[2]).toBe('value')
    expect(outcome(contractCallFlow.check({ ...call, data: '0xzz' as `0x${string}` }, {}))[2]).toBe('data')
  })

  it('sends without a balance check when the balance cannot be read (signing offline)', () => {
    expect(outcome(sendFtmFlow.check({ recipient: a('1'), amount: ftm(1) }, { available: undefined }))).toBe(
      'ok',
    )
    // Zero is tolerated (docs/behaviour/send-and-receive.md#amount-rules); a negative amount never is.
    expect(outcome(sendFtmFlow.check({ recipient: a('1'), amount: 0n }, { available: undefined }))).toBe('ok')
    expect(outcome(sendFtmFlow.check({ recipient: a('1'), amount: -1n }, { available: undefined }))[0]).toBe(
      'TRANSFER_INVALID_AMOUNT',
    )
  })
})

describe('the flow registry', () => {
  it('keys every definition by its own id, each with a check', () => {
    for (const [id, flow] of Object.entries(flows)) {
      expect(flow.id).toBe(id)
      expect(typeof flow.check).toBe('function')
    }
    expect(Object.keys(flows)).toHaveLength(34)
  })
})
