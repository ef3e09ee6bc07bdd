import { computeFixedPercent, formatShortAddress, stakingTexts } from '@ftm-wallet/sdk'

// One formatter each, made once: building an Intl formatter per cell is what makes long lists slow to render.
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A proposal time (unix seconds) as a date and time. */
export function formatGovTime(seconds: number): string {
  return timeFormat.format(new Date(seconds * 1000))
}

/** A percentage (12.5 means 12.5 %) with the 2 fraction digits of GOV_PERCENTAGE_FRAC_DIGITS, like formatPercent. */
export function formatGovPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`
}

/** An 18-decimal fixed fraction as a percentage with 2 fraction digits (GOV_PERCENTAGE_FRAC_DIGITS). */
export function formatFixedPercent(value: bigint): string {
  return formatGovPercent(computeFixedPercent(value))
}

/** A validator's name, 'Unknown' with its address when it published none (docs/behaviour/staking.md#screens). */
export function formatValidator(name: string | null | undefined, address: string): string {
  return name ? name : `${stakingTexts.unknownValidator} (${formatShortAddress(address)})`
}
