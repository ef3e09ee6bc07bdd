import { openWallet } from '../../connections/wallet.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { verifyOnLedger } from '../wallet/verifyOnLedger.js'

interface Options {
  verify?: boolean
}

/**
 * `ftm receive`: the address and its QR code drawn with qrcode's terminal renderer; with --verify a Ledger wallet's
 * address is then checked on the device (docs/behaviour/signers.md#address-verification).
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.globals.account)
  if (context.output.json) {
    if (context.options.verify) await verifyOnLedger(context, account)
    else context.output.result({ ok: true, address: account.address, name: account.name }, () => '')
    return
  }
  const { default: QRCode } = await import('qrcode')
  const qr = await QRCode.toString(account.address, { type: 'terminal', small: true })
  const text = [
    `${accountLabel(account)}`,
    qr.trimEnd(),
    account.address,
    context.output.style('yellow', 'Send only Opera FTM and Opera tokens to this address.'),
  ].join('\n')
  if (!context.options.verify) {
    context.output.result({}, () => text)
    return
  }
  context.output.info(text)
  await verifyOnLedger(context, account)
}
