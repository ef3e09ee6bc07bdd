// A phrase record's stored shape, apart from its encryption (hd/encryptedPhrase.ts): reading and listing records
// needs no key derivation nor the BIP39 word list (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { encryptedSecretSchema } from '../keystore/encryptedSecretSchema.js'
import type { EncryptedSecret } from '../keystore/encryptSecret.js'
import { DERIVATION_SCHEMES, type DerivationScheme } from './derivationPath.js'

/**
 * One phrase group's stored record (docs/decisions.md#recovery-phrases): the phrase and passphrase encrypted with the
 * wallet password like a keystore, plus what is not secret — the id its accounts refer to and the derivation scheme.
 */
export interface EncryptedPhrase {
  version: 1
  id: string
  scheme: DerivationScheme
  /** Whether a BIP39 passphrase is part of the secret (not the passphrase itself). */
  hasPassphrase: boolean
  crypto: EncryptedSecret
}

export const encryptedPhraseSchema = /* @__PURE__ */ z.object({
  version: /* @__PURE__ */ z.literal(1),
  id: /* @__PURE__ */ z.string().check(z.regex(/^[0-9a-z-]{1,64}$/)),
  scheme: /* @__PURE__ */ z.enum(DERIVATION_SCHEMES),
  hasPassphrase: /* @__PURE__ */ z.boolean(),
  crypto: encryptedSecretSchema,
})
