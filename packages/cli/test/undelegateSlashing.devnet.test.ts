// `ftm stake undelegate` of more than the unlocked part of a locked delegation (docs/behaviour/staking.md#undelegating):
// Unlock first, whose penalty leaves less unlocked than asked for, then Undelegate of what is unlocked, with
// '{n} FTM slashing applied'. Serial (cli-serial): it moves the devnet's clock so the locked stake earns a penalty.

import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatAmount } from '@ftm-wallet/sdk'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getDelegation } from './chain.js'
import { control, createFundedWallet, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const VALIDATOR = 1

let home: string
let passwordFile: string
let address: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const tx = async (...args: string[]) =>
  expectOk(await ftm(...args, '--yes', '--password-file', passwordFile, '--json'))

describe('ftm stake undelegate: slashing applied', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('slashing'))
    address = await createFundedWallet(ftm, {
      home,
      passwordFile,
      name: 'Slash',
      devnetUrl: devnet.url,
      amount: 30,
    })
    await tx('stake', 'delegate', '--validator', String(VALIDATOR), '--amount', '10')
    await tx('stake', 'lock', '--validator', String(VALIDATOR), '--days', '30', '--amount', '5')
    // Rewards accrue on the locked stake, so unlocking it early now costs a penalty.
    await control(devnet.url, 'advance', { seconds: 86_400, epochs: 2 })
  }, 180_000)

  it("prints '{n} FTM slashing applied' and undelegates what the unlock left", async () => {
    const before = (await getDelegation(api, address, VALIDATOR))!
    expect(before.isDelegationLocked).toBe(true)
    // At 4 decimal points in the settings, the notice writes the slashed amount with them
    // (docs/behaviour/tokens-and-assets.md#number-formatting).
    expectOk(await ftm('settings', 'set', 'fractionDigits', '4'))
    const run = await tx('stake', 'undelegate', '--validator', String(VALIDATOR), '--amount', '10')
    const result = run.json<{ steps: Array<{ step: string; notice?: string }> }>()
    expect(result.steps.map((s) => s.step)).toEqual(['Unlock', 'Undelegate'])
    const notice = result.steps[1]?.notice
    expect(notice).toMatch(/^[\d.,]+…? FTM slashing applied$/)
    expect(run.stderr).toContain(notice)
    expect(result.steps[0]?.notice).toBeUndefined()
    // Everything the penalty left went into the undelegation, and the notice names what the penalty took.
    const after = await getDelegation(api, address, VALIDATOR)
    expect(after?.amountDelegated ?? 0n).toBe(0n)
    const requested = (after?.withdrawRequests ?? []).reduce((sum, r) => sum + r.amount, 0n)
    expect(requested).toBeGreaterThan(0n)
    expect(requested).toBeLessThan(wei('10'))
    expect(notice).toBe(`${formatAmount(wei('10') - requested, { maxDecimals: 4 })} FTM slashing applied`)
  })
})
