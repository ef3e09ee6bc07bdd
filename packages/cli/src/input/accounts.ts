import type { WalletAccount } from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import { CliError } from '../errors/CliError.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const isHexAddress = (value: string): boolean => HEX_ADDRESS.test(value)

/** The name shown for an account: its name, or its address when it has none. */
export const accountLabel = (account: WalletAccount): string => account.name || account.address

/** Finds a wallet by address (any case) or by name (case-insensitive); undefined when there is none. */
export function findAccount(accounts: readonly WalletAccount[], ref: string): WalletAccount | undefined {
  const wanted = ref.trim()
  if (isHexAddress(wanted)) {
    const matches = accounts.filter((a) => a.address.toLowerCase() === wanted.toLowerCase())
    return matches.find((a) => a.type === 'keystore') ?? matches[0]
  }
  const byName = accounts.filter((a) => a.name.toLowerCase() === wanted.toLowerCase())
  if (byName.length > 1) {
    throw new CliError('ACCOUNT_AMBIGUOUS', `Several wallets are named '${wanted}': use the address instead`)
  }
  return byName[0]
}

/**
 * The wallet a command acts as: --account NAME|ADDRESS, else the active wallet, else the only one.
 * Fails with exit code 2 when none fits.
 */
export function resolveAccount(wallet: NodeWallet, ref: string | undefined): WalletAccount {
  const { accounts } = wallet.accounts.getState()
  if (ref !== undefined) {
    const found = findAccount(accounts, ref)
    if (!found) {
      throw new CliError('ACCOUNT_NOT_FOUND', `No wallet named or at '${ref}' (see \`ftm wallet list\`)`)
    }
    return found
  }
  const active = wallet.accounts.getActiveAccount()
  if (active) return active
  if (accounts.length === 1) return accounts[0] as WalletAccount
  if (accounts.length === 0) {
    throw new CliError(
      'NO_WALLET',
      'No wallet yet: create one with `ftm wallet create` or restore one with `ftm wallet restore`',
    )
  }
  throw new CliError(
    'NO_ACTIVE_WALLET',
    'Several wallets and none selected: pass --account NAME|ADDRESS or run `ftm wallet use NAME`',
  )
}

/**
 * The address a read-only command looks at: a wallet as above, or any valid address given with
 * --account (balances of an address you do not hold can be read too).
 */
export function resolveReadAddress(wallet: NodeWallet, ref: string | undefined): string {
  if (ref !== undefined && isHexAddress(ref.trim())) {
    return findAccount(wallet.accounts.getState().accounts, ref)?.address ?? ref.trim()
  }
  return resolveAccount(wallet, ref).address
}
