import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createApiClient } from '@ftm-wallet/sdk'
import { describe, expect, inject, it } from 'vitest'
import { nodeHttpFetch } from './nodeHttpFetch.js'

describe('nodeHttpFetch', () => {
  it('answers the SDK API client like fetch does, against the devnet', async () => {
    const { apiUrl } = inject('devnet')
    const client = createApiClient({ endpoints: [apiUrl], retries: 0, fetch: nodeHttpFetch })
    const data = (await client.request({ document: '{ __typename }' })) as { __typename: string }
    expect(data.__typename).toBe('Query')
  })
})
