// Input checks and the query key; the answer's parsing is tested against the devnet in
// packages/react/src/hooks/useWalletsDelegationsWithClaimState.devnet.test.tsx.
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import {
  getDelegationsWithClaimStateByAddress,
  getDelegationsWithClaimStateByAddressQueryKey,
} from './getDelegationsWithClaimStateByAddress.js'

// A closed port: any request would fail with a network error, not an input error.
const client = createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 })
const ADDRESS = '0xAbC0000000000000000000000000000000000001'

describe('getDelegationsWithClaimStateByAddress', () => {
  it('rejects a malformed address or page size with ApiInputError before any request', async () => {
    await expect(getDelegationsWithClaimStateByAddress(client, { address: '0x12' })).rejects.toBeInstanceOf(
      ApiInputError,
    )
    await expect(
      getDelegationsWithClaimStateByAddress(client, { address: ADDRESS, count: 0 }),
    ).rejects.toBeInstanceOf(ApiInputError)
  })

  it('keys the cache by the lowercased address, without the signal', () => {
    const signal = new AbortController().signal
    expect(getDelegationsWithClaimStateByAddressQueryKey({ address: ADDRESS, signal })).toEqual([
      'delegationsWithClaimStateByAddress',
      { address: ADDRESS.toLowerCase() },
    ])
  })
})
