import { getAddress, getBytes, Signature } from 'ethers'
import { assertSignerChainId } from '../assertSignerChainId.js'
import { LEDGER_FANTOM_MESSAGE_UNSUPPORTED, SignerError } from '../SignerError.js'
import { createLegacyTransaction } from '../signLegacyTransaction.js'
import type { MessageSigner, UnsignedTransaction } from '../types.js'
import { getFantomAppAddress, type LedgerTransport, signWithFantomApp } from './fantomApp.js'
import type { LedgerKeyIndex } from './path.js'

export interface CreateLedgerFantomSignerParameters {
  /** An open transport (WebHID in browsers, node-hid in the CLI, the mocker's replayer in tests). */
  transport: LedgerTransport
  /** Which device key signs: 44'/60'/accountId'/0/addressId. */
  key: LedgerKeyIndex
  /** Chain id of the connected network: it goes into the EIP-155 pre-image and v; other chain ids are refused. */
  chainId: number
  /** The stored account address. When given, a signature that recovers to another address is refused. */
  address?: string
}

export interface LedgerFantomSigner extends MessageSigner {
  readonly kind: 'ledger'
  /** Shows the address on the device (receive verification) and returns what the device derived. */
  showAddress(): Promise<string>
}

/**
 * Signs with the Fantom Ledger app. The pre-image is RLP([nonce, gasPrice, gasLimit, to, value, data, chainId, 0, 0])
 * of the network's chain id (the original library fixed 250; this one does not), and v = parity + chainId × 2 + 35.
 *
 * @example
 * const signer = createLedgerFantomSigner({ transport, key: { accountId: 0, addressId: 3 }, chainId: 250 })
 */
export function createLedgerFantomSigner(parameters: CreateLedgerFantomSignerParameters): LedgerFantomSigner {
  const { transport, key, chainId } = parameters
  let known = parameters.address === undefined ? undefined : getAddress(parameters.address)
  const readAddress = async (display: boolean) =>
    getAddress(await getFantomAppAddress(transport, key, { display }))

  return {
    kind: 'ledger',
    confirmation: 'device',
    async getAddress() {
      known ??= await readAddress(false)
      return known
    },
    showAddress: () => readAddress(true),
    async signTransaction(transaction: UnsignedTransaction) {
      assertSignerChainId(transaction.chainId, chainId)
      const tx = createLegacyTransaction(transaction)
      const device = await signWithFantomApp(transport, key, getBytes(tx.unsignedSerialized))
      const parity = device.v >= 27 ? device.v - 27 : device.v
      if (parity !== 0 && parity !== 1) {
        throw new SignerError('SIGNER_TRANSACTION_INVALID', 'The Ledger returned an invalid signature', {
          details: { v: device.v },
        })
      }
      tx.signature = Signature.from({ r: device.r, s: device.s, v: 27 + parity })
      const expected = known ?? (await this.getAddress())
      if (tx.from !== expected) {
        throw new SignerError(
          'SIGNER_TRANSACTION_INVALID',
          'The Ledger signed with another key than the account',
          {
            details: { expected, signer: tx.from },
          },
        )
      }
      return tx.serialized as `0x${string}`
    },
    // The Fantom app has no message or EIP-712 command (docs/chain-and-api.md#ledger-fantom-app-protocol): refused
    // before the device is asked, with a message that sends the user to the Ethereum app (same key paths).
    async signMessage() {
      throw new SignerError('SIGNER_MESSAGE_UNSUPPORTED', LEDGER_FANTOM_MESSAGE_UNSUPPORTED, {
        details: { use: 'ledgerEth' },
      })
    },
    async signTypedData() {
      throw new SignerError('SIGNER_MESSAGE_UNSUPPORTED', LEDGER_FANTOM_MESSAGE_UNSUPPORTED, {
        details: { use: 'ledgerEth' },
      })
    },
  }
}
