import { computeFixedPercent, formatPercent, formatShortAddress, stakingTexts } from '@ftm-wallet/sdk'

/** A proposal time (unix seconds) as a date and time. */
export function formatGovTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
}

/** An 18-decimal fixed fraction as a percentage with 2 fraction digits (GOV_PERCENTAGE_FRAC_DIGITS). */
export function formatFixedPercent(value: bigint): string {
  return formatPercent(computeFixedPercent(value))
}

/** A validator's name, 'Unknown' with its address when it published none (spec 02 §3). */
export function formatValidator(name: string | null | undefined, address: string): string {
  return name ? name : `${stakingTexts.unknownValidator} (${formatShortAddress(address)})`
}
