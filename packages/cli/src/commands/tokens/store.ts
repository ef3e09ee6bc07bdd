import { type CustomToken, validateCustomToken } from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import { CliError } from '../../errors/CliError.js'

/**
 * The custom tokens' record in the wallet's storage: key 'customTokens', `{ version: 1, tokens }`, the same record
 * the web wallet keeps (docs/behaviour/tokens-and-assets.md#custom-tokens). A token that no longer passes the form's
 * rules, or a corrupt record, reads as absent: tokens hold nothing secret and can be added again.
 */
export const CUSTOM_TOKENS_KEY = 'customTokens'

export async function readCustomTokens(wallet: NodeWallet): Promise<CustomToken[]> {
  const raw = await wallet.storage.get(CUSTOM_TOKENS_KEY)
  if (raw === null) return []
  let record: unknown
  try {
    record = JSON.parse(raw)
  } catch {
    return []
  }
  const { version, tokens } = (record ?? {}) as { version?: unknown; tokens?: unknown }
  if (version !== 1 || !Array.isArray(tokens)) return []
  return tokens.flatMap((t) => {
    const result = validateCustomToken(t)
    return result.ok ? [result.value] : []
  })
}

export async function writeCustomTokens(wallet: NodeWallet, tokens: readonly CustomToken[]): Promise<void> {
  await wallet.storage.set(CUSTOM_TOKENS_KEY, JSON.stringify({ version: 1, tokens }))
}

/** The custom token named by its address or its symbol (case-insensitive). */
export function findCustomToken(tokens: readonly CustomToken[], input: string): CustomToken {
  const wanted = input.trim().toLowerCase()
  const found = tokens.find((t) => t.address.toLowerCase() === wanted || t.symbol.toLowerCase() === wanted)
  if (!found) {
    throw new CliError(
      'TOKEN_NOT_FOUND',
      `No custom token '${input}': see \`ftm tokens list\` for the addresses and symbols`,
    )
  }
  return found
}
