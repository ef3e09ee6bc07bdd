import { SignerError } from './SignerError.js'

/**
 * The signer's rule (docs/decisions.md#networks): a transaction for another chain than the connected network's is
 * refused with SignerError `SIGNER_CHAIN_MISMATCH`, so a testnet transaction can never be replayed on mainnet.
 */
export function assertSignerChainId(transactionChainId: number, networkChainId: number): void {
  if (transactionChainId !== networkChainId) {
    throw new SignerError(
      'SIGNER_CHAIN_MISMATCH',
      `The transaction is for chain ${transactionChainId}, but the wallet is connected to chain ${networkChainId}`,
      { details: { transactionChainId, networkChainId } },
    )
  }
}
