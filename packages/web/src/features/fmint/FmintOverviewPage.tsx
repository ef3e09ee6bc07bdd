import {
  useAccounts,
  useDefiConfiguration,
  useDefiTokens,
  useFMintAccount,
  useFMintAccounts,
  useFMintAccountsRewards,
} from '@ftm-wallet/react'
import {
  computeCollateralRatioDisplay,
  computeFMintRowActions,
  computeFMintRowTarget,
  computeFMintTokenRows,
  type DefiToken,
  FMINT_OVERVIEW_ACCOUNT_DELAY,
  type FMintRowAction,
  formatTokenValue,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Dialog } from '../../ui/Dialog.js'
import { Tabs } from '../../ui/Tabs.js'
import { showTokenSymbols } from '../../ui/tokenSymbol.js'
import { AssetList } from './AssetList.js'
import { FMINT_PAGES, fmintActionPath, fmintPath } from './fmintPaths.js'
import { formatTokenAmount } from './formatToken.js'
import { type OverviewRow, OverviewTable } from './OverviewTable.js'
import { PositionsTables } from './PositionsTables.js'
import { RewardsPanel } from './RewardsPanel.js'
import { useStaggeredCount } from './useStaggeredCount.js'

/** The fMint home: overview of every account, the account's positions and assets, and its rewards. */
export function FmintOverviewPage() {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const { accounts: allAccounts } = useAccounts()
  // Rows come account by account, 250 ms apart (docs/behaviour/fmint.md#numbers); the page's own account loads at
  // once.
  const accounts = allAccounts.slice(0, useStaggeredCount(allAccounts.length, FMINT_OVERVIEW_ACCOUNT_DELAY))
  const owners = accounts.map((a) => a.address)
  const tokens = useDefiTokens({ owner: address, query: { select: showTokenSymbols } })
  const positions = useFMintAccounts({ owners })
  const rewards = useFMintAccountsRewards({ owners })
  const mine = useFMintAccount({ owner: address }).data
  const myRewards = useFMintAccountsRewards({ owners: [address] })[0]?.data
  const configuration = useDefiConfiguration()
  const [choice, setChoice] = useState<OverviewRow | null>(null)
  const tokenList: DefiToken[] = tokens.data ?? []
  const wftm = tokenList.find((t) => t.symbol.toUpperCase() === 'WFTM')
  const formatReward = (amount: bigint) =>
    wftm ? `${formatTokenAmount(amount, wftm)} WFTM` : formatTokenValue(amount, { displayDecimals: 2 })
  const ratios = configuration.data?.ratios
  const rows: OverviewRow[] = accounts.flatMap((account, i) => {
    const position = positions[i]?.data
    if (!position) return []
    const reward = rewards[i]?.data
    const ratioDisplay = computeCollateralRatioDisplay(position, ratios)
    const rewardsText = reward
      ? `${formatReward(reward.rewardsEarned)} / ${formatReward(reward.rewardsStashed)}`
      : '–'
    return computeFMintTokenRows({ tokens: tokenList, ...position }).map((row) => ({
      wallet: account.address,
      walletName: account.name,
      token: row.token,
      collateral: row.collateral,
      debt: row.debt,
      account: position,
      ratioText: ratioDisplay.text,
      ratio4: ratioDisplay.text === '-' ? undefined : ratioDisplay.ratio4,
      rewardsText,
      rewardsTotal: reward ? reward.rewardsEarned + reward.rewardsStashed : undefined,
      actions: computeFMintRowActions({ ...row, symbol: row.token.symbol, canMint: row.token.canMint }),
    }))
  })
  const myRows = mine ? computeFMintTokenRows({ tokens: tokenList, ...mine }) : []
  const go = (wallet: string, page: string, token: string) =>
    navigate(fmintPath(wallet, page, token || undefined))
  // defi-manage-deposit / defi-manage-borrow: the row's token when it fits the page, else the page's default.
  const deposit = (row: OverviewRow) =>
    go(
      row.wallet,
      FMINT_PAGES.manageCollateral,
      isFMintCollateralSymbol(row.token.symbol) ? row.token.address : '',
    )
  const borrow = (row: OverviewRow) =>
    go(row.wallet, FMINT_PAGES.manageFusd, row.token.canMint ? row.token.address : '')
  const onOpen = (row: OverviewRow) => {
    const target = computeFMintRowTarget({
      collateral: row.account.collateralValue,
      debt: row.account.debtValue,
    })
    if (target === 'choice') setChoice(row)
    else if (target === 'deposit') deposit(row)
    else if (target === 'borrow') borrow(row)
  }
  const onAction = (wallet: string, token: DefiToken, action: FMintRowAction) =>
    navigate(fmintActionPath(wallet, action, token.address))
  const error = [tokens, ...positions, ...rewards, configuration].find((q) => q.error)?.error
  return (
    <section className="stack">
      <h1>fMint</h1>
      {error && (
        <p role="alert" className="message message-error">
          {error.message}
        </p>
      )}
      <Tabs
        label="fMint"
        items={[
          {
            value: 'overview',
            label: 'Overview',
            content: (
              <OverviewTable
                rows={rows}
                onOpen={onOpen}
                onAction={(row, action) => onAction(row.wallet, row.token, action)}
              />
            ),
          },
          {
            value: 'positions',
            label: 'Positions',
            content: (
              <PositionsTables rows={myRows} onAction={(token, action) => onAction(address, token, action)} />
            ),
          },
          { value: 'assets', label: 'Assets', content: <AssetList rows={myRows} address={address} /> },
        ]}
      />
      <RewardsPanel rewards={myRewards} format={formatReward} />
      <Dialog
        open={choice !== null}
        onOpenChange={(open) => !open && setChoice(null)}
        title={choice ? choice.token.symbol : ''}
        width={400}
      >
        {choice && (
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={() => deposit(choice)}>
              Deposit
            </button>
            <button type="button" className="btn" onClick={() => borrow(choice)}>
              Borrow
            </button>
          </div>
        )}
      </Dialog>
    </section>
  )
}
