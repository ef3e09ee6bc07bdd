import { describe, expect, it } from 'vitest'
import { ApiInputError, ApiResponseError } from '../api/errors.js'
import { fixtureClient } from '../api/fixtureClient.test-util.js'
import { getFtmPrice, getFtmPriceQueryKey } from './getFtmPrice.js'

describe('getFtmPrice', () => {
  it('asks the price in the selected currency and truncates it to 5 decimals', async () => {
    const { client, requests } = fixtureClient('price')
    expect(await getFtmPrice(client, { currency: 'eur' })).toEqual({ currency: 'EUR', price: 0.29123 })
    expect(requests[0]?.variables).toEqual({ to: 'EUR' })
    expect(requests[0]?.query).toContain('price(to: $to) { price }')
  })

  it('defaults to USD', async () => {
    const { client, requests } = fixtureClient('price')
    await getFtmPrice(client)
    expect(requests[0]?.variables).toEqual({ to: 'USD' })
    expect(getFtmPriceQueryKey()).toEqual(['ftmPrice', { currency: 'USD' }])
  })

  it('rejects a symbol the server would refuse and a price that is not a number', async () => {
    await expect(getFtmPrice(fixtureClient().client, { currency: 'US DOLLAR' })).rejects.toBeInstanceOf(
      ApiInputError,
    )
    const body = JSON.stringify({ data: { price: { price: '0.29' } } })
    const error = await getFtmPrice(fixtureClient({ body }).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).path).toBe('price.price')
  })
})
