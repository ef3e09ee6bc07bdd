// fMint end to end on the devnet: lock WFTM (allow, confirm), mint FUSD (1 step), push and claim rewards, repay
// (allow, confirm), unlock (allow, confirm); the chain's collateral and debt follow each flow.
import { describe, expect, it } from 'vitest'
import {
  client,
  contracts,
  control,
  createFundedAccount,
  E18,
  rejectThenRun,
  runFlow,
  tokenBalance,
} from '../../../test/devnet.js'
import {
  canClaimFMintRewards,
  computeMintFee,
  getDefiConfiguration,
  getFMintAccount,
  getFMintAccountRewards,
  parseFMintConfig,
} from '../../index.js'
import {
  fmintClaimRewardsMachine,
  fmintLockMachine,
  fmintMintMachine,
  fmintPushRewardsMachine,
  fmintRepayMachine,
  fmintUnlockMachine,
  wrapMachine,
} from '../../machines.js'

const wftm = contracts.wftm as string
const fusd = contracts.fusd as string

async function position(owner: string) {
  const account = await getFMintAccount(client, { owner })
  const find = (list: typeof account.collateral, token: string) =>
    list.find((entry) => entry.tokenAddress.toLowerCase() === token.toLowerCase())?.balance ?? 0n
  return { collateral: find(account.collateral, wftm), debt: find(account.debt, fusd) }
}

describe('fMint on the devnet', () => {
  it('locks, mints, earns and claims rewards, repays and unlocks', async () => {
    const account = await createFundedAccount(1000)
    await runFlow(wrapMachine, account, { amount: 600n * E18 })

    const lock = { token: wftm, amount: 500n * E18, availableBalance: 600n * E18 }
    const locked = await rejectThenRun(fmintLockMachine, account, lock)
    expect(locked.context.steps.map((s: { label: string }) => s.label)).toEqual(['Allow', 'Confirm'])
    expect(await position(account.address)).toEqual({ collateral: 500n * E18, debt: 0n })
    expect(await tokenBalance(wftm, account.address)).toBe(100n * E18)

    // 20 FUSD against ~$300 of WFTM keeps the ratio above 500 %, so the position earns rewards.
    const mint = { token: fusd, amount: 20n * E18, max: 50n * E18 }
    const minted = await rejectThenRun(fmintMintMachine, account, mint)
    expect(minted.context.steps).toHaveLength(1)
    expect((await position(account.address)).debt).toBe(20n * E18)
    const { mintFee } = parseFMintConfig(await getDefiConfiguration(client))
    const fee = computeMintFee({ amount: 20n * E18, mintFee })
    // The devnet's fMint takes amount × fee + 1 wei (its README).
    expect(20n * E18 - (await tokenBalance(fusd, account.address))).toBe(fee + 1n)

    await control('advance', { seconds: 2 * 3600, epochs: 1 })
    await rejectThenRun(fmintPushRewardsMachine, account, {})
    await control('advance', { seconds: 6 * 3600, epochs: 1 })
    const rewards = await getFMintAccountRewards(client, { owner: account.address })
    expect(canClaimFMintRewards(rewards)).toBe(true)
    const wftmBefore = await tokenBalance(wftm, account.address)
    await rejectThenRun(fmintClaimRewardsMachine, account, {})
    expect(await tokenBalance(wftm, account.address)).toBeGreaterThan(wftmBefore)

    const repay = { token: fusd, amount: 10n * E18, max: 20n * E18, isFusd: true }
    const repaid = await rejectThenRun(fmintRepayMachine, account, repay)
    expect(repaid.context.steps.map((s: { id: string }) => s.id)).toEqual(['allow', 'repay'])
    expect((await position(account.address)).debt).toBe(10n * E18)

    const wftmBeforeUnlock = await tokenBalance(wftm, account.address)
    const unlock = { token: wftm, amount: 100n * E18, collateral: 500n * E18 }
    await rejectThenRun(fmintUnlockMachine, account, unlock)
    expect((await position(account.address)).collateral).toBe(400n * E18)
    expect((await tokenBalance(wftm, account.address)) - wftmBeforeUnlock).toBe(100n * E18)
  })
})
