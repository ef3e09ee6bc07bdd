import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getDefiNativeToken } from './getDefiNativeToken.js'
import { getErc20Assets } from './getErc20Assets.js'
import { getErc20TokenAllowance } from './getErc20TokenAllowance.js'
import { getErc20TokenBalance } from './getErc20TokenBalance.js'
import { getErc20TokenList } from './getErc20TokenList.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83')
const SFTM = getAddress('0x69c744d3444202d35a2783929a0f930f2fbb05ad')
const E18 = 10n ** 18n

describe('ERC-20 queries', () => {
  it('getErc20TokenList renames logoURL and reads balanceOf(owner) as balance', async () => {
    const { client, requests } = fixtureClient('erc20-token-list')
    const [wftm] = await getErc20TokenList(client, { owner: USER })
    expect(requests[0]?.query).toContain('balanceOf(owner: $owner)')
    expect(wftm).toEqual({
      address: WFTM,
      name: 'Wrapped Fantom',
      symbol: 'WFTM',
      decimals: 18,
      totalSupply: 900_000_000n * E18,
      logoUrl: 'https://repository.fantom.network/logos/erc20.svg',
      balance: 5n * E18,
    })
  })

  it('getErc20TokenList without owner asks no balance', async () => {
    const body = JSON.stringify({ data: { erc20TokenList: [] } })
    const { client, requests } = fixtureClient({ body })
    expect(await getErc20TokenList(client)).toEqual([])
    expect(requests[0]?.query).not.toContain('balanceOf')
  })

  it('getErc20Assets keeps each token its own decimals', async () => {
    const { client } = fixtureClient('erc20-assets')
    const assets = await getErc20Assets(client, { owner: USER })
    expect(assets.map((a) => [a.address, a.symbol, a.decimals, a.balance])).toEqual([
      [SFTM, 'sFTM', 18, 1000n * E18],
      [getAddress('0x04068da6c83afcfa0e13ba15a6696662335d5b75'), 'USDC', 6, 123_456_789n],
    ])
  })

  it('balance and allowance are plain BigInt scalars', async () => {
    expect(
      await getErc20TokenBalance(fixtureClient('erc-token-balance').client, { owner: USER, token: WFTM }),
    ).toBe(123_456_789n)
    const allowance = fixtureClient('erc-token-allowance')
    const p = { token: SFTM, owner: USER, spender: WFTM }
    expect(await getErc20TokenAllowance(allowance.client, p)).toBe(0n)
    expect(allowance.requests[0]?.variables).toEqual(p)
  })

  it('getDefiNativeToken reads the token or null', async () => {
    const token = await getDefiNativeToken(fixtureClient('defi-native-token').client, { owner: USER })
    expect(token).toMatchObject({ address: WFTM, symbol: 'WFTM', balance: 5n * E18 })
    expect(await getDefiNativeToken(fixtureClient('defi-native-token-none').client)).toBeNull()
  })
})
