import {
  buildNativeTransferTx,
  computeBridgeReceiveAmount,
  computeTransferableBalance,
  getAccountBalances,
  getGasPrice,
} from '@ftm-wallet/sdk'
import { bridgeSendFlow, staticStep } from '@ftm-wallet/sdk/machines'
import { createCliBridgeClient, openBridgeRequests } from '../../connections/bridge.js'
import { readAmountArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { readDirection } from './direction.js'

interface Options {
  toChain?: string
  to?: string
  amount?: string
}

/**
 * `ftm bridge send`: the SDK's bridge flow — it opens a swap with the bridge, sends the FTM to the swap's deposit
 * address (Send), then polls the bridge to complete it (every 3 s, at most 50 times,
 * docs/behaviour/bridge.md#completing). The request is stored (docs/behaviour/bridge.md#pending-requests), so a run
 * that ends before the bridge completed it is finished by `ftm bridge status`.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const from = flow.account.address
  const direction = await readDirection(context)
  const to = (
    await optionOrAsk(context, context.options.to, {
      what: 'the receiving address',
      hint: '--to ADDRESS',
      message: 'Receiving address',
    })
  ).trim()
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'Amount (FTM)',
    decimals: 18,
  })
  const [[balance], gasPrice] = await Promise.all([
    getAccountBalances(client, { addresses: [from] }),
    getGasPrice(client),
  ])
  const available = computeTransferableBalance({ balance: balance?.balance ?? 0n, gasPrice })
  const display = createDisplay(flow.session.wallet.settings.getState())
  // The flow's check applies the bridge's address and amount rules before the bridge is asked for anything.
  const facts = { available, fractionDigits: display.fractionDigits }
  const check = bridgeSendFlow.check({ direction, amount, targetAddress: to }, facts)
  if (check.error) throw check.error
  const bridge = await createCliBridgeClient(flow.session)
  // The request is stored once the bridge opened the swap: if this run ends early, `ftm bridge status` finishes it.
  const bridgeRequests = await openBridgeRequests(flow.session)
  const receive = computeBridgeReceiveAmount({ amount })
  await runFlow(
    flow,
    {
      title: `Bridge ${display.signed(amount, 18, 'FTM')} to ${to} (${direction === 'OperaToEthereum' ? 'Ethereum' : 'BNB Chain'})`,
      details: {
        receive: `${display.ftm(receive)} (the bridge keeps its fee)`,
        ...(context.globals.dryRun
          ? { note: 'the deposit address is assigned by the bridge when sending' }
          : {}),
      },
      definition: bridgeSendFlow,
      params: { direction, amount, targetAddress: to },
      facts,
      // Planning the real flow opens a swap with the bridge; a dry run estimates the same transfer to the wallet.
      dryRunPlan: () => ({
        steps: [staticStep('send', 'Send', buildNativeTransferTx({ recipient: from, amount }))],
      }),
      result: { direction, to, amount, receive },
    },
    { bridge, bridgeRequests },
  )
}
