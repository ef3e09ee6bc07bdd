import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useContacts, useContactsService } from './useContacts.js'
import { useSettings, useSettingsService } from './useSettings.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('useContacts', () => {
  it('follows adding, reordering and removing contacts', async () => {
    const { wrapper } = await createTestWallet()
    const { result } = renderHook(() => ({ state: useContacts(), service: useContactsService() }), {
      wrapper,
    })
    await act(() => result.current.service.addContact({ address: A }))
    await act(() => result.current.service.addContact({ address: B, name: 'Bob' }))
    expect(result.current.state.contacts.map((c) => c.name)).toEqual(['Contact 1', 'Bob'])
    await act(() => result.current.service.updateContact({ address: B, order: 1 }))
    expect(result.current.state.contacts.map((c) => c.name)).toEqual(['Bob', 'Contact 1'])
    await act(() => result.current.service.removeContact(A))
    expect(result.current.state.contacts.map((c) => c.name)).toEqual(['Bob'])
  })
})

describe('useSettings', () => {
  it('starts from the defaults and saves valid changes only', async () => {
    const { wrapper } = await createTestWallet()
    const { result } = renderHook(() => ({ settings: useSettings(), service: useSettingsService() }), {
      wrapper,
    })
    expect(result.current.settings).toMatchObject({ currency: 'USD', fractionDigits: 2, darkMode: true })
    await act(() => result.current.service.update({ fractionDigits: 4, rtlDir: true }))
    expect(result.current.settings).toMatchObject({ fractionDigits: 4, rtlDir: true })
    await expect(result.current.service.update({ fractionDigits: 7 })).rejects.toBeTruthy()
    expect(result.current.settings.fractionDigits).toBe(4)
    await act(() => result.current.service.acceptFirstVisitNotice())
    expect(result.current.settings.firstVisitNoticeAccepted).toBe(true)
  })
})
