import {
  useAccount,
  useDefiConfiguration,
  useDefiTokens,
  useFMintAccount,
  useGasPrice,
  useSettings,
} from '@ftm-wallet/react'
import { computeFMintTokenRows, computeGasWarning, type DefiToken, type FMintTokenRow } from '@ftm-wallet/sdk'
import { showTokenSymbols } from '../../ui/tokenSymbol.js'

/** What the lock/unlock and mint/repay pages read for the account: tokens, positions, ratios, gas. */
export function useFMintPageData(address: string) {
  const tokens = useDefiTokens({ owner: address, query: { select: showTokenSymbols } })
  const account = useFMintAccount({ owner: address })
  const configuration = useDefiConfiguration()
  const ftm = useAccount({ address })
  const gasPrice = useGasPrice()
  const { defiSlippageReserve } = useSettings()
  const error = [tokens, account, configuration, ftm, gasPrice].find((q) => q.error)?.error ?? null
  if (!tokens.data || !account.data || !configuration.data || !ftm.data || gasPrice.data === undefined) {
    return { ready: false as const, error }
  }
  const rows: FMintTokenRow<DefiToken>[] = computeFMintTokenRows({ tokens: tokens.data, ...account.data })
  return {
    ready: true as const,
    error,
    tokens: tokens.data,
    rows,
    account: account.data,
    ratios: configuration.data.ratios,
    /**
     * Flows get the fMint contract from here, so their plan needs no request: under React's StrictMode the
     * first plan is aborted when the effects re-run, and a plan waiting on the network would fail with it.
     */
    contracts: {
      fMint: configuration.data.fMintContract,
      rewardDistribution: configuration.data.fMintRewardDistribution,
    },
    reservePercent: defiSlippageReserve,
    gasWarning: computeGasWarning({ balance: ftm.data.balance, gasPrice: gasPrice.data }),
  }
}
