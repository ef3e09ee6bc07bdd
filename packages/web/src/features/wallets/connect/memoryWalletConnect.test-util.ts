// The in-memory EIP-1193 wallet of the SDK's WalletConnect tests (packages/sdk/src/signers/walletConnect/
// externalWallets.test.ts), kept here because a package's tests cannot import another package's test files:
// it stands in for the relay, which this machine cannot reach, and records what the wallet list asks of it.
import { validateAddress } from '@ftm-wallet/sdk'
import type { WalletConnectInitOptions, WalletConnectProvider } from '@ftm-wallet/sdk/walletconnect'

/** A random checksum address (the wallet app's account; no key is needed since nothing is signed here). */
function randomAddress(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0'))
  const checked = validateAddress(`0x${hex.join('')}`, 'fantom')
  if (!checked.ok) throw new Error(checked.message)
  return checked.value
}

export interface MemoryWalletConnect {
  /** The account the wallet app holds. */
  readonly account: string
  /** The options each `EthereumProvider.init` got. */
  readonly inits: WalletConnectInitOptions[]
  /** How many times the session was ended from our side. */
  readonly disconnects: () => number
  /** Whether the wallet's storage holds a session (set by connect, cleared by disconnect), like WalletConnect's. */
  readonly stored: () => boolean
  /** The SDK's `loadProvider`: a fresh provider per init, which sees the stored session (as after a reload). */
  loadProvider(options: WalletConnectInitOptions): Promise<WalletConnectProvider>
}

export function createMemoryWalletConnect(): MemoryWalletConnect {
  const account = randomAddress()
  const inits: WalletConnectInitOptions[] = []
  let disconnects = 0
  let stored = false
  return {
    account,
    inits,
    disconnects: () => disconnects,
    stored: () => stored,
    async loadProvider(options) {
      inits.push(options)
      const listeners = new Map<string, ((...args: unknown[]) => void)[]>()
      return {
        get session() {
          return stored ? { topic: 'memory-session' } : undefined
        },
        on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
        async connect() {
          for (const listener of listeners.get('display_uri') ?? [])
            listener('wc:pairing@2?relay-protocol=irn')
          stored = true
        },
        async disconnect() {
          stored = false
          disconnects++
        },
        async request({ method }) {
          if (method === 'eth_accounts') return stored ? [account.toLowerCase()] : []
          if (method === 'eth_requestAccounts') return [account.toLowerCase()]
          if (method === 'eth_chainId') return `0x${options.chains[0]?.toString(16)}`
          throw Object.assign(new Error('unsupported'), { code: 4200 })
        },
      }
    },
  }
}
