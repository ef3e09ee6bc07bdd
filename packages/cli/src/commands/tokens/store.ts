import {
  CUSTOM_TOKENS_KEY,
  type CustomToken,
  parseCustomTokens,
  serializeCustomTokens,
} from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import { CliError } from '../../errors/CliError.js'

// The custom tokens' record in the wallet's storage is the web wallet's (the SDK's CUSTOM_TOKENS_KEY,
// docs/behaviour/tokens-and-assets.md#custom-tokens): a token that no longer passes the form's rules, or a corrupt
// record, reads as absent.
export async function readCustomTokens(wallet: NodeWallet): Promise<CustomToken[]> {
  return parseCustomTokens(await wallet.storage.get(CUSTOM_TOKENS_KEY))
}

export async function writeCustomTokens(wallet: NodeWallet, tokens: readonly CustomToken[]): Promise<void> {
  await wallet.storage.set(CUSTOM_TOKENS_KEY, serializeCustomTokens(tokens))
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
