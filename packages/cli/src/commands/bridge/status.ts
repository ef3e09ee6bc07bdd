import { type BridgeRequest, parseUnits } from '@ftm-wallet/sdk'
import { finalizeBridgeRequest } from '@ftm-wallet/sdk/machines'
import { createCliBridgeClient, openBridgeRequests } from '../../connections/bridge.js'
import { openSession, type Session } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay, type Display } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { readDirection } from './direction.js'

interface Options {
  toChain?: string
  to?: string
  uuid?: string
  /** commander's --no-wait */
  wait?: boolean
}

/**
 * `ftm bridge status`: with --to-chain/--to, the FTM the bridge credited (and, on BNB Chain, still pending) to an
 * address; otherwise the bridge requests stored for the network (docs/behaviour/bridge.md#pending-requests), whose
 * pending ones it finishes with the bridge (unless --no-wait); --uuid picks one request.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const session = await openSession(context)
  const { toChain, to, uuid } = context.options
  if (toChain !== undefined || to !== undefined) return balances(context, session)
  const store = await openBridgeRequests(session)
  if (uuid !== undefined && !store.get(uuid)) {
    throw new CliError(
      'UNKNOWN_BRIDGE_REQUEST',
      `No bridge request ${uuid} is stored for ${session.network.name}`,
    )
  }
  const chosen = () => (uuid === undefined ? store.list() : store.list().filter((r) => r.uuid === uuid))
  const pending = chosen().filter((r) => r.status === 'pending')
  if (context.options.wait !== false && pending.length > 0) {
    const bridge = await createCliBridgeClient(session)
    for (const request of pending) context.output.info(`Completing bridge request ${request.uuid}…`)
    await Promise.allSettled(pending.map((r) => finalizeBridgeRequest({ store, bridge, uuid: r.uuid })))
  }
  const requests = chosen()
  const display = createDisplay(session.wallet.settings.getState())
  context.output.result({ ok: true, network: session.network.name, requests }, () =>
    requests.length === 0
      ? `No bridge request is stored for ${session.network.name}`
      : requests.map((request) => describe(request, display)).join('\n'),
  )
}

const CHAINS = { OperaToEthereum: 'Ethereum', OperaToBinance: 'BNB Chain' } as const

/** A stored request in the settings' decimal points (docs/behaviour/tokens-and-assets.md#number-formatting). */
function describe(request: BridgeRequest, display: Display): string {
  const line = `${request.uuid}  ${request.status.padEnd(9)} ${display.ftm(BigInt(request.amount))} → ${request.targetAddress} (${CHAINS[request.direction]}), receives ${display.ftm(BigInt(request.receive))}`
  return request.error ? `${line}: ${request.error}` : line
}

async function balances(context: CommandContext<Options>, session: Session): Promise<void> {
  const direction = await readDirection(context)
  const to = (
    await optionOrAsk(context, context.options.to, {
      what: 'the address',
      hint: '--to ADDRESS',
      message: 'Address on that chain',
    })
  ).trim()
  const bridge = await createCliBridgeClient(session)
  const result =
    direction === 'OperaToEthereum'
      ? { chain: 'eth', ...(await bridge.getEthBalances({ ethAddress: to })), pendingBalance: 0 }
      : { chain: 'bsc', ...(await bridge.getBnbBalances({ bnbAddress: to })) }
  // The bridge answers FTM as numbers; people read them in the settings' decimal points, --json as the bridge gave.
  const display = createDisplay(session.wallet.settings.getState())
  const ftm = (value: number) => display.ftm(parseUnits(value.toFixed(18), 18))
  context.output.result(
    { ok: true, address: to, ...result },
    () => `${to} on ${result.chain}: ${ftm(result.balance)} (pending ${ftm(result.pendingBalance)})`,
  )
}
