import { DEFAULT_SETTINGS } from '@ftm-wallet/sdk'

/** Settings the CLI keeps itself (record `cli`); the others are the SDK's wallet settings. */
export const CLI_KEYS = ['network', 'api', 'rpc', 'rpc-only', 'bridge', 'mint-sftm'] as const
export type CliKey = (typeof CLI_KEYS)[number]

export const isCliKey = (key: string): key is CliKey => (CLI_KEYS as readonly string[]).includes(key)
export const walletKeys = () => Object.keys(DEFAULT_SETTINGS)
export const allKeys = () => [...CLI_KEYS, ...walletKeys()]
