import {
  type ApiClient,
  canClaimFMintRewards,
  computeBorrowLimit,
  computeCollateralRatio,
  computeCollateralRatioBand,
  fmintMessages,
  formatCollateralRatio,
  getFMintAccountRewards,
  isNearLiquidation,
  type WalletAccount,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { accountLabel, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay, type Display } from '../../terminal/display.js'
import type { Output } from '../../terminal/output.js'
import { formatFields } from '../../terminal/table.js'
import { loadFMintState } from './fmintState.js'

/**
 * `ftm fmint status`: positions, collateral ratio (with the spec's bands and warning), limits and rewards; with --all
 * the same for every wallet, read in parallel (docs/behaviour/fmint.md#screens: one row set per account). Human
 * amounts use the decimal points of the settings; --json keeps the base units.
 */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const { wallet, client } = await openSession(context)
  const display = createDisplay(wallet.settings.getState())
  if (!context.options.all) {
    const status = await readStatus(client, resolveReadAddress(wallet, context.globals.account))
    context.output.result({ ok: true, ...status.result }, () => status.human(context.output, display))
    return
  }
  const seen = new Set<string>()
  const accounts = wallet.accounts
    .getState()
    .accounts.filter((a) => !seen.has(a.address.toLowerCase()) && seen.add(a.address.toLowerCase()))
  const statuses = await Promise.all(accounts.map((a) => readStatus(client, a.address)))
  context.output.result(
    {
      ok: true,
      all: true,
      wallets: statuses.map((s, i) => ({ wallet: label(accounts[i]), ...s.result })),
    },
    () =>
      statuses.length === 0
        ? 'No wallet yet.'
        : statuses
            .map(
              (s, i) =>
                `${context.output.style('bold', `${label(accounts[i])} (${s.result.address})`)}\n${s.human(context.output, display)}`,
            )
            .join('\n\n'),
  )
}

const label = (account: WalletAccount | undefined) => (account ? accountLabel(account) : '')

/** One owner's fMint status: the JSON fields and the human lines. */
async function readStatus(client: ApiClient, owner: string) {
  const [{ account, ratios }, rewards] = await Promise.all([
    loadFMintState(client, owner),
    getFMintAccountRewards(client, { owner }),
  ])
  const { collateralValue, debtValue } = account
  const ratio = computeCollateralRatio({ collateralValue, debtValue })
  const band = computeCollateralRatioBand(ratio, ratios)
  const borrowLimit = computeBorrowLimit({
    collateralValue,
    debtValue,
    minCollateralRatio: ratios.minCollateralRatio,
  })
  const warning = isNearLiquidation(ratio) ? fmintMessages.nearLiquidation : undefined
  const position = (p: (typeof account.collateral)[number]) => ({
    token: p.token.symbol,
    address: p.tokenAddress,
    balance: p.balance,
    value: p.value,
  })
  const result = {
    address: owner,
    collateral: account.collateral.map(position),
    debt: account.debt.map(position),
    collateralValue,
    debtValue,
    collateralRatio4: ratio,
    collateralRatio: debtValue === 0n ? null : formatCollateralRatio(ratio),
    band,
    borrowLimit,
    rewards: { ...rewards, canClaim: canClaimFMintRewards(rewards) },
    warning: warning ?? null,
  }
  const human = (output: Output, display: Display) => {
    const fusd = (wei: bigint) => display.token(wei, 18, 'fUSD')
    const colour = band === 'green' ? 'green' : band === 'orange' ? 'yellow' : 'red'
    const lines: Array<[string, string]> = [
      ...account.collateral.map((p): [string, string] => [
        `locked ${p.token.symbol}`,
        `${display.token(p.balance, 18)} (${fusd(p.value)})`,
      ]),
      ...account.debt.map((p): [string, string] => [
        `minted ${p.token.symbol}`,
        `${display.token(p.balance, 18)} (${fusd(p.value)})`,
      ]),
      ['collateral', fusd(collateralValue)],
      ['debt', fusd(debtValue)],
      ['C-ratio', debtValue === 0n ? '–' : output.style(colour, formatCollateralRatio(ratio))],
      ['can mint', fusd(borrowLimit)],
      [
        'rewards',
        `${display.token(rewards.rewardsEarned, 18, 'WFTM')} earned, ${display.token(rewards.rewardsStashed, 18)} stashed`,
      ],
    ]
    return formatFields(lines) + (warning ? `\n${output.style('yellow', warning)}` : '')
  }
  return { result, human }
}
