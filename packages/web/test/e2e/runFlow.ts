// Runs an SDK flow machine to success for a test key, every step confirmed with its password: the e2e files use it to
// put on the chain what a check needs, without going through the screens.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  createApiClient,
  createKeystoreSigner,
  devnet as devnetPreset,
  encryptKeystore,
  sendCall,
  type UnsignedCall,
} from '@ftm-wallet/sdk'
import type { FlowMachine } from '@ftm-wallet/sdk/machines'
import { expect } from 'vitest'
import { createActor, waitFor } from 'xstate'

/** A fresh test key (never a publicly known one). */
export interface TestKey {
  address: string
  privateKey: string
}

/**
 * A sender of calls from a test key through the SDK's pipeline (prepare, sign, send, wait), each expected mined; the
 * keystore is encrypted once per sender.
 */
export async function createCallSender({
  devnet,
  key,
  password,
}: {
  devnet: ProvidedDevnet
  key: TestKey
  password: string
}): Promise<(call: UnsignedCall) => Promise<void>> {
  const network = { ...devnetPreset, chainId: devnet.info.chainId, apiUrls: [devnet.apiUrl] }
  const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 2 })
  const keystore = await encryptKeystore(key.privateKey, password, { scryptN: 2 ** 10 })
  const signer = createKeystoreSigner({
    account: { address: key.address, keystore },
    chainId: network.chainId,
  })
  return async (call) => {
    const { state } = await sendCall({ client, network, signer, call, password })
    expect(state.status).toBe('success')
  }
}

export async function runFlowToSuccess<Params>(
  machine: FlowMachine<Params>,
  {
    devnet,
    key,
    password,
    params,
  }: { devnet: ProvidedDevnet; key: TestKey; password: string; params: Params },
): Promise<void> {
  const keystore = await encryptKeystore(key.privateKey, password, { scryptN: 2 ** 10 })
  const chainId = devnet.info.chainId
  const signer = createKeystoreSigner({ account: { address: key.address, keystore }, chainId })
  const network = { ...devnetPreset, chainId, apiUrls: [devnet.apiUrl], rpcUrl: devnet.rpcUrl }
  const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 2 })
  const input = { client, network, signer, params, autoContinueDelay: 0 }
  const actor = createActor(machine, { input }).start()
  try {
    for (;;) {
      const state = await waitFor(
        actor,
        (s) => ['confirm', 'success', 'failed', 'rejected'].includes(String(s.value)),
        { timeout: 90_000 },
      )
      if (!state.matches('confirm')) {
        expect(state.value, JSON.stringify(state.context.error)).toBe('success')
        return
      }
      actor.send({ type: 'CONFIRM', password })
      await waitFor(actor, (s) => !s.matches('confirm'), { timeout: 90_000 })
    }
  } finally {
    actor.stop()
  }
}
