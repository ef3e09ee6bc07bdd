import { CURRENCIES } from '../constants/limits.js'
import { LANGUAGES } from '../constants/settings.js'
import { ValidationError } from '../errors/ValidationError.js'
import { truncatePrice } from '../format/truncatePrice.js'
import { unwrapResult } from '../validation/result.js'
import { validateSlippage } from '../validation/slippage.js'
import { DEFAULT_SETTINGS, type Settings } from './settingsState.js'

/** What a settings form may change. Numbers may come as strings from inputs. */
export type SettingsPatch = {
  [K in keyof Settings]?: Settings[K] | (Settings[K] extends number ? string : never)
}

const BOOLEANS = ['darkMode', 'autoDarkMode', 'rtlDir', 'firstVisitNoticeAccepted'] as const
const num = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

function checkField(key: string, value: unknown): unknown {
  if ((BOOLEANS as readonly string[]).includes(key)) {
    if (typeof value !== 'boolean')
      throw new ValidationError('SETTING_INVALID', `${key} must be true or false`)
    return value
  }
  switch (key) {
    case 'currency':
      if (!(CURRENCIES as readonly unknown[]).includes(value)) {
        throw new ValidationError('CURRENCY_INVALID', `Currency must be one of ${CURRENCIES.join(', ')}`)
      }
      return value
    case 'fractionDigits': {
      const digits = num(value)
      if (!Number.isInteger(digits) || (digits as number) < 1 || (digits as number) > 6) {
        throw new ValidationError(
          'FRACTION_DIGITS_INVALID',
          'Decimal points must be a whole number from 1 to 6',
        )
      }
      return digits
    }
    case 'language':
      // The settings screen offers English only; choosing another shows this alert
      // (docs/behaviour/settings.md#settings-screen).
      if (!(LANGUAGES as readonly unknown[]).includes(value)) {
        throw new ValidationError('LANGUAGE_UNSUPPORTED', 'not implemented yet')
      }
      return value
    case 'fUniswapSlippageTolerance':
      return unwrapResult(validateSlippage(value))
    case 'defiSlippageReserve': {
      const reserve = num(value)
      if (typeof reserve !== 'number' || !Number.isFinite(reserve) || reserve < 0 || reserve > 100) {
        throw new ValidationError('SETTING_INVALID', 'The slippage reserve must be a number from 0 to 100')
      }
      return reserve
    }
    case 'tokenPrice':
      try {
        return truncatePrice(num(value) as number)
      } catch (cause) {
        throw new ValidationError('SETTING_INVALID', 'The token price must be a number ≥ 0', { cause })
      }
    default:
      throw new ValidationError('SETTING_INVALID', `Unknown setting ${key}`)
  }
}

/** Checks every field of a patch and returns it normalised; the first bad field throws ValidationError. */
export function validateSettingsPatch(patch: unknown): Partial<Settings> {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    throw new ValidationError('SETTING_INVALID', 'Settings must be an object')
  }
  const checked: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in DEFAULT_SETTINGS)) throw new ValidationError('SETTING_INVALID', `Unknown setting ${key}`)
    checked[key] = checkField(key, value)
  }
  return checked as Partial<Settings>
}
