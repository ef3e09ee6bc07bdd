import type {} from '@ftm-wallet/devnet/vitest-setup'
import { networks } from '@ftm-wallet/sdk'
import { describe, expect, inject, it } from 'vitest'
import { parseRuntimeConfig } from '../../config/parseRuntimeConfig.js'
import { ACTIVE_NETWORK_KEY, CUSTOM_NETWORKS_KEY, createNetworkStore } from '../../extension/networkStore.js'
import { createLocalNetworkStorage, NetworkError, verifyCustomNetwork } from './customNetwork.js'

const devnet = inject('devnet')
const config = parseRuntimeConfig({
  networks: [
    { preset: 'devnet', apiUrls: [devnet.apiUrl], rpcUrl: devnet.rpcUrl, chainId: devnet.info.chainId },
  ],
})
/** The run's devnet node under another URL (anvil answers on any query string): a second RPC of the same chain. */
const otherRpc = `${devnet.rpcUrl.replace(/\/$/, '')}/?node=custom`
const known = [...config.networks, networks.mainnet, networks.testnet]

async function caught(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof NetworkError)) throw new Error(`expected a NetworkError, got ${String(error)}`)
  return error
}

describe('custom networks checked against the devnet node', () => {
  it("accepts a network whose RPC reports the given chain id (decimal or hex), as the store's custom network", async () => {
    for (const chainId of [devnet.info.chainId, `0x${devnet.info.chainId.toString(16)}`]) {
      expect(await verifyCustomNetwork({ name: ' My node ', rpcUrl: otherRpc, chainId }, { known })).toEqual({
        chainId: devnet.info.chainId,
        name: 'My node',
        rpcUrls: [otherRpc],
        nativeCurrency: { name: 'FTM', symbol: 'FTM', decimals: 18 },
      })
    }
  })

  it('refuses an RPC that reports another chain id, naming both ids', async () => {
    const error = await caught(
      verifyCustomNetwork({ name: 'Wrong', rpcUrl: otherRpc, chainId: 250 }, { known }),
    )
    expect(error.code).toBe('NETWORK_CHAIN_ID_MISMATCH')
    expect(error.message).toBe(
      `The RPC at ${otherRpc} reports chain id ${devnet.info.chainId}, not 250. Check the chain id or the URL.`,
    )
    expect(error.details).toEqual({ expected: 250, reported: devnet.info.chainId })
  })

  it('refuses an RPC that does not answer, a listed RPC URL and malformed fields with their codes', async () => {
    const closed = await caught(
      verifyCustomNetwork({ name: 'Gone', rpcUrl: 'http://127.0.0.1:9/', chainId: 1 }, { known }),
    )
    expect(closed.code).toBe('NETWORK_RPC_UNREACHABLE')
    expect(closed.message).toBe('The RPC at http://127.0.0.1:9/ did not answer eth_chainId (no connection).')
    const listed = await caught(
      verifyCustomNetwork(
        { name: 'Again', rpcUrl: `${devnet.rpcUrl.replace(/\/$/, '')}/`, chainId: 4003 },
        { known },
      ),
    )
    expect([listed.code, listed.message]).toEqual([
      'NETWORK_DUPLICATE',
      `Fantom Devnet already uses this RPC URL (${devnet.rpcUrl.replace(/\/$/, '')}/).`,
    ])
    const bad = [
      [{ name: ' ', rpcUrl: otherRpc, chainId: 1 }, 'NETWORK_NAME_INVALID'],
      [{ name: 'x', rpcUrl: 'ftp://node', chainId: 1 }, 'NETWORK_RPC_URL_INVALID'],
      [{ name: 'x', rpcUrl: otherRpc, chainId: 'twelve' }, 'NETWORK_CHAIN_ID_INVALID'],
      [{ name: 'x', rpcUrl: otherRpc, chainId: 0 }, 'NETWORK_CHAIN_ID_INVALID'],
      [{ name: 'x', rpcUrl: otherRpc, chainId: 1, symbol: 'ABCDEFGHIJKL' }, 'NETWORK_SYMBOL_INVALID'],
      [
        { name: 'x', rpcUrl: otherRpc, chainId: 1, explorerUrl: 'javascript:alert(1)' },
        'NETWORK_EXPLORER_URL_INVALID',
      ],
    ] as const
    for (const [input, code] of bad)
      expect((await caught(verifyCustomNetwork(input, { known }))).code).toBe(code)
  })

  it('keeps the web app’s choice in local storage: a custom network of the devnet’s chain is listed after it', async () => {
    const store = createNetworkStore(createLocalNetworkStorage(localStorage), async () => config)
    const custom = await verifyCustomNetwork(
      { name: 'My node', rpcUrl: otherRpc, chainId: devnet.info.chainId },
      { known: await store.list() },
    )
    const added = await store.addCustom(custom)
    expect(await store.setActive(added.id)).toBe(true)
    expect(JSON.parse(localStorage.getItem(ACTIVE_NETWORK_KEY) ?? 'null')).toBe(
      `custom-${devnet.info.chainId}`,
    )
    expect(JSON.parse(localStorage.getItem(CUSTOM_NETWORKS_KEY) ?? '[]')).toEqual([custom])
    // Another store over the same storage (another tab) sees the same choice.
    const again = createNetworkStore(createLocalNetworkStorage(localStorage), async () => config)
    expect((await again.list()).map((n) => n.id)).toEqual(['devnet', 'mainnet', 'testnet', added.id])
    expect(await again.active()).toMatchObject({ name: 'My node', apiUrls: [], rpcUrls: [otherRpc] })
    // The chain id still finds the configured devnet (a site's wallet_switchEthereumChain).
    expect((await again.findByChainId(devnet.info.chainId))?.id).toBe('devnet')
    localStorage.clear()
  })
})
