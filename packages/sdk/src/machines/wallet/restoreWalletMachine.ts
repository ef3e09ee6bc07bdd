import { assign, fromPromise, setup } from 'xstate'
import { computeAddressFromPrivateKey } from '../../accounts/computeAddressFromPrivateKey.js'
import { type DerivationScheme, parseDerivationScheme } from '../../accounts/hd/derivationPath.js'
import { deriveHdKeys } from '../../accounts/hd/deriveHdKeys.js'
import type { HdDiscovery } from '../../accounts/hd/discoverHdAccounts.js'
import { checkPassphrase } from '../../accounts/hd/encryptedPhrase.js'
import { encryptHdWallet } from '../../accounts/hd/hdWallet.js'
import { importWalletFromKeystore, restoreWalletFromPrivateKey } from '../../accounts/restoreWallet.js'
import type { AccountRef, RestoredWallet, RestoreNotice, WizardWallet } from '../../accounts/types.js'
import { validateNewAccountAddress } from '../../validation/account.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { validateMnemonic } from '../../validation/mnemonic.js'
import { validatePrivateKey } from '../../validation/privateKey.js'
import { computeNewPasswordError } from './rules.js'
import { toWizardError } from './toWizardError.js'
import type { SaveWallet, WizardError } from './types.js'

export type RestoreMethod = 'keystore' | 'mnemonic' | 'privateKey'

/** Finds a phrase's used accounts (the SDK's discoverHdAccounts with the app's API client). */
export type DiscoverAccounts = (parameters: {
  mnemonic: string
  passphrase: string
  scheme: DerivationScheme
}) => Promise<HdDiscovery>

export interface RestoreWalletMachineInput {
  save: SaveWallet
  /**
   * Looks for the phrase's used accounts before it is encrypted (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase);
   * without it only account 0 is restored.
   */
  discover?: DiscoverAccounts | undefined
  /** The existing accounts: restoring an address that is already a keystore account is refused. */
  getAccounts?: (() => readonly AccountRef[]) | undefined
  /** scrypt cost of the re-encrypted keystore (mnemonic and private key; 2^17 by default). */
  scryptN?: number | undefined
  /**
   * Chain id of the network the wallet is restored on: a publicly known key is refused unless it is the devnet's
   * (docs/behaviour/key-hygiene.md#publicly-known-keys). Not given: checked as for mainnet.
   */
  chainId?: number | undefined
}

export interface RestoreWalletMachineContext {
  readonly save: SaveWallet
  readonly discover: DiscoverAccounts | null
  readonly getAccounts: () => readonly AccountRef[]
  readonly scryptN: number | undefined
  readonly chainId: number | undefined
  readonly method: RestoreMethod | null
  /** Keystore: 1 tabs, 2 success. Mnemonic and private key: 1 tabs, 2 new password, 3 success. */
  readonly step: 1 | 2 | 3
  readonly stepCount: 2 | 3
  /** The phrase or key typed on step 1, held until step 2 encrypts it, then cleared. */
  readonly secret: string | null
  /** A phrase's BIP39 passphrase ('' for none) and derivation scheme; the passphrase is cleared with the phrase. */
  readonly passphrase: string | null
  readonly scheme: DerivationScheme
  readonly address: string | null
  readonly keystore: KeystoreV3 | null
  /** What the restore tells the user on success: the devnet's publicly-known-key warning, a re-encrypted keystore. */
  readonly notices: readonly RestoreNotice[]
  /** What was restored (a phrase: its record, its accounts and the discovery's outcome), handed to `save`. */
  readonly restored: WizardWallet | null
  readonly error: WizardError | null
}

export type RestoreWalletMachineEvent =
  | { type: 'SUBMIT'; method: 'keystore'; keystore: string | KeystoreV3; password: string }
  | {
      type: 'SUBMIT'
      method: 'mnemonic'
      mnemonic: string
      /** Optional BIP39 passphrase. */
      passphrase?: string | undefined
      /** Default 'standard'. */
      scheme?: DerivationScheme | undefined
    }
  | { type: 'SUBMIT'; method: 'privateKey'; privateKey: string }
  | { type: 'SUBMIT'; method?: undefined; password: string; confirmation: string }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }

/** What the `restore` actor is given (swap it with `machine.provide({ actors: { restore } })`). */
export type RestoreWalletActorInput =
  | {
      method: 'keystore'
      keystore: string | KeystoreV3
      password: string
      accounts: readonly AccountRef[]
      chainId: number | undefined
    }
  | {
      method: 'mnemonic' | 'privateKey'
      secret: string
      passphrase: string
      scheme: DerivationScheme
      discover: DiscoverAccounts | null
      password: string
      scryptN: number | undefined
      accounts: readonly AccountRef[]
      chainId: number | undefined
    }

async function restore(input: RestoreWalletActorInput): Promise<RestoredWallet> {
  if (input.method === 'keystore') return importWalletFromKeystore(input)
  const options = {
    password: input.password,
    accounts: input.accounts,
    chainId: input.chainId,
    ...(input.scryptN ? { scryptN: input.scryptN } : {}),
  }
  if (input.method === 'privateKey')
    return restoreWalletFromPrivateKey({ privateKey: input.secret, ...options })
  const { secret: mnemonic, passphrase, scheme } = input
  const discovery = input.discover ? await input.discover({ mnemonic, passphrase, scheme }) : null
  const wallet = await encryptHdWallet({
    mnemonic,
    passphrase,
    scheme,
    indexes: discovery ? discovery.accounts.map((a) => a.index) : [0],
    password: options.password,
    existing: options.accounts,
    chainId: input.chainId,
    ...(input.scryptN ? { scryptN: input.scryptN } : {}),
  })
  return discovery
    ? {
        ...wallet,
        discovery: {
          activityFound: discovery.activityFound,
          message: discovery.message,
          scanned: discovery.scanned,
        },
      }
    : wallet
}

const cleared = {
  method: null,
  step: 1 as const,
  stepCount: 3 as const,
  secret: null,
  passphrase: null,
  scheme: 'standard' as const,
  address: null,
  keystore: null,
  notices: [],
  restored: null,
  error: null,
}

type SecretCheck = { value: string } | { error: WizardError }

/**
 * Step 1's checks, remembered per event: the guard and the actions of one SUBMIT ask the same question, and a
 * phrase's address costs a key derivation.
 */
const secretChecks = new WeakMap<RestoreWalletMachineEvent, SecretCheck>()

/**
 * Step 1's phrase or key, normalised, or its message: a malformed secret, or one whose address is already a
 * keystore account ('An account with this address already exist', found here on the step that typed it, before
 * a password is asked; docs/behaviour/wallets-and-accounts.md#restore-wizard).
 */
function checkSecret(event: RestoreWalletMachineEvent, accounts: readonly AccountRef[]): SecretCheck {
  const known = secretChecks.get(event)
  if (known) return known
  const checked = checkSecretFormat(event)
  const result: SecretCheck =
    'value' in checked ? checkSecretAddress(event, checked.value, accounts) : checked
  secretChecks.set(event, result)
  return result
}

function checkSecretAddress(
  event: RestoreWalletMachineEvent,
  secret: string,
  accounts: readonly AccountRef[],
): SecretCheck {
  if (!accounts.some((a) => a.type === 'keystore')) return { value: secret }
  const address =
    event.type === 'SUBMIT' && event.method === 'mnemonic'
      ? deriveHdKeys({
          mnemonic: secret,
          passphrase: event.passphrase,
          scheme: event.scheme,
          indexes: [0],
        })[0]!.address
      : computeAddressFromPrivateKey(secret)
  const result = validateNewAccountAddress(address, accounts)
  return result.ok ? { value: secret } : { error: { code: result.code, message: result.message } }
}

/** Step 1's phrase or key, normalised, or its format's message. */
function checkSecretFormat(event: RestoreWalletMachineEvent): SecretCheck {
  if (event.type !== 'SUBMIT' || (event.method !== 'mnemonic' && event.method !== 'privateKey')) {
    return {
      error: {
        code: 'RESTORE_METHOD_INVALID',
        message: 'Choose a keystore file, a recovery phrase or a private key',
      },
    }
  }
  if (event.method === 'mnemonic') {
    try {
      checkPassphrase(event.passphrase)
      if (event.scheme !== undefined) parseDerivationScheme(event.scheme)
    } catch (error) {
      return { error: toWizardError(error) }
    }
  }
  const result =
    event.method === 'mnemonic' ? validateMnemonic(event.mnemonic) : validatePrivateKey(event.privateKey)
  return result.ok ? { value: result.value } : { error: { code: result.code, message: result.message } }
}

/**
 * The restore wizard (docs/behaviour/wallets-and-accounts.md#restore-wizard): tabs (Keystore, Mnemonic, Private Key).
 * A keystore restores at once (2 steps: tabs, success); a phrase or key asks for a new password first (3 steps). The
 * keystore is stored when restored. CANCEL resets to step 1 with every secret cleared.
 */
export const restoreWalletMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as RestoreWalletMachineContext,
    events: {} as RestoreWalletMachineEvent,
    input: {} as RestoreWalletMachineInput,
  },
  actors: {
    restore: /* @__PURE__ */ fromPromise<RestoredWallet, RestoreWalletActorInput>(({ input }) =>
      restore(input),
    ),
    saveWallet: /* @__PURE__ */ fromPromise<unknown, { save: SaveWallet; wallet: WizardWallet }>(
      ({ input }) => input.save(input.wallet),
    ),
  },
  guards: {
    isKeystore: (_, params: { event: RestoreWalletMachineEvent }) =>
      params.event.type === 'SUBMIT' && params.event.method === 'keystore',
    isValidSecret: ({ context }, params: { event: RestoreWalletMachineEvent }) =>
      'value' in checkSecret(params.event, context.getAccounts()),
    isPasswordValid: (_, params: { event: RestoreWalletMachineEvent }) =>
      params.event.type === 'SUBMIT' &&
      params.event.method === undefined &&
      computeNewPasswordError(params.event.password, params.event.confirmation) === null,
  },
}).createMachine({
  id: 'restoreWallet',
  context: ({ input }) => ({
    save: input.save,
    getAccounts: input.getAccounts ?? (() => []),
    discover: input.discover ?? null,
    scryptN: input.scryptN,
    chainId: input.chainId,
    ...cleared,
  }),
  initial: 'source',
  on: { CANCEL: { target: '.source', actions: /* @__PURE__ */ assign(cleared) } },
  states: {
    source: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'isKeystore', params: ({ event }) => ({ event }) },
            target: 'restoring',
            actions: /* @__PURE__ */ assign({ method: 'keystore', stepCount: 2, error: null }),
          },
          {
            guard: { type: 'isValidSecret', params: ({ event }) => ({ event }) },
            target: 'password',
            actions: /* @__PURE__ */ assign(({ context, event }) => ({
              method:
                event.type === 'SUBMIT' && event.method === 'mnemonic'
                  ? ('mnemonic' as const)
                  : ('privateKey' as const),
              secret: (checkSecret(event, context.getAccounts()) as { value: string }).value,
              passphrase:
                event.type === 'SUBMIT' && event.method === 'mnemonic' ? (event.passphrase ?? '') : null,
              scheme:
                event.type === 'SUBMIT' && event.method === 'mnemonic' && event.scheme
                  ? event.scheme
                  : ('standard' as const),
              stepCount: 3 as const,
              step: 2 as const,
              error: null,
            })),
          },
          {
            actions: /* @__PURE__ */ assign({
              error: ({ context, event }) =>
                (checkSecret(event, context.getAccounts()) as { error: WizardError }).error,
            }),
          },
        ],
      },
    },
    password: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'isPasswordValid', params: ({ event }) => ({ event }) },
            target: 'restoring',
            actions: /* @__PURE__ */ assign({ error: null }),
          },
          {
            actions: /* @__PURE__ */ assign({
              error: ({ event }) => ({
                code: 'PASSWORD_INVALID',
                message:
                  event.type === 'SUBMIT' && event.method === undefined
                    ? (computeNewPasswordError(event.password, event.confirmation) ?? '')
                    : 'Type a new password',
              }),
            }),
          },
        ],
      },
    },
    restoring: {
      invoke: {
        src: 'restore',
        input: ({ context, event }): RestoreWalletActorInput => {
          const accounts = context.getAccounts()
          if (event.type === 'SUBMIT' && event.method === 'keystore') {
            const { keystore, password } = event
            return { method: 'keystore', keystore, password, accounts, chainId: context.chainId }
          }
          const password = event.type === 'SUBMIT' && event.method === undefined ? event.password : ''
          const method = context.method === 'mnemonic' ? 'mnemonic' : 'privateKey'
          const { scryptN, chainId } = context
          return {
            method,
            secret: context.secret ?? '',
            passphrase: context.passphrase ?? '',
            scheme: context.scheme,
            discover: context.discover,
            password,
            scryptN,
            accounts,
            chainId,
          }
        },
        onDone: {
          target: 'saving',
          actions: /* @__PURE__ */ assign(({ event }) => ({
            secret: null,
            passphrase: null,
            address: event.output.address,
            keystore: event.output.keystore,
            notices: event.output.notices ?? [],
            restored: event.output,
          })),
        },
        onError: [
          {
            guard: ({ context }) => context.method === 'keystore',
            target: 'source',
            actions: /* @__PURE__ */ assign({
              error: ({ event }) => toWizardError(event.error),
              method: null,
            }),
          },
          {
            target: 'password',
            actions: /* @__PURE__ */ assign({ error: ({ event }) => toWizardError(event.error) }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveWallet',
        input: ({ context }) => ({
          save: context.save,
          wallet: context.restored ?? {
            address: context.address as string,
            keystore: context.keystore as KeystoreV3,
          },
        }),
        onDone: {
          target: 'success',
          actions: /* @__PURE__ */ assign(({ context }) => ({ step: context.stepCount })),
        },
        onError: {
          target: 'source',
          actions: /* @__PURE__ */ assign(({ event }) => ({ ...cleared, error: toWizardError(event.error) })),
        },
      },
    },
    success: { on: { CLOSE: 'closed' } },
    closed: { type: 'final' },
  },
})
