// The test dApp's script, bundled for the browser by the test (buildDappLibraries): it finds wallets through
// EIP-6963 with mipd and drives the chosen one with viem's wallet client (custom transport) and with wagmi's
// `injected` connector — the way dApps written for MetaMask do, with no special case for this wallet.
import {
  connect,
  createConfig,
  injected,
  sendTransaction as wagmiSend,
  signMessage as wagmiSign,
} from '@wagmi/core'
import { createStore } from 'mipd'
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193Provider,
  type WalletClient,
} from 'viem'

const chainId = Number(new URLSearchParams(location.search).get('chainId') ?? '4003')
const devnet = defineChain({
  id: chainId,
  name: 'Opera devnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/'] } },
})

const store = createStore()
const seen: { event: string; value: string }[] = []
const listening = new WeakSet<object>()

type Provider = EIP1193Provider & { isMetaMask?: boolean }

function provider(rdns: string): Provider {
  const detail = store.findProvider({ rdns })
  if (!detail) throw new Error(`no wallet announced ${rdns}`)
  const p = detail.provider as Provider
  if (!listening.has(p)) {
    listening.add(p)
    for (const event of ['connect', 'disconnect', 'chainChanged', 'accountsChanged'] as const) {
      p.on(event as 'connect', (value: unknown) => seen.push({ event, value: JSON.stringify(value) }))
    }
  }
  return p
}

let wallet: WalletClient | undefined
const client = (rdns: string) => {
  wallet ??= createWalletClient({ chain: devnet, transport: custom(provider(rdns)) })
  return wallet
}

/** A JSON-safe copy (bigints as decimal strings). */
const plain = (value: unknown) =>
  JSON.parse(JSON.stringify(value ?? null, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))

/** The EIP-1193 code of an error, found anywhere in viem's chain of causes. */
function codeOf(error: unknown): number | undefined {
  if (error instanceof BaseError) {
    const found = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    if (found?.code !== undefined) return found.code
  }
  const code = (error as { code?: unknown })?.code
  return typeof code === 'number' ? code : undefined
}

type Action = (rdns: string, args: Record<string, unknown>) => Promise<unknown>

const wagmiConfig = () =>
  createConfig({
    chains: [devnet],
    // Only the window.ethereum connector: the wallet must be found the MetaMask way.
    multiInjectedProviderDiscovery: false,
    connectors: [injected()],
    transports: {
      [devnet.id]: custom({
        request: (args) => (window as unknown as { ethereum: Provider }).ethereum.request(args),
      }),
    },
  })
let wagmi: ReturnType<typeof wagmiConfig> | undefined

const actions: Record<string, Action> = {
  request: (rdns, { method, params }) => provider(rdns).request({ method, params } as never),
  requestAddresses: (rdns) => client(rdns).requestAddresses(),
  signMessage: (rdns, { account, message, raw }) =>
    client(rdns).signMessage({
      account: account as `0x${string}`,
      message: raw ? { raw: raw as `0x${string}` } : (message as string),
    }),
  signTypedData: (rdns, { account, typedData }) =>
    client(rdns).signTypedData({ account: account as `0x${string}`, ...(typedData as object) } as never),
  sendTransaction: (rdns, { account, to, value, data, maxFeePerGas, maxPriorityFeePerGas }) =>
    client(rdns).sendTransaction({
      account: account as `0x${string}`,
      ...(to ? { to: to as `0x${string}` } : {}),
      ...(value ? { value: BigInt(value as string) } : {}),
      ...(data ? { data: data as `0x${string}` } : {}),
      ...(maxFeePerGas
        ? {
            maxFeePerGas: BigInt(maxFeePerGas as string),
            maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas as string),
          }
        : {}),
    } as never),
  // A contract creation the way dApps deploy: viem's deployContract (eth_sendTransaction with `data`, no `to`).
  deployContract: (rdns, { account, abi, bytecode, args }) =>
    client(rdns).deployContract({
      account: account as `0x${string}`,
      abi: abi as never,
      bytecode: bytecode as `0x${string}`,
      args: args as never,
    } as never),
  getCode: (rdns, { address }) =>
    createPublicClient({ chain: devnet, transport: custom(provider(rdns)) }).getCode({
      address: address as `0x${string}`,
    }),
  readContract: (rdns, { address, abi, functionName }) =>
    createPublicClient({ chain: devnet, transport: custom(provider(rdns)) }).readContract({
      address: address as `0x${string}`,
      abi: abi as never,
      functionName: functionName as never,
    }),
  waitForReceipt: async (rdns, { hash }) =>
    createPublicClient({ chain: devnet, transport: custom(provider(rdns)) }).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 250,
    }),
  getChainId: (rdns) => client(rdns).getChainId(),
  switchChain: (rdns, { id }) => client(rdns).switchChain({ id: id as number }),
  addChain: (rdns, { id, name, symbol, rpcUrl }) =>
    client(rdns).addChain({
      chain: defineChain({
        id: id as number,
        name: name as string,
        nativeCurrency: { name: name as string, symbol: symbol as string, decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl as string] } },
      }),
    }),
  watchAsset: (rdns, { address, symbol, decimals }) =>
    client(rdns).watchAsset({
      type: 'ERC20',
      options: { address: address as `0x${string}`, symbol: symbol as string, decimals: decimals as number },
    }),
  isMetaMask: async (rdns) => provider(rdns).isMetaMask === true,
  windowEthereum: async (rdns) => {
    const ethereum = (window as unknown as { ethereum?: unknown }).ethereum
    return {
      present: ethereum !== undefined,
      ours: ethereum !== undefined && ethereum === store.findProvider({ rdns })?.provider,
    }
  },
  wagmiConnect: async () => {
    wagmi ??= wagmiConfig()
    const [connector] = wagmi.connectors
    if (!connector) throw new Error('no connector')
    const result = await connect(wagmi, { connector })
    return { accounts: result.accounts, chainId: result.chainId }
  },
  wagmiSignMessage: async (_rdns, { message }) => {
    if (!wagmi) throw new Error('not connected')
    return wagmiSign(wagmi, { message: message as string })
  },
  wagmiSendTransaction: async (_rdns, { to, value }) => {
    if (!wagmi) throw new Error('not connected')
    return wagmiSend(wagmi, { to: to as `0x${string}`, value: BigInt(value as string) })
  },
}

declare global {
  interface Window {
    libs: {
      seen: typeof seen
      wallets(): { uuid: string; name: string; icon: string; rdns: string }[]
      call(
        rdns: string,
        action: string,
        args?: Record<string, unknown>,
      ): Promise<{ result?: unknown; error?: { code?: number; name: string; message: string } }>
    }
  }
}

window.libs = {
  seen,
  wallets: () => store.getProviders().map((p) => ({ ...p.info })),
  async call(rdns, action, args = {}) {
    const run = actions[action]
    if (!run) return { error: { name: 'TestError', message: `no action ${action}` } }
    try {
      return { result: plain(await run(rdns, args)) }
    } catch (error) {
      const e = error as Error & { shortMessage?: string; details?: string }
      // viem keeps the wallet's own message in `details`.
      return {
        error: { code: codeOf(error), name: e.name, message: e.details ?? e.shortMessage ?? e.message },
      }
    }
  },
}
