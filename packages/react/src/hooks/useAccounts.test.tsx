import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useAccounts, useAccountsService } from './useAccounts.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('useAccounts', () => {
  it('starts empty and follows adds, the active account, updates and removals', async () => {
    const { wrapper } = await createTestWallet()
    const { result } = renderHook(() => ({ list: useAccounts(), service: useAccountsService() }), { wrapper })
    expect(result.current.list.accounts).toEqual([])
    expect(result.current.list.activeAccount).toBeUndefined()

    await act(() => result.current.service.addAccount({ address: A, type: 'metamask' }))
    await act(() => result.current.service.addAccount({ address: B, type: 'walletConnect', name: 'Phone' }))
    expect(result.current.list.accounts.map((a) => [a.name, a.order])).toEqual([
      ['Wallet 1', 1],
      ['Phone', 2],
    ])

    await act(() => result.current.service.setActiveAccount({ address: B, type: 'walletConnect' }))
    expect(result.current.list.activeAccount?.address).toBe(B)

    await act(() =>
      result.current.service.updateAccount({ address: B, type: 'walletConnect', name: 'Phone', order: 1 }),
    )
    expect(result.current.list.accounts.map((a) => a.address)).toEqual([B, A])

    await act(() => result.current.service.removeAccount({ address: B, type: 'walletConnect' }))
    await waitFor(() => expect(result.current.list.accounts.map((a) => a.address)).toEqual([A]))
    expect(result.current.list.activeAccount).toBeUndefined()
  })

  it('rejects a change that breaks a rule and keeps the list as it was', async () => {
    const { wrapper } = await createTestWallet()
    const { result } = renderHook(() => ({ list: useAccounts(), service: useAccountsService() }), { wrapper })
    await act(() => result.current.service.addAccount({ address: A, type: 'metamask' }))
    await expect(
      result.current.service.updateAccount({ address: A, type: 'metamask', name: '  ', order: 1 }),
    ).rejects.toMatchObject({ message: 'This field cannot be blank' })
    expect(result.current.list.accounts[0]?.name).toBe('Wallet 1')
  })
})
