// zod/mini: the settings' slippage check loads with every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { SLIPPAGE_MAX, SLIPPAGE_MIN } from '../constants/limits.js'
import { MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'
import { toNumberInput } from './toNumberInput.js'

// Step 0.1: ten times the value is a whole number (within float noise: 0.3 * 10 = 3.0000000000000004).
const onStep = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

/** Swap slippage tolerance in percent: 0.1 to 100 in steps of 0.1 ('Value must be between 0.1% and 100%'). */
export const slippageSchema = /* @__PURE__ */ z
  .pipe(/* @__PURE__ */ z.unknown(), /* @__PURE__ */ z.transform(toNumberInput))
  .check(
    /* @__PURE__ */ z.refine(
      (value: number) =>
        Number.isFinite(value) && value >= SLIPPAGE_MIN && value <= SLIPPAGE_MAX && onStep(value),
      {
        error: MESSAGES.slippageOutOfRange,
        .../* @__PURE__ */ codeParams('SLIPPAGE_OUT_OF_RANGE'),
      },
    ),
  )

/** Validates a slippage tolerance typed in the settings. */
export const validateSlippage = (input: unknown): ValidationResult<number> =>
  runSchema(slippageSchema, input, 'SLIPPAGE_OUT_OF_RANGE')
