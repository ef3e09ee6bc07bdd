const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * Relative time until a moment, in its largest whole unit ('in 23 hours', 'in 5 minutes'), as the Withdraw
 * button shows it while a withdraw request waits.
 *
 * @example formatTimeLeft(90_000) // 'in 1 day'
 */
export function formatTimeLeft(seconds: number, locale = 'en'): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
  const left = Math.max(0, Math.ceil(seconds))
  for (const [unit, size] of UNITS) {
    if (left >= size) return format.format(Math.floor(left / size), unit)
  }
  return format.format(0, 'second')
}

/**
 * A waiting period in its largest whole unit ('7 days', '1 day', '2 hours'), as the undelegate note tells the
 * network's `withdrawalPeriodTime` (docs/behaviour/staking.md#undelegating).
 *
 * @example formatWithdrawalPeriod(604_800) // '7 days'
 */
export function formatWithdrawalPeriod(seconds: number, locale = 'en'): string {
  const left = Math.max(0, Math.ceil(seconds))
  for (const [unit, size] of UNITS) {
    if (left >= size) {
      const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })
      return format.format(Math.floor(left / size))
    }
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0)
}
