import { findInjectedProvider, useWallet, type WalletAccount } from '@ftm-wallet/react'
import { EIP1193_MESSAGES, type Eip1193Provider, WalletError, watchEip1193Events } from '@ftm-wallet/sdk'
import { useEffect, useState } from 'react'

/**
 * For an extension-wallet ('metamask') account: follows the wallet's chain and accounts and returns what the user
 * must fix before signing ('Please, select Opera chain in Metamask.', 'Please, select account X in Metamask.',
 * 'Metamask is not installed.'), or undefined. A disconnect reloads the page
 * (docs/behaviour/signers.md#injected-wallets).
 */
export function useInjectedWalletStatus(
  account: Pick<WalletAccount, 'address' | 'type'>,
  find: (address: string) => Promise<{ provider: Eip1193Provider }> = findInjectedProvider,
): string | undefined {
  const { network } = useWallet()
  const [chainOk, setChainOk] = useState(true)
  const [accountOk, setAccountOk] = useState(true)
  const [failure, setFailure] = useState<string | undefined>()
  const { address, type } = account
  useEffect(() => {
    if (type !== 'metamask') return
    let alive = true
    let stop = () => {}
    const onChain = (id: number) => alive && setChainOk(id === network.chainId)
    const onAccounts = (accounts: string[]) =>
      alive && setAccountOk(accounts.some((a) => a.toLowerCase() === address.toLowerCase()))
    find(address)
      .then(async ({ provider }) => {
        if (!alive) return
        setFailure(undefined)
        stop = watchEip1193Events(provider, {
          onChainChanged: onChain,
          onAccountsChanged: onAccounts,
          onDisconnect: () => window.location.reload(),
        })
        onChain(Number(await provider.request({ method: 'eth_chainId' })))
      })
      .catch((error: unknown) => {
        console.error('Extension wallet:', error)
        if (alive) setFailure(error instanceof WalletError ? error.message : EIP1193_MESSAGES.notInstalled)
      })
    return () => {
      alive = false
      stop()
    }
  }, [address, type, network.chainId, find])
  if (type !== 'metamask') return undefined
  if (failure) return failure
  if (!accountOk) return EIP1193_MESSAGES.selectAccount(address)
  if (!chainOk) return EIP1193_MESSAGES.selectChain
  return undefined
}
