import { devnet } from '../../constants/networks.js'
import { KeyHygieneError } from '../../errors/KeyHygieneError.js'
import { KNOWN_SECRET_ADDRESS_PREFIXES } from './knownSecretAddresses.js'

/** Where a publicly known key is published, e.g. "account #0 of the anvil/hardhat/foundry test phrase". */
export interface PubliclyKnownKey {
  readonly source: string
}

/** The largest private key we treat as publicly known: 0x…01 through 0x…ff are guessed by bots first. */
const SMALLEST_SAFE_PRIVATE_KEY = 0x100n

/**
 * Whether a key is publicly known (docs/behaviour/key-hygiene.md#publicly-known-keys): its address is one of the first
 * accounts of a development tool's published phrase (`KNOWN_SECRET_ADDRESS_PREFIXES`), or its private key is 0x…01
 * through 0x…ff. Pure; `privateKey` is optional (an address alone is checked against the phrases only).
 */
export function findPubliclyKnownKey({
  address,
  privateKey,
}: {
  address: string
  privateKey?: string | undefined
}): PubliclyKnownKey | null {
  if (privateKey !== undefined && /^(0x)?[0-9a-fA-F]{64}$/.test(privateKey)) {
    const value = BigInt(privateKey.startsWith('0x') ? privateKey : `0x${privateKey}`)
    if (value > 0n && value < SMALLEST_SAFE_PRIVATE_KEY) {
      return { source: `the private key 0x…${value.toString(16).padStart(2, '0')}` }
    }
  }
  const prefix = address.replace(/^0x/i, '').slice(0, 12).toLowerCase()
  for (const { source, prefixes } of KNOWN_SECRET_ADDRESS_PREFIXES) {
    const index = prefixes.indexOf(prefix)
    if (index >= 0) return { source: `account #${index} of ${source}` }
  }
  return null
}

/** The one message of a refused import (mainnet, testnet, any network but the devnet). */
export const publiclyKnownKeyMessage = (known: PubliclyKnownKey) =>
  `This key is publicly known (${known.source}): anyone can take what is sent to it, so it can only be imported on the devnet.`

/** The warning of an import allowed on the devnet. */
export const publiclyKnownKeyWarning = (known: PubliclyKnownKey) =>
  `This key is publicly known (${known.source}): use it on the devnet only, never for real funds.`

/**
 * The import rule of docs/behaviour/key-hygiene.md#publicly-known-keys: a publicly known key is refused
 * (KeyHygieneError `KEY_PUBLICLY_KNOWN`) on every network but the devnet (chain id 4003), where it is allowed
 * with a warning (returned). Returns null for any other key.
 */
export function checkKeyHygiene({
  address,
  privateKey,
  chainId,
}: {
  address: string
  privateKey?: string | undefined
  chainId: number
}): string | null {
  const known = findPubliclyKnownKey({ address, privateKey })
  if (!known) return null
  if (chainId === devnet.chainId) return publiclyKnownKeyWarning(known)
  throw new KeyHygieneError('KEY_PUBLICLY_KNOWN', publiclyKnownKeyMessage(known), {
    details: { source: known.source, chainId },
  })
}
