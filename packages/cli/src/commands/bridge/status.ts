import { createCliBridgeClient } from '../../connections/bridge.js'
import { openSession } from '../../connections/open.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { readDirection } from './direction.js'

/** `ftm bridge status`: FTM the bridge credited (and, on BNB Chain, still pending) to an address. */
export async function run(context: CommandContext<{ toChain?: string; to?: string }>): Promise<void> {
  const session = await openSession(context)
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
  context.output.result(
    { ok: true, address: to, ...result },
    () => `${to} on ${result.chain}: ${result.balance} FTM (pending ${result.pendingBalance} FTM)`,
  )
}
