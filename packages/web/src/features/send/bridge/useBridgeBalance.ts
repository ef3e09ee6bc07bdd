import { BRIDGE_FINALIZE_POLL_INTERVAL, type BridgeClient, type BridgeDirection } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'

export interface BridgeBalance {
  /** FTM credited on the other chain (the bridge answers in FTM, not wei). */
  balance: number
  /** FTM on its way (Binance Chain only). */
  pendingBalance?: number
}

/**
 * What the bridge says the receiving address holds on the other chain (`getBnbBalances` / `getEthBalances`),
 * refreshed at the bridge's polling interval (3 s) while `watch` is on.
 */
export function useBridgeBalance(parameters: {
  bridge: BridgeClient
  direction: BridgeDirection
  address: string
  watch: boolean
}) {
  const { bridge, direction, address, watch } = parameters
  return useQuery({
    queryKey: ['bridge-balance', direction, address],
    queryFn: async ({ signal }): Promise<BridgeBalance> =>
      direction === 'OperaToBinance'
        ? await bridge.getBnbBalances({ bnbAddress: address, signal })
        : await bridge.getEthBalances({ ethAddress: address, signal }),
    refetchInterval: watch ? BRIDGE_FINALIZE_POLL_INTERVAL : false,
    retry: false,
  })
}
