import {
  type ApiClient,
  bridgeMessages,
  computeTransferableBalance,
  getAccountBalances,
  getErc20TokenBalance,
  getGasPrice,
  getTransactionHistory,
} from '@ftm-wallet/sdk'
import { type RecipientFacts, sendFtmFlow, sendTokenFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import { resolveRecipient } from '../../input/names.js'
import { findToken, loadDefiTokens } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { prefetchConfirmation } from '../../tx/confirmation.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { warmUpSigning } from '../../tx/signingTables.js'
import { isOffline } from '../../tx/signOnly.js'

interface Options {
  to?: string
  amount?: string
  token?: string
  memo?: string
  sig?: string
  data?: string
  value?: string
}

/**
 * What the send flows' recipient checks read (docs/behaviour/send-and-receive.md#recipient-checks): the account, the
 * contacts and the wallet's accounts with their names, the counterparties of the account's latest page of history
 * and the DeFi tokens. Offline (signing only) nothing is read from the network: those checks are skipped.
 */
async function readRecipientFacts(
  flow: Awaited<ReturnType<typeof openFlowContext>>,
  client: ApiClient,
  offline: boolean,
): Promise<RecipientFacts> {
  const from = flow.account.address
  const { wallet } = flow.session
  const knownRecipients = [
    ...wallet.contacts
      .getState()
      .contacts.filter((c) => c.blockchain === 'fantom')
      .map((c) => ({ address: c.address, name: c.name })),
    ...wallet.accounts
      .getState()
      .accounts.filter((a) => a.address.toLowerCase() !== from.toLowerCase())
      .map((a) => ({ address: a.address, name: a.name || 'your account' })),
  ]
  if (offline) return { from, knownRecipients }
  // Best effort: a network that cannot answer (RPC-only, the API down) skips these checks rather than the send.
  const [history, tokens] = await Promise.all([
    getTransactionHistory(client, { address: from }).catch(() => undefined),
    loadDefiTokens(client).catch(() => undefined),
  ])
  const counterparties = history?.transactions.items.flatMap((t) =>
    [t.from, t.to].filter((a): a is string => !!a && a.toLowerCase() !== from.toLowerCase()),
  )
  const tokenContracts = tokens?.map((t) => ({ address: t.address, symbol: t.symbol }))
  return { from, knownRecipients, counterparties, tokenContracts }
}

/** `ftm send`: FTM (with an optional memo) or a token, to an address, a contact or a name. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options } = context
  if (options.sig !== undefined || options.data !== undefined) {
    const { runContractCall } = await import('./sendCall.js')
    return runContractCall(context)
  }
  if (context.args.length > 0)
    throw new CliError(
      'UNEXPECTED_ARGUMENT',
      `Unexpected argument '${context.args[0]}': arguments go with --sig "fn(types)"`,
    )
  if (options.value !== undefined)
    throw new CliError('VALUE_WITHOUT_CALL', '--value goes with --sig or --data; send FTM with --amount')
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const to = await optionOrAsk(context, options.to, {
    what: 'the recipient',
    hint: '--to ADDRESS|NAME',
    message: 'Send to (address or name)',
  })
  const resolved = await resolveRecipient(flow.session, to, context.output)
  if (!resolved)
    throw new CliError('SEND_INVALID_OPERA_ADDRESS', `--to '${to}': ${bridgeMessages.invalidOperaAddress}`)
  const token =
    options.token === undefined || options.token.toUpperCase() === 'FTM'
      ? null
      : await findToken(client, options.token)
  if (token && options.memo !== undefined)
    throw new CliError('MEMO_NOT_SUPPORTED', '--memo travels with FTM transfers only')
  const symbol = token?.symbol ?? 'FTM'
  const decimals = token?.decimals ?? 18
  // docs/behaviour/send-and-receive.md#amount-rules: zero is tolerated (a 0 FTM transfer carrying a memo, say).
  const { amount } = await readAmountArg(context, options.amount, {
    message: `Amount (${symbol})`,
    decimals,
    allowZero: true,
  })
  const from = flow.account.address
  // Signing offline (--sign-only --nonce --gas-price) the balance cannot be read: the chain checks the amount.
  const offline = isOffline(context.globals)
  if (offline) context.output.warn('offline: the balance is not checked')
  const recipient = resolved.address
  // What the confirmation reads besides the transaction starts now, beside the balance and the recipient checks'
  // reads; those two are read side by side too (docs/behaviour/signing.md#unlocking-in-the-cli).
  if (!offline) prefetchConfirmation(flow.session, { to: token?.address ?? recipient, data: '0x' })
  const availableRead = offline
    ? Promise.resolve(undefined)
    : token
      ? getErc20TokenBalance(client, { owner: from, token: token.address })
      : Promise.all([getAccountBalances(client, { addresses: [from] }), getGasPrice(client)]).then(
          ([[b], gasPrice]) => computeTransferableBalance({ balance: b?.balance ?? 0n, gasPrice }),
        )
  const recipientRead = readRecipientFacts(flow, client, offline)
  // With the keystore unlocking already, the signature's curve tables are built while these reads are out (after the
  // batched request has left, docs/behaviour/signing.md#unlocking-in-the-cli) instead of after the preview.
  if (flow.earlyUnlock) setImmediate(warmUpSigning)
  // The flow's check (run by runFlow) applies the recipient checks (refusals exit 2, warnings on stderr) and the send
  // amount rule: 'You can transfer max {n} {symbol}', … (the recipient facts are best effort and never reject).
  const [available, recipientFacts] = await Promise.all([availableRead, recipientRead])
  const display = createDisplay(flow.session.wallet.settings.getState())
  const base = {
    title: `Send ${display.signed(amount, decimals, symbol)} to ${recipient}${resolved.source === 'address' ? '' : ` (${to.trim()})`}`,
    details: options.memo !== undefined ? { memo: options.memo } : undefined,
    result: { to: recipient, amount, token: token?.address ?? null, symbol },
  }
  if (token)
    await runFlow(flow, {
      ...base,
      definition: sendTokenFlow,
      params: { token: token.address, recipient, amount },
      facts: { available, symbol, decimals, fractionDigits: display.fractionDigits, ...recipientFacts },
    })
  else
    await runFlow(flow, {
      ...base,
      definition: sendFtmFlow,
      params: { recipient, amount, memo: options.memo },
      facts: { available, fractionDigits: display.fractionDigits, ...recipientFacts },
    })
}
