import { type NetworkPreset, networks } from '@ftm-wallet/sdk'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'

/** chrome.storage.local key of the active network's id (docs/behaviour/extension.md#networks). */
export const ACTIVE_NETWORK_KEY = 'activeNetwork.v1'
/** chrome.storage.local key of the networks the user (or a site, with the user's consent) added. */
export const CUSTOM_NETWORKS_KEY = 'customNetworks.v1'

/** A network added by the user or by `wallet_addEthereumChain`: JSON-RPC only (no Fantom API). */
export interface CustomNetwork {
  chainId: number
  name: string
  rpcUrls: string[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The first block explorer, when one was given. */
  explorerUrl?: string | undefined
}

/** The small get/set store the network store keeps its two keys in (chrome.storage.local; a Map in tests). */
export interface NetworkKeyValueStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The stored custom networks that still read as networks; anything else is dropped. */
export function readCustomNetworks(raw: unknown): CustomNetwork[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(
    (n): n is CustomNetwork =>
      isRecord(n) &&
      Number.isSafeInteger(n.chainId) &&
      (n.chainId as number) > 0 &&
      typeof n.name === 'string' &&
      Array.isArray(n.rpcUrls) &&
      n.rpcUrls.length > 0 &&
      n.rpcUrls.every((u) => typeof u === 'string') &&
      isRecord(n.nativeCurrency) &&
      typeof n.nativeCurrency.symbol === 'string' &&
      typeof n.nativeCurrency.name === 'string' &&
      Number.isInteger(n.nativeCurrency.decimals) &&
      (n.explorerUrl === undefined || typeof n.explorerUrl === 'string'),
  )
}

/** Id of a custom network in the list (one custom network per chain id). */
export const customNetworkId = (chainId: number) => `custom-${chainId}`

/** A custom network as the wallet's other networks: JSON-RPC only, so the app runs it in limited mode. */
export function customNetworkPreset(network: CustomNetwork): NetworkPreset {
  const url = network.explorerUrl ?? ''
  return {
    id: customNetworkId(network.chainId),
    name: network.name,
    chainName: network.name,
    chainId: network.chainId,
    apiUrls: [],
    rpcUrl: network.rpcUrls[0] as string,
    rpcUrls: network.rpcUrls,
    explorer: { url, transactionPath: 'tx', validatorUrl: url },
    gasBuffer: networks.devnet.gasBuffer,
    nativeCurrency: network.nativeCurrency,
  }
}

/**
 * Every network the extension knows, in the picker's order: the configured ones (config.json or the stored config),
 * then Opera mainnet and testnet when the config does not name their chains, then the custom networks (one per chain
 * id; a custom network never shadows a configured chain: `findByChainId` finds the configured one first). The active one is the stored id when it is among them,
 * else the config's default.
 */
export function resolveNetworks(
  base: RuntimeConfig,
  stored: { active?: unknown; custom?: unknown },
): RuntimeConfig {
  const list: NetworkPreset[] = [...base.networks]
  const has = (chainId: number) => list.some((n) => n.chainId === chainId)
  for (const preset of [networks.mainnet, networks.testnet]) if (!has(preset.chainId)) list.push(preset)
  // A custom network of a configured chain (another RPC of it) is listed too, after the configured ones, so a
  // chain id still finds the configured network first (docs/behaviour/networks.md#custom-networks).
  for (const custom of readCustomNetworks(stored.custom)) list.push(customNetworkPreset(custom))
  const network = list.find((n) => n.id === stored.active) ?? base.network
  return { ...base, networks: list, network }
}

/**
 * The extension's networks (docs/behaviour/extension.md#networks): which one is active and which the user added,
 * kept in chrome.storage.local so the worker and every wallet page agree. `load` gives the config the worker and the
 * pages run on (the configured networks plus the stored choices); every change is a storage write, which the worker
 * hears (chainChanged to connected sites) and the pages reload on.
 */
export function createNetworkStore(store: NetworkKeyValueStore, loadBase: () => Promise<RuntimeConfig>) {
  const load = async () =>
    resolveNetworks(await loadBase(), {
      active: await store.get(ACTIVE_NETWORK_KEY),
      custom: await store.get(CUSTOM_NETWORKS_KEY),
    })
  return {
    load,
    /** The network sites and the wallet use now. */
    active: async () => (await load()).network,
    /** Every known network. */
    list: async () => (await load()).networks,
    /** The known network of a chain id, if any. */
    findByChainId: async (chainId: number) => (await load()).networks.find((n) => n.chainId === chainId),
    /** Makes a known network the active one; false when no known network has that id. */
    async setActive(id: string): Promise<boolean> {
      if (!(await load()).networks.some((n) => n.id === id)) return false
      await store.set(ACTIVE_NETWORK_KEY, id)
      return true
    },
    /** Adds (or replaces) the custom network of its chain id and returns it as a preset. */
    async addCustom(network: CustomNetwork): Promise<NetworkPreset> {
      const others = readCustomNetworks(await store.get(CUSTOM_NETWORKS_KEY)).filter(
        (n) => n.chainId !== network.chainId,
      )
      await store.set(CUSTOM_NETWORKS_KEY, [...others, network])
      return customNetworkPreset(network)
    },
    /** Forgets a custom network; the active network falls back to the config's default when it was that one. */
    async removeCustom(chainId: number): Promise<void> {
      const list = readCustomNetworks(await store.get(CUSTOM_NETWORKS_KEY))
      await store.set(
        CUSTOM_NETWORKS_KEY,
        list.filter((n) => n.chainId !== chainId),
      )
    },
  }
}

export type NetworkStore = ReturnType<typeof createNetworkStore>
