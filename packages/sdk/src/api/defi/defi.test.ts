import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getDefiConfiguration } from './getDefiConfiguration.js'
import { getDefiTokens } from './getDefiTokens.js'
import { getFMintAccount } from './getFMintAccount.js'
import { getFMintAccountRewards } from './getFMintAccountRewards.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83')
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f')
const E18 = 10n ** 18n

describe('DeFi queries', () => {
  it('getDefiConfiguration parses ratios and renames StakeTokenizerContract', async () => {
    const config = await getDefiConfiguration(fixtureClient('defi-configuration').client)
    expect(config).toMatchObject({
      mintFee4: 25n,
      minCollateralRatio4: 30_000n,
      rewardCollateralRatio4: 50_000n,
      decimals: 4,
      uniswapRouter: getAddress('0x67a937ea41cd05ec8c832a044afc0100f30aa4b5'),
      stakeTokenizerContract: getAddress('0xc3e8459464a0e8fd08d767a16b5c211b45ac961f'),
    })
    expect(config).not.toHaveProperty('StakeTokenizerContract')
  })

  it('getDefiTokens with owner carries availableBalance and allowance', async () => {
    const { client, requests } = fixtureClient('defi-tokens')
    const tokens = await getDefiTokens(client, { owner: USER })
    expect(requests[0]?.variables).toEqual({ owner: USER })
    expect(tokens.find((t) => t.canWrapFTM)).toMatchObject({
      address: WFTM,
      symbol: 'WFTM',
      price: 29_123_000n,
      priceDecimals: 8,
      availableBalance: 2n * E18,
      allowance: 0n,
    })
  })

  it('getFMintAccount parses collateral and debt with checksummed token addresses', async () => {
    const account = await getFMintAccount(fixtureClient('fmint-account').client, { owner: USER })
    expect(account.collateral).toEqual([
      {
        type: 'COLLATERAL',
        tokenAddress: WFTM,
        balance: 1000n * E18,
        value: 291n * E18,
        token: { address: WFTM, symbol: 'WFTM' },
      },
    ])
    expect(account.debt[0]?.tokenAddress).toBe(FUSD)
    expect(account.debtList).toEqual([FUSD])
    expect(account.collateralValue).toBe(291n * E18)
  })

  it('getFMintAccountRewards parses the reward flags', async () => {
    const rewards = await getFMintAccountRewards(fixtureClient('fmint-account-rewards').client, {
      owner: USER,
    })
    expect(rewards).toEqual({
      address: USER,
      rewardsEarned: 12n * 10n ** 17n,
      rewardsStashed: 0n,
      canClaimRewards: true,
      canPushNewRewards: false,
      canReceiveRewards: true,
    })
  })
})
