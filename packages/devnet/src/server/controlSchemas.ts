import { parseEther } from 'ethers'
import * as z from 'zod'

/** Most the faucet hands out per call. */
export const FAUCET_MAX_FTM = 100_000
/** What the faucet hands out when no amount is given. */
export const FAUCET_DEFAULT_FTM = 1000

const ftmAmount = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    try {
      return parseEther(typeof value === 'number' ? value.toString() : value.trim())
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an FTM amount such as 1000 or "12.5"' })
      return z.NEVER
    }
  })
  .refine((wei) => wei > 0n, 'must be more than 0')
  .refine((wei) => wei <= parseEther(String(FAUCET_MAX_FTM)), `must be at most ${FAUCET_MAX_FTM} FTM`)

export const faucetSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address'),
  amount: ftmAmount.optional(),
})

export const advanceSchema = z.object({
  seconds: z
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must not be negative')
    .max(10 * 365 * 86_400, 'must be at most 10 years'),
  epochs: z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100')
    .optional(),
})

export const priceSchema = z.object({
  currency: z.string().regex(/^[A-Za-z]{2,4}$/, 'must be a currency symbol of 2 to 4 letters such as USD'),
  price: z.number().positive('must be more than 0').finite(),
})

export const bridgeSwitchSchema = z
  .object({
    down: z.boolean().optional(),
    delayMs: z.number().int().min(0).max(600_000, 'must be at most 600000').optional(),
  })
  .refine((body) => body.down !== undefined || body.delayMs !== undefined, 'give down and/or delayMs')

export const unconfirmedSchema = z.object({
  count: z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100')
    .optional(),
  hideMs: z
    .number()
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .max(600_000, 'must be at most 600000')
    .optional(),
})

export const miningSchema = z
  .object({
    automine: z.boolean().optional(),
    blocks: z
      .number()
      .int('must be a whole number of blocks')
      .min(0, 'must not be negative')
      .max(100, 'must be at most 100')
      .optional(),
  })
  .refine((body) => body.automine !== undefined || body.blocks !== undefined, 'give automine and/or blocks')

export const stakingSwitchSchema = z.object({ fluidStaking: z.boolean({ error: 'must be true or false' }) })

/** "field: problem; field: problem" from a zod error. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
}
