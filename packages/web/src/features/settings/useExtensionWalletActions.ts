import { findInjectedProvider, useAccounts, useWallet } from '@ftm-wallet/react'
import { addEip1193Chain, POPOVER_HIDE, WalletError, watchEip1193Asset } from '@ftm-wallet/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PickableToken } from '../tokens/TokenPickerDialog.js'

export interface ExtensionWalletMessage {
  kind: 'success' | 'error'
  text: string
}

/**
 * Settings' browser-extension wallet buttons for an active 'metamask' account: add the network
 * (wallet_addEthereumChain) and add a token (wallet_watchAsset), with the spec's popovers
 * (docs/behaviour/signers.md#injected-wallets), shown for 3800 ms. undefined when the active account is not an
 * extension-wallet one.
 */
export function useExtensionWalletActions() {
  const { activeAccount } = useAccounts()
  const { network } = useWallet()
  const [message, setMessage] = useState<ExtensionWalletMessage | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const address = activeAccount?.type === 'metamask' ? activeAccount.address : undefined

  const run = useCallback(
    async (action: (provider: Parameters<typeof addEip1193Chain>[0]) => Promise<string>) => {
      if (!address) return
      let next: ExtensionWalletMessage
      try {
        const { provider } = await findInjectedProvider(address)
        next = { kind: 'success', text: await action(provider) }
      } catch (error) {
        console.error('Extension wallet:', error)
        next = { kind: 'error', text: error instanceof WalletError ? error.message : 'The wallet refused.' }
      }
      setMessage(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setMessage(undefined), POPOVER_HIDE)
    },
    [address],
  )
  const addNetwork = useCallback(() => run((p) => addEip1193Chain(p, network)), [run, network])
  const addAsset = useCallback(
    (token: PickableToken) =>
      run((p) =>
        watchEip1193Asset(p, {
          address: token.address,
          symbol: token.symbol,
          decimals: token.decimals,
          ...(token.logoUrl ? { image: token.logoUrl } : {}),
        }),
      ),
    [run],
  )
  return address ? { addNetwork, addAsset, message } : undefined
}
