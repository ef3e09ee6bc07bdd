import { useAccounts, useDefiConfiguration, useSettings, useUniswapPairs } from '@ftm-wallet/react'
import { useParams } from 'react-router'
import { showPairSymbols } from '../../ui/tokenSymbol.js'

/** What every page of the area reads: the route's account, its pairs (polled every 4 s) and the slippage. */
export function useSwapAreaData() {
  const { address = '', tokena, tokenb } = useParams()
  const { activeAccount } = useAccounts()
  const pairs = useUniswapPairs({ user: address || undefined, query: { select: showPairSymbols } })
  const { fUniswapSlippageTolerance } = useSettings()
  const router = useDefiConfiguration().data?.uniswapRouter
  return {
    address,
    tokena,
    tokenb,
    hasAccount: !!activeAccount,
    pairs,
    slippagePercent: fUniswapSlippageTolerance,
    /**
     * Given to the flows so their plan reads nothing over the network: a plan's request aborted by React's effect
     * replay (development runtime) would otherwise fail the flow with 'signal is aborted without reason'.
     */
    contracts: router ? { router } : undefined,
  }
}
