import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  createApiClient,
  createRpcClient,
  devnetNetworkContracts,
  getDefiConfiguration,
  getDefiConfigurationQueryKey,
  getFMintAccount,
  getGovProposals,
  toChecksumAddress,
} from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useDefiConfiguration } from './useDefiConfiguration.js'
import { useFMintAccount } from './useFMintAccount.js'
import { useFMintAccounts } from './useFMintAccounts.js'
import { useFMintAccountsRewards } from './useFMintAccountsRewards.js'
import { useGovProposals } from './useGovProposals.js'

const devnet = inject('devnet')
/** The first answers of a just-started devnet under a loaded machine take longer than waitFor's default 1 s. */
const WAIT = { timeout: 15_000 }
const freshAddress = () =>
  toChecksumAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

describe('fMint hooks on the devnet', () => {
  it('load one position and one reward state per owner, and the configured ratios', async () => {
    const owners = [freshAddress(), freshAddress()]
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => ({
        accounts: useFMintAccounts({ owners }),
        rewards: useFMintAccountsRewards({ owners }),
        configuration: useDefiConfiguration(),
      }),
      { wrapper },
    )
    await waitFor(() => {
      expect(result.current.accounts.every((q) => q.data)).toBe(true)
      expect(result.current.rewards.every((q) => q.data)).toBe(true)
      expect(result.current.configuration.data).toBeDefined()
    }, WAIT)
    const { accounts, rewards, configuration } = result.current
    expect(accounts.map((q) => q.data?.address.toLowerCase())).toEqual(owners.map((o) => o.toLowerCase()))
    expect(accounts.map((q) => [q.data?.collateralValue, q.data?.debtValue])).toEqual([
      [0n, 0n],
      [0n, 0n],
    ])
    expect(rewards.map((q) => q.data?.rewardsEarned)).toEqual([0n, 0n])
    const ratios = configuration.data?.ratios
    expect(
      ratios && Number(ratios.minCollateralRatio.numerator) / Number(ratios.minCollateralRatio.denominator),
    ).toBe(3)
  })

  it('answer over JSON-RPC (limited mode) once the DeFi configuration was read', async () => {
    const owner = freshAddress()
    const api = createApiClient({ endpoints: [devnet.apiUrl], retries: 0 })
    const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: devnet.info.chainId, hedgeDelay: false })
    const { wrapper, queryClient } = await createTestWallet([], rpc)
    queryClient.setQueryData(getDefiConfigurationQueryKey(), await getDefiConfiguration(api))
    const { result } = renderHook(
      () => ({ one: useFMintAccount({ owner }), many: useFMintAccounts({ owners: [owner] }) }),
      { wrapper },
    )
    await waitFor(() => {
      expect(result.current.one.data).toBeDefined()
      expect(result.current.many[0]?.data).toBeDefined()
    }, WAIT)
    const overApi = await getFMintAccount(api, { owner })
    expect(result.current.one.data).toEqual(overApi)
    expect(result.current.many[0]?.data).toEqual(overApi)
  })

  it("answer over JSON-RPC in a session that never reached the API, through the network's contracts", async () => {
    const owner = freshAddress()
    const api = createApiClient({ endpoints: [devnet.apiUrl], retries: 0 })
    const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: devnet.info.chainId, hedgeDelay: false })
    // RPC-only from the start: no DeFi configuration in the cache, the contracts from the devnet's deployment.
    const { wrapper, queryClient } = await createTestWallet(
      [],
      rpc,
      devnetNetworkContracts(devnet.deployment),
    )
    const { result } = renderHook(() => ({ one: useFMintAccount({ owner }), proposals: useGovProposals() }), {
      wrapper,
    })
    await waitFor(() => {
      expect(result.current.one.data).toBeDefined()
      expect(result.current.proposals.data).toBeDefined()
    }, WAIT)
    expect(queryClient.getQueryData(getDefiConfigurationQueryKey())).toBeUndefined()
    expect(result.current.one.data).toEqual(await getFMintAccount(api, { owner }))
    expect(result.current.proposals.data?.pages[0]).toEqual(await getGovProposals(api))
  })
})
