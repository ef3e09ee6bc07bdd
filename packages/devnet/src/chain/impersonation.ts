import { type JsonRpcProvider, type TransactionReceipt, toQuantity } from 'ethers'
import { ChainTxError, revertReason, waitForReceipt } from './txSender.js'

/**
 * Sends a transaction as `from` through anvil's impersonation, so devnet controls (advance, faucet) can act as
 * the admin without reading its key file.
 */
export async function sendAsImpersonated(
  provider: JsonRpcProvider,
  from: string,
  request: { to: string; data?: string; value?: bigint; label: string },
): Promise<TransactionReceipt> {
  await provider.send('anvil_impersonateAccount', [from])
  let hash: string
  try {
    const tx: Record<string, string> = { from, to: request.to }
    if (request.data) tx.data = request.data
    if (request.value) tx.value = toQuantity(request.value)
    // anvil's own estimate for eth_sendTransaction can be a few gas short (seen on SFC.advanceEpoch): add headroom.
    const estimate = await provider.estimateGas(tx)
    tx.gas = toQuantity((estimate * 13n) / 10n + 50_000n)
    hash = (await provider.send('eth_sendTransaction', [tx])) as string
  } catch (error) {
    throw new ChainTxError(`${request.label}: ${revertReason(error)}`, { cause: error })
  } finally {
    await provider.send('anvil_stopImpersonatingAccount', [from])
  }
  return waitForReceipt(provider, hash, request.label)
}
