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
