import {
  BRIDGE_FINALIZE_MAX_TRIES,
  BRIDGE_FINALIZE_POLL_INTERVAL,
  buildNativeTransferTx,
  computeBridgeReceiveAmount,
  computeTransferableBalance,
  formatUnits,
  getAccountBalances,
  getGasPrice,
  isWalletError,
  validateBridgeAmount,
  validateSendAddress,
} from '@ftm-wallet/sdk'
import type { CommandContext } from '../../framework/action.js'
import { CliError } from '../../framework/CliError.js'
import { optionOrAsk } from '../../framework/prompt.js'
import { parseAmountArg } from '../../session/amounts.js'
import { createCliBridgeClient } from '../../session/bridge.js'
import { openFlowContext } from '../../session/txContext.js'
import { assertRule } from '../../tx/assertRule.js'
import { runFlow } from '../../tx/runFlow.js'
import { readDirection } from './direction.js'

interface Options {
  toChain?: string
  to?: string
  amount?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `ftm bridge send`: opens a bridge swap, sends the FTM to its deposit address (Confirm), then polls the bridge
 * to finalize it (every 3 s, at most 50 times, spec 02 §4).
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
  assertRule(validateSendAddress({ direction, address: to }))
  const amountText = await optionOrAsk(context, context.options.amount, {
    what: 'the amount',
    hint: '--amount N',
    message: 'Amount (FTM)',
  })
  const amount = parseAmountArg(amountText, 18)
  const [[balance], gasPrice] = await Promise.all([
    getAccountBalances(client, { addresses: [from] }),
    getGasPrice(client),
  ])
  assertRule(
    validateBridgeAmount({
      amount,
      available: computeTransferableBalance({ balance: balance?.balance ?? 0n, gasPrice }),
    }),
  )
  const bridge = await createCliBridgeClient(flow.session)
  const receive = computeBridgeReceiveAmount({ amount })
  const addressField = direction === 'OperaToEthereum' ? { ethAddress: to } : { bnbAddress: to }
  let swap: Awaited<ReturnType<typeof bridge.createSwap>> | undefined
  await runFlow(flow, {
    title: `Bridge ${formatUnits(amount)} FTM to ${to} (${direction === 'OperaToEthereum' ? 'Ethereum' : 'BNB Chain'})`,
    details: {
      receive: `${formatUnits(receive)} FTM (the bridge keeps its fee)`,
      ...(context.globals.dryRun
        ? { note: 'the deposit address is assigned by the bridge when sending' }
        : {}),
    },
    steps: [
      {
        label: 'Confirm',
        description: `Send ${formatUnits(amount)} FTM to the bridge`,
        call: async () => {
          // A dry run opens no swap on the bridge: the deposit address is only known once a swap is opened, so
          // the estimate uses a transfer of the same amount to the wallet itself (same gas).
          if (context.globals.dryRun) return buildNativeTransferTx({ recipient: from, amount })
          swap ??= await bridge.createSwap({ direction, operaAddress: from, ...addressField })
          return buildNativeTransferTx({ recipient: swap.depositAddress, amount })
        },
      },
    ],
    finish: {
      label: 'Completing on the other chain',
      run: async (update) => {
        const opened = swap as NonNullable<typeof swap>
        for (let attempt = 1; attempt <= BRIDGE_FINALIZE_MAX_TRIES; attempt += 1) {
          update(`Completing on the other chain (try ${attempt} of ${BRIDGE_FINALIZE_MAX_TRIES})…`)
          try {
            const done = await bridge.finalizeSwap({ uuid: opened.uuid, direction })
            return { bridge: { uuid: opened.uuid, result: done.result } }
          } catch (error) {
            // Code 4 means "not yet" (deposit not seen, swap being processed): poll again; others end the flow.
            if (!isWalletError(error, 'BRIDGE_FINALIZE_FAILED')) throw error
          }
          await sleep(BRIDGE_FINALIZE_POLL_INTERVAL)
        }
        throw new CliError(
          'BRIDGE_TIMEOUT',
          `The bridge did not complete swap ${opened.uuid} in time: check later with ftm bridge status`,
          3,
        )
      },
    },
    result: { direction, to, amount, receive },
  })
}
