import { getAccountBalances, unwrapResult, validateName } from '@ftm-wallet/sdk'
import {
  createLedgerEthSigner,
  createLedgerFantomSigner,
  formatLedgerPath,
  initialLedgerPickerState,
  LEDGER_PICKER_LABELS,
  type LedgerKeyIndex,
  type LedgerPickerState,
  loadLedgerPickerPage,
} from '@ftm-wallet/sdk/ledger'
import { type OpenLedger, openLedger } from '../../connections/ledger.js'
import { openSession, type Session } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { accountLabel } from '../../input/accounts.js'
import { parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { askChoice, missingInput } from '../../terminal/prompt.js'

interface Options {
  app?: string
  accountId?: string
  addressId?: string
  name?: string
}

const MAX_INDEX = 2 ** 31 - 1

/** The Ledger picker at a terminal: five addresses with balances per page, 'Load Next 5' for more. */
async function pickAddress(
  context: CommandContext<Options>,
  session: Session,
  ledger: OpenLedger,
  accountId: number,
) {
  const fetchBalance = async (address: string) => {
    // docs/behaviour/wallets-and-accounts.md#account-list-rules: offline, the balances show as zero.
    const [row] = await getAccountBalances(session.client, { addresses: [address] }).catch(() => [])
    return { balance: row?.balance ?? 0n, totalBalance: row?.totalValue ?? 0n }
  }
  // docs/behaviour/tokens-and-assets.md#number-formatting: the balances in the settings' decimal points.
  const display = createDisplay(session.wallet.settings.getState())
  let state: LedgerPickerState = initialLedgerPickerState
  for (;;) {
    state = await loadLedgerPickerPage(state, { transport: ledger.transport, fetchBalance, accountId })
    if (state.error) throw state.error
    const picked = await askChoice<LedgerKeyIndex | 'more'>(context, {
      what: 'the Ledger address',
      hint: '--address-id N',
      message: 'Ledger address',
      choices: [
        ...state.rows.map((row) => ({
          name: `${formatLedgerPath(row)}  ${row.address}  ${display.ftm(row.totalBalance)}`,
          value: { accountId: row.accountId, addressId: row.addressId },
        })),
        { name: LEDGER_PICKER_LABELS.loadNext, value: 'more' as const },
      ],
    })
    if (picked !== 'more')
      return { key: picked, address: state.rows.find((r) => r.addressId === picked.addressId)?.address }
  }
}

/** `ftm wallet import-ledger`: adds a Ledger account (Fantom app by default) to the wallet list. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const app = (options.app ?? 'fantom').toLowerCase()
  if (app !== 'fantom' && app !== 'eth')
    throw new CliError('BAD_APP', `--app '${options.app}': use fantom or eth`)
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  const accountId =
    options.accountId === undefined ? 0 : parseIntegerArg(options.accountId, '--account-id', 0, MAX_INDEX)
  const addressId =
    options.addressId === undefined
      ? undefined
      : parseIntegerArg(options.addressId, '--address-id', 0, MAX_INDEX)
  if (addressId === undefined && (!context.interactive || app === 'eth'))
    throw missingInput('the Ledger address', '--address-id N')
  const session = await openSession(context)
  const ledger = await openLedger((line) => output.warn(line))
  let key: LedgerKeyIndex
  let address: string | undefined
  try {
    if (addressId === undefined) {
      ;({ key, address } = await pickAddress(context, session, ledger, accountId))
    } else {
      key = { accountId, addressId }
    }
    const chainId = session.network.preset.chainId
    const signer =
      app === 'eth'
        ? createLedgerEthSigner({ transport: ledger.transport, key, chainId })
        : createLedgerFantomSigner({ transport: ledger.transport, key, chainId })
    address ??= await signer.getAddress()
  } finally {
    await ledger.close().catch(() => undefined) // the device may already be unplugged
  }
  const account = await session.wallet.accounts.addAccount({
    address,
    type: app === 'eth' ? 'ledgerEth' : 'ledger',
    accountId: key.accountId,
    addressId: key.addressId,
    ...(name !== undefined ? { name } : {}),
  })
  if (!session.wallet.accounts.getActiveAccount()) await session.wallet.accounts.setActiveAccount(account)
  output.result(
    {
      ok: true,
      address: account.address,
      name: account.name,
      type: account.type,
      path: formatLedgerPath(key),
    },
    () =>
      `${output.style('green', '✔')} Added ${accountLabel(account)}: ${account.address} (${formatLedgerPath(key)} on the Ledger)`,
  )
}
