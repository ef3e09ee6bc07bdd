import { useAccounts, useAccountsService, useApiOnline, useOnlineStatus } from '@ftm-wallet/react'

/** Lists the wallets, marks the active one and adds a watched address. */
export function AccountsExample({ address }: { address: string }) {
  const { accounts, activeAccount } = useAccounts()
  const service = useAccountsService()
  const online = useOnlineStatus()
  const apiOnline = useApiOnline()
  return (
    <section>
      {!online && <p role="status">You are offline</p>}
      {online && !apiOnline && <p role="status">Api is unavailable, trying to reconnect</p>}
      <ul>
        {accounts.map((a) => (
          <li key={`${a.type}:${a.address}`} aria-current={a.address === activeAccount?.address}>
            {a.name || a.address}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => service.addAccount({ address, type: 'metamask' })}>
        Add
      </button>
    </section>
  )
}
