import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// The generator is a plain Node script (scripts/knownSecrets.mjs); its types are declared beside it.
import {
  derivePrefixes,
  KNOWN_PHRASES,
  OUTPUT_FILE,
  renderKnownSecretAddresses,
} from '../../../scripts/knownSecrets.mjs'
import { KNOWN_SECRET_ADDRESS_PREFIXES } from './knownSecretAddresses.js'

describe('the generated list of publicly known addresses', () => {
  it('is exactly what scripts/knownSecrets.mjs generates today (regenerated and compared)', () => {
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(renderKnownSecretAddresses())
  })

  it('holds the first 20 accounts of the anvil/hardhat/foundry, ganache and truffle phrases, addresses only', () => {
    expect(KNOWN_SECRET_ADDRESS_PREFIXES.map(({ source }) => source)).toEqual([
      'the anvil/hardhat/foundry test phrase',
      'the ganache deterministic phrase',
      'the truffle develop phrase',
    ])
    for (const { prefixes } of KNOWN_SECRET_ADDRESS_PREFIXES) expect(prefixes).toHaveLength(20)
    // Account #0 of each phrase, as the tools print it at start.
    expect(KNOWN_SECRET_ADDRESS_PREFIXES[0]?.prefixes[0]).toBe('f39fd6e51aad')
    expect(KNOWN_SECRET_ADDRESS_PREFIXES[1]?.prefixes[0]).toBe('90f8bf6a479f')
    expect(KNOWN_SECRET_ADDRESS_PREFIXES[2]?.prefixes[0]).toBe('627306090aba')
    expect(derivePrefixes(KNOWN_PHRASES[0].phrase)[19]).toBe(KNOWN_SECRET_ADDRESS_PREFIXES[0]?.prefixes[19])
    // No private key (64 hex characters) is in the shipped file.
    expect(readFileSync(OUTPUT_FILE, 'utf8')).not.toMatch(/[0-9a-f]{64}/i)
  })
})
