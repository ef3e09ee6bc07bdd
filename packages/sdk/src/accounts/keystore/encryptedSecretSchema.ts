// The stored shape of an encrypted secret, apart from the code that derives keys and decrypts: the account list and
// the phrase store check records at load without loading any key derivation (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { KEYSTORE_CIPHER } from '../../constants/keystore.js'

const hexString = /* @__PURE__ */ z.string().check(z.regex(/^([0-9a-f]{2})+$/))

/** The shape `encryptSecret` writes, checked before anything is derived. */
export const encryptedSecretSchema = /* @__PURE__ */ z.object({
  cipher: /* @__PURE__ */ z.literal(KEYSTORE_CIPHER),
  cipherparams: /* @__PURE__ */ z.object({ iv: hexString }),
  ciphertext: hexString,
  kdf: /* @__PURE__ */ z.literal('scrypt'),
  kdfparams: /* @__PURE__ */ z.object({
    dklen: /* @__PURE__ */ z.int(),
    salt: hexString,
    n: /* @__PURE__ */ z.int(),
    r: /* @__PURE__ */ z.int(),
    p: /* @__PURE__ */ z.int(),
  }),
  mac: hexString,
})
