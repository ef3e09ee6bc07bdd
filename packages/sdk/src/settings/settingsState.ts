// zod/mini: the settings load with every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { DEFAULT_SWAP_SLIPPAGE_PERCENT, DEFI_SLIPPAGE_RESERVE } from '../constants/defi.js'
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_FRACTION_DIGITS,
  SLIPPAGE_MAX,
  SLIPPAGE_MIN,
} from '../constants/limits.js'
import {
  DEFAULT_AUTO_DARK_MODE,
  DEFAULT_DARK_MODE,
  DEFAULT_LANGUAGE,
  DEFAULT_RTL_DIR,
  LANGUAGES,
} from '../constants/settings.js'

/** Persisted display and swap settings (docs/behaviour/settings.md#defaults). */
export const settingsSchema = /* @__PURE__ */ z.object({
  currency: /* @__PURE__ */ z.enum(CURRENCIES),
  /** Decimal points of fiat values, 1 to 6. */
  fractionDigits: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(6)),
  darkMode: /* @__PURE__ */ z.boolean(),
  /** When on, dark mode follows the system and the manual switch is disabled. */
  autoDarkMode: /* @__PURE__ */ z.boolean(),
  rtlDir: /* @__PURE__ */ z.boolean(),
  language: /* @__PURE__ */ z.enum(LANGUAGES),
  /** Swap slippage tolerance in percent (0.5 = 0.5 %). */
  fUniswapSlippageTolerance: /* @__PURE__ */ z
    .number()
    .check(/* @__PURE__ */ z.minimum(SLIPPAGE_MIN), /* @__PURE__ */ z.maximum(SLIPPAGE_MAX)),
  /** DeFi slippage reserve (configuration value; the original's getter returned 0). */
  defiSlippageReserve: /* @__PURE__ */ z
    .number()
    .check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(100)),
  /** Last known FTM price in the display currency, truncated to 5 decimals; 0 while unknown. */
  tokenPrice: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
  /** The one-time notice was dismissed with 'Ok, understood'. */
  firstVisitNoticeAccepted: /* @__PURE__ */ z.boolean(),
})

export type Settings = z.output<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = {
  currency: DEFAULT_CURRENCY,
  fractionDigits: DEFAULT_FRACTION_DIGITS,
  darkMode: DEFAULT_DARK_MODE,
  autoDarkMode: DEFAULT_AUTO_DARK_MODE,
  rtlDir: DEFAULT_RTL_DIR,
  language: DEFAULT_LANGUAGE,
  fUniswapSlippageTolerance: DEFAULT_SWAP_SLIPPAGE_PERCENT,
  defiSlippageReserve: DEFI_SLIPPAGE_RESERVE,
  tokenPrice: 0,
  firstVisitNoticeAccepted: false,
}

/**
 * Dark mode in effect: the system preference when auto is on, the manual switch otherwise
 * (docs/behaviour/settings.md#themes).
 */
export function resolveDarkMode(
  settings: Pick<Settings, 'darkMode' | 'autoDarkMode'>,
  systemPrefersDark: boolean,
): boolean {
  return settings.autoDarkMode ? systemPrefersDark : settings.darkMode
}
