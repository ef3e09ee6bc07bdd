import { openWallet } from '../../connections/wallet.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'

/** `ftm receive`: the address and its QR code drawn with qrcode's terminal renderer. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.globals.account)
  if (context.output.json) {
    context.output.result({ ok: true, address: account.address, name: account.name }, () => '')
    return
  }
  const { default: QRCode } = await import('qrcode')
  const qr = await QRCode.toString(account.address, { type: 'terminal', small: true })
  context.output.result({}, () =>
    [
      `${accountLabel(account)}`,
      qr.trimEnd(),
      account.address,
      context.output.style('yellow', 'Send only Opera FTM and Opera tokens to this address.'),
    ].join('\n'),
  )
}
