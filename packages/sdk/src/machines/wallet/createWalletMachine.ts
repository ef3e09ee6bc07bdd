import { assign, fromPromise, setup } from 'xstate'
import { createWallet } from '../../accounts/createWallet.js'
import type { EncryptedPhrase } from '../../accounts/hd/encryptedPhrase.js'
import type { CreatedWallet, HdAccountRef, WizardWallet } from '../../accounts/types.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { MESSAGES } from '../../validation/messages.js'
import {
  computeNewPasswordError,
  computePickedWords,
  computeVerificationError,
  isVerificationComplete,
  shuffleWords,
} from './rules.js'
import { toWizardError } from './toWizardError.js'
import type { SaveWallet, WizardError } from './types.js'

export interface CreateWalletMachineInput {
  /** Stores the verified wallet. */
  save: SaveWallet
  /** scrypt cost of the new keystore (2^17 by default; lower it only in tests). */
  scryptN?: number | undefined
  /** Shuffles the verification list (Math.random by default). */
  random?: (() => number) | undefined
}

export interface CreateWalletMachineContext {
  readonly save: SaveWallet
  readonly scryptN: number | undefined
  readonly random: () => number
  /** 1 password, 2 recovery phrase, 3 verification, 4 success. */
  readonly step: 1 | 2 | 3 | 4
  /** Shown on step 2 and checked on step 3; cleared once verified. */
  readonly words: readonly string[]
  /** Shown on request on step 2 ('View your private key'); cleared when step 2 ends. */
  readonly privateKey: string | null
  readonly address: string | null
  /** The encrypted keystore (offered as a file download after step 1). */
  readonly keystore: KeystoreV3 | null
  /** The phrase encrypted with the password and account 0's link to it, stored with the keystore. */
  readonly phrase: EncryptedPhrase | null
  readonly hd: HdAccountRef | null
  /** Step 3: the words in shuffled order, and the indexes into it picked so far. */
  readonly shuffled: readonly string[]
  readonly picked: readonly number[]
  readonly error: WizardError | null
}

export type CreateWalletMachineEvent =
  | { type: 'SUBMIT'; password: string; confirmation: string }
  | { type: 'NEXT' }
  | { type: 'PICK'; index: number }
  | { type: 'UNPICK'; index: number }
  | { type: 'VERIFY' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }

const cleared = {
  step: 1 as const,
  words: [],
  privateKey: null,
  address: null,
  keystore: null,
  phrase: null,
  hd: null,
  shuffled: [],
  picked: [],
  error: null,
}

/**
 * The create-wallet wizard (docs/behaviour/wallets-and-accounts.md#create-wizard, 4 steps): password → recovery
 * phrase → verification → success. The password only travels in the SUBMIT event to the creating actor; the private
 * key is dropped after step 2 and the phrase once verified. CANCEL (closing the window) resets to step 1 with every
 * secret cleared.
 */
export const createWalletMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as CreateWalletMachineContext,
    events: {} as CreateWalletMachineEvent,
    input: {} as CreateWalletMachineInput,
  },
  actors: {
    createWallet: /* @__PURE__ */ fromPromise<
      CreatedWallet,
      { password: string; scryptN: number | undefined }
    >(({ input }) =>
      createWallet({ password: input.password, ...(input.scryptN ? { scryptN: input.scryptN } : {}) }),
    ),
    saveWallet: /* @__PURE__ */ fromPromise<unknown, { save: SaveWallet; wallet: WizardWallet }>(
      ({ input }) => input.save(input.wallet),
    ),
  },
  guards: {
    isPasswordValid: (_, params: { password: string; confirmation: string }) =>
      computeNewPasswordError(params.password, params.confirmation) === null,
    isPickable: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < context.shuffled.length &&
      !context.picked.includes(params.index),
    isVerified: ({ context }) =>
      isVerificationComplete(context.words, computePickedWords(context.shuffled, context.picked)),
  },
}).createMachine({
  id: 'createWallet',
  context: ({ input }) => ({
    save: input.save,
    scryptN: input.scryptN,
    random: input.random ?? Math.random,
    ...cleared,
  }),
  initial: 'password',
  on: { CANCEL: { target: '.password', actions: /* @__PURE__ */ assign(cleared) } },
  states: {
    password: {
      on: {
        SUBMIT: [
          {
            guard: {
              type: 'isPasswordValid',
              params: ({ event }) => ({ password: event.password, confirmation: event.confirmation }),
            },
            target: 'creating',
            actions: /* @__PURE__ */ assign({ error: null }),
          },
          {
            actions: /* @__PURE__ */ assign({
              error: ({ event }) => ({
                code: 'PASSWORD_INVALID',
                message: computeNewPasswordError(event.password, event.confirmation) ?? '',
              }),
            }),
          },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createWallet',
        input: ({ context, event }) => ({
          password: event.type === 'SUBMIT' ? event.password : '',
          scryptN: context.scryptN,
        }),
        onDone: {
          target: 'mnemonic',
          actions: /* @__PURE__ */ assign(({ event }) => ({
            step: 2 as const,
            words: event.output.mnemonic.split(' '),
            privateKey: event.output.privateKey,
            address: event.output.address,
            keystore: event.output.keystore,
            phrase: event.output.phrase,
            hd: event.output.hd,
          })),
        },
        onError: {
          target: 'password',
          actions: /* @__PURE__ */ assign({ error: ({ event }) => toWizardError(event.error) }),
        },
      },
    },
    mnemonic: {
      on: {
        NEXT: {
          target: 'verify',
          actions: /* @__PURE__ */ assign(({ context }) => ({
            step: 3 as const,
            privateKey: null,
            shuffled: shuffleWords(context.words, context.random),
            picked: [],
          })),
        },
      },
    },
    verify: {
      on: {
        PICK: {
          guard: { type: 'isPickable', params: ({ event }) => ({ index: event.index }) },
          actions: /* @__PURE__ */ assign(({ context, event }) => {
            const picked = [...context.picked, event.index]
            const message = computeVerificationError(
              context.words,
              computePickedWords(context.shuffled, picked),
            )
            return { picked, error: message ? { code: 'MNEMONIC_ORDER_INCORRECT', message } : null }
          }),
        },
        UNPICK: {
          actions: /* @__PURE__ */ assign(({ context, event }) => {
            const picked = context.picked.filter((_, slot) => slot !== event.index)
            const message = computeVerificationError(
              context.words,
              computePickedWords(context.shuffled, picked),
            )
            return { picked, error: message ? { code: 'MNEMONIC_ORDER_INCORRECT', message } : null }
          }),
        },
        VERIFY: [
          { guard: 'isVerified', target: 'saving', actions: /* @__PURE__ */ assign({ error: null }) },
          {
            actions: /* @__PURE__ */ assign({
              error: { code: 'MNEMONIC_ORDER_INCORRECT', message: MESSAGES.mnemonicOrderIncorrect },
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveWallet',
        input: ({ context }) => ({
          save: context.save,
          wallet: {
            address: context.address as string,
            keystore: context.keystore as KeystoreV3,
            ...(context.phrase && context.hd ? { phrase: context.phrase, hd: context.hd } : {}),
          },
        }),
        onDone: {
          target: 'success',
          actions: /* @__PURE__ */ assign({ step: 4 as const, words: [], shuffled: [], picked: [] }),
        },
        onError: {
          target: 'verify',
          actions: /* @__PURE__ */ assign({ error: ({ event }) => toWizardError(event.error) }),
        },
      },
    },
    success: { on: { CLOSE: 'closed' } },
    closed: { type: 'final' },
  },
})
