import type { WalletAccount } from '@ftm-wallet/sdk'
import {
  createLedgerEthSigner,
  formatLedgerPath,
  verifyLedgerAddress,
  verifyLedgerAddressWith,
} from '@ftm-wallet/sdk/ledger'
import { openLedger } from '../../connections/ledger.js'
import { CliError } from '../../errors/CliError.js'
import { ExitCode } from '../../errors/exitCodes.js'
import { accountLabel } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { isLedgerAccount } from '../../tx/createSigner.js'

/** The texts of the check (the web's 'Address Verification' window says the same). */
export const VERIFY_TEXTS = {
  prompt: 'Please verify that the address shown on your Ledger device is',
  verified: 'Verified: the device shows this address.',
  notVerified: 'Not verified: the device shows another address.',
} as const

/**
 * `ftm receive --verify` and `ftm wallet verify`: the device shows the Ledger account's address and the address it
 * derived is compared with the stored one (docs/behaviour/signers.md#address-verification). Verified exits 0; not
 * verified prints the device's address and exits 1; a device error (locked, rejected) is thrown (exit 4).
 */
export async function verifyOnLedger(
  context: CommandContext<unknown>,
  account: WalletAccount,
): Promise<void> {
  const { output } = context
  if (!isLedgerAccount(account)) {
    throw new CliError(
      'VERIFY_NOT_LEDGER',
      `${accountLabel(account)} is a ${account.type} wallet: only Ledger wallets are verified on a device`,
    )
  }
  const key = { accountId: account.accountId ?? 0, addressId: account.addressId ?? 0 }
  const path = formatLedgerPath(key)
  output.info(`${VERIFY_TEXTS.prompt}\n${account.address} (${path})`)
  const ledger = await openLedger((line) => output.warn(line))
  let result: Awaited<ReturnType<typeof verifyLedgerAddress>>
  try {
    result =
      account.type === 'ledgerEth'
        ? await verifyLedgerAddressWith(
            // The chain id only matters when signing; showing an address does not use it.
            () => createLedgerEthSigner({ transport: ledger.transport, key, chainId: 250 }).showAddress(),
            account.address,
          )
        : await verifyLedgerAddress(ledger.transport, key, account.address)
  } finally {
    await ledger.close().catch(() => undefined) // the device may already be unplugged
  }
  if (result.status === 'error') throw result.error
  const verified = result.status === 'verified'
  output.result(
    {
      ok: verified,
      verified,
      address: account.address,
      deviceAddress: result.deviceAddress,
      name: account.name,
      type: account.type,
      path,
    },
    () =>
      verified
        ? output.style('green', `✓ ${VERIFY_TEXTS.verified}`)
        : `${output.style('red', `✗ ${VERIFY_TEXTS.notVerified}`)}\ndevice: ${result.deviceAddress}`,
  )
  if (!verified) process.exitCode = ExitCode.txFailed
}
