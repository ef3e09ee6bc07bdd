import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { CONTACTS_RECORD_KEY, createContactsService } from './createContactsService.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('contacts service', () => {
  it('persists contacts and loads them back', async () => {
    const storage = createMemoryStorage()
    const service = await createContactsService({ storage })
    const seen: number[] = []
    service.subscribe((state) => seen.push(state.contacts.length))
    await service.addContact({ address: A.toLowerCase(), name: 'Friend' })
    expect(seen).toEqual([1])
    const reloaded = await createContactsService({ storage })
    expect(reloaded.getState().contacts).toEqual([
      { address: A, name: 'Friend', blockchain: 'fantom', order: 1 },
    ])
  })

  it('writes nothing on bad input or a duplicate', async () => {
    const storage = createMemoryStorage()
    const service = await createContactsService({ storage })
    await service.addContact({ address: A })
    const before = await storage.get(CONTACTS_RECORD_KEY)
    await service.addContact({ address: A, name: 'dup' })
    await expect(service.addContact({ address: '0x12' })).rejects.toMatchObject({ code: 'ADDRESS_INVALID' })
    await expect(service.updateContact({ address: A, name: '' })).rejects.toMatchObject({
      code: 'NAME_BLANK',
    })
    await expect(service.removeContact('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).rejects.toMatchObject({
      code: 'CONTACT_NOT_FOUND',
    })
    expect(await storage.get(CONTACTS_RECORD_KEY)).toBe(before)
    expect(await storage.keys()).toEqual([CONTACTS_RECORD_KEY])
  })

  it('moves a corrupt record aside and starts empty', async () => {
    const storage = createMemoryStorage({
      contacts: '{"version":1,"data":{"contacts":[{"address":"nope"}]}}',
    })
    const service = await createContactsService({ storage, now: () => 7 })
    expect(service.loaded.quarantinedKey).toBe('contacts.corrupt-7')
    expect(service.getState().contacts).toEqual([])
    expect(await storage.get('contacts.corrupt-7')).toContain('nope')
  })
})
