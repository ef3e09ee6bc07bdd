import { useWallet } from '@ftm-wallet/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { loadChunk } from '../../navigation/loadChunk.js'

/**
 * Resolves a name to an address on the active network (docs/chain-and-api.md#naming; the rules in
 * resolveNameOnNetwork.ts). The resolving code loads on the first name, so the screens that offer names — the
 * dashboard's contacts, the send forms — do not carry the naming services' ABI coder and keccak
 * (docs/behaviour/app-shell.md#code-loaded-on-demand); a load that fails throws the ChunkLoadError.
 */
export function useResolveName(): (name: string) => Promise<string | undefined> {
  const { network } = useWallet()
  const queryClient = useQueryClient()
  return useMemo(
    () => async (input: string) => {
      const { resolveNameOnNetwork } = await loadChunk(
        () => import('./resolveNameOnNetwork.js'),
        'resolveNameOnNetwork',
      )
      return resolveNameOnNetwork(network, queryClient, input)
    },
    [network, queryClient],
  )
}
