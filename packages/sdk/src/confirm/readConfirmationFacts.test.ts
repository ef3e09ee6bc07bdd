import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../api/createApiClient.js'
import { CONFIRMATION_FACTS_TIMEOUT, readConfirmationFacts } from './readConfirmationFacts.js'

/** A client whose API never answers (limited mode: API-only queries wait for it), until the request is aborted. */
const silentApi: ApiClient = {
  endpointCount: 1,
  currentEndpoint: () => 0,
  request: ({ signal }) =>
    new Promise((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    ),
}
const transaction = {
  chainId: 4003,
  from: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  value: 100n * 10n ** 18n,
  gasLimit: 300_000n,
  to: '0xFC00FACE00000000000000000000000000000000',
  // delegate(uint256 5): names validator 5
  data: '0x9fa6dd350000000000000000000000000000000000000000000000000000000000000005' as const,
}

describe('readConfirmationFacts', () => {
  it('gives up the price and the names when the API does not answer in time (limited mode)', async () => {
    const started = Date.now()
    const facts = await readConfirmationFacts({
      client: silentApi,
      transaction,
      sources: { currency: 'USD', networkName: 'Fantom Devnet' },
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONFIRMATION_FACTS_TIMEOUT - 50)
    expect(facts).toMatchObject({
      network: { name: 'Fantom Devnet', chainId: 4003 },
      price: null,
      labels: { contracts: {}, tokens: {}, validators: {} },
    })
  })

  it('still fails when the caller aborts', async () => {
    const controller = new AbortController()
    const read = readConfirmationFacts({
      client: silentApi,
      transaction,
      sources: { currency: 'USD' },
      signal: controller.signal,
    })
    controller.abort(new Error('closed'))
    await expect(read).rejects.toThrow('closed')
  })
})
