import { parseUnits } from '@ftm-wallet/sdk'
import { loadCliConfig } from '../../connections/config.js'
import { resolveNetwork } from '../../connections/network.js'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { ExitCode } from '../../errors/exitCodes.js'
import { isHexAddress, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'

/** What the devnet's `POST /devnet/faucet` answers (docs/chain-and-api.md#devnet). */
interface FaucetReply {
  address: string
  amount: string
  result: { txHash: string; balance: string }
}

/**
 * `ftm faucet [ADDRESS] [--amount N]`: test FTM from the devnet's faucet for an address or the active account.
 * Only the devnet has a faucet; on any other network the command refuses before anything is sent.
 */
export async function run(context: CommandContext<{ amount?: string }>): Promise<void> {
  const [given] = context.args
  if (given !== undefined && !isHexAddress(given))
    throw new CliError('BAD_ADDRESS', `[address] '${given}' is not an address (0x and 40 hex digits)`)
  const amount = context.options.amount
  if (amount !== undefined) {
    let wei: bigint
    try {
      wei = parseUnits(amount.trim(), 18)
    } catch {
      throw new CliError('BAD_AMOUNT', `--amount '${amount}' is not an FTM amount such as 1000 or 12.5`)
    }
    if (wei <= 0n) throw new CliError('BAD_AMOUNT', '--amount must be more than 0')
  }
  const wallet = await openWallet()
  const network = resolveNetwork(context.globals, await loadCliConfig(wallet.storage))
  if (network.name !== 'devnet')
    throw new CliError(
      'FAUCET_NOT_DEVNET',
      `The faucet exists only on the devnet; the network is ${network.name}. Get ${network.name} FTM elsewhere (for testnet, its public faucet).`,
      ExitCode.badInput,
    )
  const base = network.apiUrls[0]
  if (!base)
    throw new CliError('NO_API', 'No API endpoint configured: the faucet is served beside the devnet API', 2)
  const address = resolveReadAddress(wallet, given ?? context.globals.account)
  const url = new URL('/devnet/faucet', base)
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(amount === undefined ? { address } : { address, amount: amount.trim() }),
      signal: AbortSignal.timeout(60_000),
    })
  } catch (cause) {
    throw new CliError('API_NETWORK_ERROR', `The devnet at ${url.origin} could not be reached`, 3, { cause })
  }
  const body = (await response.json().catch(() => ({}))) as Partial<FaucetReply> & { error?: string }
  if (response.status === 400)
    throw new CliError('FAUCET_REFUSED', `The devnet faucet refused: ${body.error ?? 'bad request'}`)
  if (!response.ok || !body.result)
    throw new CliError('API_UNAVAILABLE', `The devnet faucet answered HTTP ${response.status} at ${url}`, 3)
  const sent = BigInt(body.amount ?? '0')
  const balance = BigInt(body.result.balance)
  // docs/behaviour/tokens-and-assets.md#number-formatting: the settings' decimal points; --json keeps wei.
  const display = createDisplay(wallet.settings.getState())
  context.output.result(
    {
      ok: true,
      network: network.name,
      address,
      amount: sent,
      txHash: body.result.txHash,
      balance,
    },
    () =>
      [
        `Sent ${display.ftm(sent)} from the devnet faucet to ${address}`,
        `tx       ${body.result?.txHash}`,
        `balance  ${display.ftm(balance)}`,
      ].join('\n'),
  )
}
