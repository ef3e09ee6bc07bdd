// Types of knownSecrets.mjs (for the test that regenerates the list).
export declare const ACCOUNTS_PER_PHRASE: number
export declare const PREFIX_LENGTH: number
export declare const KNOWN_PHRASES: readonly [
  { source: string; phrase: string },
  ...{ source: string; phrase: string }[],
]
export declare function derivePrefixes(phrase: string): string[]
export declare function renderKnownSecretAddresses(): string
export declare const OUTPUT_FILE: string
