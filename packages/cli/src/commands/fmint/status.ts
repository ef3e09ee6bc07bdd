import {
  canClaimFMintRewards,
  computeBorrowLimit,
  computeCollateralRatio,
  computeCollateralRatioBand,
  fmintMessages,
  formatCollateralRatio,
  formatUnits,
  getFMintAccountRewards,
  isNearLiquidation,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'
import { loadFMintState } from './fmintState.js'

const fusd = (wei: bigint) => `${formatUnits(wei)} fUSD`

/** `ftm fmint status`: positions, collateral ratio (with the spec's bands and warning), limits and rewards. */
export async function run(context: CommandContext): Promise<void> {
  const { wallet, client } = await openSession(context)
  const owner = resolveReadAddress(wallet, context.globals.account)
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
  context.output.result(
    {
      ok: true,
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
    },
    () => {
      const style = context.output.style
      const colour = band === 'green' ? 'green' : band === 'orange' ? 'yellow' : 'red'
      const lines: Array<[string, string]> = [
        ...account.collateral.map((p): [string, string] => [
          `locked ${p.token.symbol}`,
          `${formatUnits(p.balance)} (${fusd(p.value)})`,
        ]),
        ...account.debt.map((p): [string, string] => [
          `minted ${p.token.symbol}`,
          `${formatUnits(p.balance)} (${fusd(p.value)})`,
        ]),
        ['collateral', fusd(collateralValue)],
        ['debt', fusd(debtValue)],
        ['C-ratio', debtValue === 0n ? '–' : style(colour, formatCollateralRatio(ratio))],
        ['can mint', fusd(borrowLimit)],
        [
          'rewards',
          `${formatUnits(rewards.rewardsEarned)} WFTM earned, ${formatUnits(rewards.rewardsStashed)} stashed`,
        ],
      ]
      return formatFields(lines) + (warning ? `\n${style('yellow', warning)}` : '')
    },
  )
}
