import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSettingsService, SETTINGS_RECORD_KEY } from './createSettingsService.js'
import { DEFAULT_SETTINGS, resolveDarkMode } from './settingsState.js'

describe('settings', () => {
  it('starts with the defaults of the spec', async () => {
    const service = await createSettingsService({ storage: createMemoryStorage() })
    expect(service.getState()).toEqual({
      currency: 'USD',
      fractionDigits: 2,
      darkMode: true,
      autoDarkMode: false,
      rtlDir: false,
      language: 'en-US',
      fUniswapSlippageTolerance: 0.5,
      defiSlippageReserve: 0.3,
      tokenPrice: 0,
      firstVisitNoticeAccepted: false,
    })
  })

  it('saves valid changes, including numbers typed as strings, and loads them back', async () => {
    const storage = createMemoryStorage()
    const service = await createSettingsService({ storage })
    const seen: string[] = []
    service.subscribe((state) => seen.push(state.currency))
    await service.update({
      currency: 'EUR',
      fractionDigits: '4',
      fUniswapSlippageTolerance: '1.5',
      tokenPrice: 0.4242429,
    })
    await service.acceptFirstVisitNotice()
    const reloaded = await createSettingsService({ storage })
    expect(reloaded.getState()).toMatchObject({
      currency: 'EUR',
      fractionDigits: 4,
      fUniswapSlippageTolerance: 1.5,
      tokenPrice: 0.42424,
      firstVisitNoticeAccepted: true,
    })
    expect(seen).toEqual(['EUR', 'EUR'])
  })

  it.each([
    [{ fUniswapSlippageTolerance: 0.05 }, 'SLIPPAGE_OUT_OF_RANGE', 'Value must be between 0.1% and 100%'],
    [{ fractionDigits: 7 }, 'FRACTION_DIGITS_INVALID', 'Decimal points must be a whole number from 1 to 6'],
    [{ currency: 'GBP' }, 'CURRENCY_INVALID', 'Currency must be one of USD, EUR'],
    [{ language: 'de-DE' }, 'LANGUAGE_UNSUPPORTED', 'not implemented yet'],
    [{ darkMode: 'yes' }, 'SETTING_INVALID', 'darkMode must be true or false'],
    [{ tokenPrice: -1 }, 'SETTING_INVALID', 'The token price must be a number ≥ 0'],
    [{ colour: 'red' }, 'SETTING_INVALID', 'Unknown setting colour'],
  ])('rejects %j with %s and writes nothing, not even the valid fields', async (patch, code, message) => {
    const storage = createMemoryStorage()
    const service = await createSettingsService({ storage })
    await expect(service.update({ currency: 'EUR', ...patch } as never)).rejects.toMatchObject({
      code,
      message,
    })
    expect(service.getState()).toEqual(DEFAULT_SETTINGS)
    expect(await storage.keys()).toEqual([])
  })

  it('writes nothing when nothing changes', async () => {
    const storage = createMemoryStorage()
    const service = await createSettingsService({ storage })
    await service.update({ currency: 'USD', darkMode: true })
    expect(await storage.get(SETTINGS_RECORD_KEY)).toBeNull()
  })

  it('resets to the defaults but keeps the first-visit flag', async () => {
    const service = await createSettingsService({ storage: createMemoryStorage() })
    await service.update({ rtlDir: true, firstVisitNoticeAccepted: true })
    expect(await service.reset()).toEqual({ ...DEFAULT_SETTINGS, firstVisitNoticeAccepted: true })
  })

  it('moves a corrupt record aside and starts from the defaults', async () => {
    const storage = createMemoryStorage({ settings: '{"version":1,"data":{"currency":"XXX"}}' })
    const service = await createSettingsService({ storage, now: () => 9 })
    expect(service.loaded.quarantinedKey).toBe('settings.corrupt-9')
    expect(service.getState()).toEqual(DEFAULT_SETTINGS)
  })
})

describe('resolveDarkMode', () => {
  it('follows the system when auto is on, the manual switch otherwise', () => {
    expect(resolveDarkMode({ darkMode: true, autoDarkMode: true }, false)).toBe(false)
    expect(resolveDarkMode({ darkMode: false, autoDarkMode: true }, true)).toBe(true)
    expect(resolveDarkMode({ darkMode: false, autoDarkMode: false }, true)).toBe(false)
  })
})
