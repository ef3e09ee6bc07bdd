import type { ApiFaults, DevnetSettings } from '../api/settings.js'
import type { Indexer } from '../indexer/Indexer.js'
import {
  advanceSchema,
  bridgeSwitchSchema,
  describeIssues,
  FAUCET_DEFAULT_FTM,
  faucetSchema,
  miningSchema,
  priceSchema,
  stakingSwitchSchema,
  unconfirmedSchema,
} from './controlSchemas.js'

/** What the controls need from the chain layer. */
export interface ChainControls {
  /** Sends `amountWei` to `address`; resolves to whatever the chain layer reports (e.g. a tx hash). */
  fund(address: string, amountWei: bigint): Promise<unknown>
  /** Moves chain time by `seconds` and seals `epochs` epochs (default 1); resolves to what the chain layer reports. */
  advance(seconds: number, epochs?: number): Promise<unknown>
}

/** The node's own mining switches (anvil): automine on/off and mining blocks on demand. */
export interface MiningControls {
  call<T>(method: string, params: unknown[]): Promise<T>
}

export interface ControlReply {
  status: number
  body: unknown
}

const bad = (message: string): ControlReply => ({ status: 400, body: { error: message } })

/**
 * The devnet's controls under /devnet/: `POST faucet {address, amount?}`, `POST advance {seconds, epochs?}`,
 * `POST price {currency, price}`, `POST bridge {down?, delayMs?}`, `POST unconfirmed {count?, hideMs?}`,
 * `POST mining {automine?, blocks?}` (automine off keeps sent transactions pending until blocks are mined; the
 * faucet needs automine on), `GET mining`, `POST staking {fluidStaking}` (what every delegation's
 * isFluidStakingActive answers; true by default, as the real API), `GET staking`, `GET info`, `GET deployment` (the saved `DevnetDeployment`: addresses, validators, proposals; no keys).
 */
export function createControlsHandler(options: {
  chain: ChainControls
  /** The node's JSON-RPC, for `mining`. */
  node: MiningControls
  settings: DevnetSettings
  faults: ApiFaults
  indexer: Indexer
  saveSettings: () => Promise<void>
  info: () => unknown
  deployment: () => unknown
}) {
  const { chain, node, settings, faults, indexer, saveSettings, info, deployment } = options
  const miningState = async () => ({
    automine: await node.call<boolean>('anvil_getAutomine', []),
    pending: (await node.call<{ transactions: unknown[] }>('eth_getBlockByNumber', ['pending', false]))
      .transactions.length,
  })
  return async (method: string, slug: string, body: unknown): Promise<ControlReply> => {
    if (method === 'GET' && slug === 'info') return { status: 200, body: info() }
    if (method === 'GET' && slug === 'deployment') return { status: 200, body: deployment() }
    if (method === 'GET' && slug === 'mining') return { status: 200, body: await miningState() }
    if (method === 'GET' && slug === 'staking')
      return { status: 200, body: { fluidStaking: faults.fluidStaking } }
    if (method !== 'POST')
      return { status: 404, body: { error: `unknown control ${method} /devnet/${slug}` } }
    switch (slug) {
      case 'faucet': {
        const parsed = faucetSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        const amount = parsed.data.amount ?? BigInt(FAUCET_DEFAULT_FTM) * 10n ** 18n
        const address = parsed.data.address.toLowerCase()
        const result = await chain.fund(address, amount)
        await indexer.sync()
        return { status: 200, body: { address, amount: amount.toString(), result } }
      }
      case 'advance': {
        const parsed = advanceSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        const { seconds, epochs } = parsed.data
        const result = await chain.advance(seconds, epochs)
        await indexer.sync()
        return { status: 200, body: { seconds, result } }
      }
      case 'price': {
        const parsed = priceSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        const currency = parsed.data.currency.toUpperCase()
        settings.prices[currency] = parsed.data.price
        settings.pricesUpdatedAt = Math.floor(Date.now() / 1000)
        await saveSettings()
        return { status: 200, body: { currency, price: parsed.data.price } }
      }
      case 'bridge': {
        const parsed = bridgeSwitchSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        if (parsed.data.down !== undefined) settings.bridge.down = parsed.data.down
        if (parsed.data.delayMs !== undefined) settings.bridge.delayMs = parsed.data.delayMs
        await saveSettings()
        return { status: 200, body: { ...settings.bridge } }
      }
      case 'unconfirmed': {
        // R1 on demand: the next `count` sendTransaction calls broadcast, then answer "could not be confirmed".
        const parsed = unconfirmedSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        faults.unconfirmedSends = parsed.data.count ?? 1
        faults.hideMs = parsed.data.hideMs ?? 0
        return { status: 200, body: { count: faults.unconfirmedSends, hideMs: faults.hideMs } }
      }
      case 'mining': {
        // Automine off: sent transactions wait in the node's pool (pending transactions, speed up, cancel) until
        // `blocks` are mined or automine is back on (which mines what waits).
        const parsed = miningSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        const { automine, blocks = 0 } = parsed.data
        if (automine !== undefined) await node.call('evm_setAutomine', [automine])
        for (let block = 0; block < blocks; block += 1) await node.call('evm_mine', [])
        if (blocks > 0 || automine === true) await indexer.sync()
        return { status: 200, body: { ...(await miningState()), mined: blocks } }
      }
      case 'staking': {
        // In memory only: a restarted devnet answers isFluidStakingActive true again, like the real API.
        const parsed = stakingSwitchSchema.safeParse(body ?? {})
        if (!parsed.success) return bad(describeIssues(parsed.error))
        faults.fluidStaking = parsed.data.fluidStaking
        return { status: 200, body: { fluidStaking: faults.fluidStaking } }
      }
      default:
        return { status: 404, body: { error: `unknown control POST /devnet/${slug}` } }
    }
  }
}
