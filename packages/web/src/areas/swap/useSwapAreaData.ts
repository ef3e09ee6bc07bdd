import { useAccounts, useSettings, useUniswapPairs } from '@ftm-wallet/react'
import { useParams } from 'react-router'

/** What every page of the area reads: the route's account, its pairs (polled every 4 s) and the slippage. */
export function useSwapAreaData() {
  const { address = '', tokena, tokenb } = useParams()
  const { activeAccount } = useAccounts()
  const pairs = useUniswapPairs({ user: address || undefined })
  const { fUniswapSlippageTolerance } = useSettings()
  return {
    address,
    tokena,
    tokenb,
    hasAccount: !!activeAccount,
    pairs,
    slippagePercent: fUniswapSlippageTolerance,
  }
}
