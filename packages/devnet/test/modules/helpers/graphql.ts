import { expect } from 'vitest'
import { postGraphql } from '../../api/helpers/graphql.js'

/** Sends a document like the original wallet does and returns `data`, failing the test on any GraphQL error. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
export async function query(apiUrl: string, document: string, variables?: object): Promise<any> {
  const reply = await postGraphql(apiUrl, document, variables)
  expect(reply.status).toBe(200)
  expect(reply.body.errors).toBeUndefined()
  return reply.body.data
}

/** Sends a document and returns the error messages it produced (and the data, if any). */
export async function queryErrors(apiUrl: string, document: string, variables?: object) {
  const reply = await postGraphql(apiUrl, document, variables)
  return { data: reply.body.data, messages: (reply.body.errors ?? []).map((e) => e.message) }
}
