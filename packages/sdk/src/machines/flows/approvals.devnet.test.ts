// Approvals on the devnet (docs/behaviour/approvals.md): an allowance the swap flow granted is listed, a second swap
// the allowance covers skips its Allow step (and says so), and Revoke (approve 0) clears it.
import { describe, expect, it } from 'vitest'
import { client, contracts, createFundedAccount, E18, runFlow, tokenAllowance } from '../../../test/devnet.js'
import {
  computeMaximumAmount,
  getAccountAllowances,
  getUniswapAmountsIn,
  getUniswapAmountsOut,
} from '../../index.js'
import { ALLOW_SKIPPED_NOTICE, revokeAllowanceMachine, swapMachine, wrapMachine } from '../../machines.js'

const wftm = contracts.wftm as string
const fusd = contracts.fusd as string
const router = contracts.uniswapRouter as string
const labels = (done: { context: { steps: { label: string }[] } }) => done.context.steps.map((s) => s.label)

describe('approvals on the devnet', () => {
  it('lists the allowance a swap left, skips Allow on a swap it covers, and revokes it', async () => {
    const account = await createFundedAccount(300)
    await runFlow(wrapMachine, account, { amount: 100n * E18 })

    // Buy an exact 10 FUSD: Allow grants the most the trade may take (the quote + slippage); the rest stays allowed.
    const amountOut = 10n * E18
    const [amountIn = 0n] = await getUniswapAmountsIn(client, { amountOut, tokens: [wftm, fusd] })
    const first = await runFlow(swapMachine, account, {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactOut' as const,
      amountIn,
      amountOut,
      slippagePercent: 5,
    })
    expect(labels(first)).toEqual(['Allow', 'Trade'])
    const left = await tokenAllowance(wftm, account.address, router)
    expect(left).toBeGreaterThan(0n)
    expect(left).toBeLessThanOrEqual(computeMaximumAmount({ amount: amountIn, slippagePercent: 5 }))

    const listed = await getAccountAllowances(client, { owner: account.address })
    expect(listed).toEqual([
      expect.objectContaining({
        token: expect.stringMatching(new RegExp(wftm, 'i')),
        spender: expect.stringMatching(new RegExp(router, 'i')),
        spenderName: 'Swap router',
        allowance: left,
        unlimited: false,
      }),
    ])

    // A second swap within what is left: no Allow step, and the plan says why.
    const small = left / 2n
    const [, out = 0n] = await getUniswapAmountsOut(client, { amountIn: small, tokens: [wftm, fusd] })
    const second = await runFlow(swapMachine, account, {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactIn' as const,
      amountIn: small,
      amountOut: out,
      slippagePercent: 5,
    })
    expect(labels(second)).toEqual(['Trade'])
    expect(second.context.plan?.notices).toEqual([ALLOW_SKIPPED_NOTICE])
    expect(await tokenAllowance(wftm, account.address, router)).toBe(left - small)

    // Revoke: approve(router, 0).
    const revoked = await runFlow(revokeAllowanceMachine, account, { token: wftm, spender: router })
    expect(labels(revoked)).toEqual(['Revoke'])
    expect(await tokenAllowance(wftm, account.address, router)).toBe(0n)
    expect(await getAccountAllowances(client, { owner: account.address })).toEqual([])
  })
})
