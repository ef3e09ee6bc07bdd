// Test helper: a real ApiClient whose fetch answers with files of test-fixtures/api, one per request.
import { readFileSync } from 'node:fs'
import { createApiClient } from './createApiClient.js'

const FIXTURES = new URL('../../../../test-fixtures/api/', import.meta.url)

export function readFixture(name: string): string {
  return readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')
}

export interface RecordedRequest {
  query: string
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

/** A client answering each request with the next fixture (by name) or raw body; records what was sent. */
export function fixtureClient(...answers: (string | { body: string; status?: number })[]) {
  const requests: RecordedRequest[] = []
  const queue = [...answers]
  const client = createApiClient({
    endpoints: ['https://api.test/graphql'],
    hedgeDelay: false,
    retries: 0,
    fetch: async (_input, init) => {
      requests.push(JSON.parse(String(init?.body)) as RecordedRequest)
      const next = queue.shift()
      if (next === undefined) throw new Error('fixtureClient: no answer left for this request')
      const { body, status = 200 } = typeof next === 'string' ? { body: readFixture(next) } : next
      return new Response(body, { status, headers: { 'content-type': 'application/json' } })
    },
  })
  return { client, requests }
}
