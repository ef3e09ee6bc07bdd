/** A GraphQL answer: HTTP status and the parsed body. */
export interface GraphqlReply {
  status: number
  body: {
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
    data?: any
    errors?: Array<{ message: string; path?: Array<string | number>; locations?: unknown }>
  }
}

/** POSTs `{query, variables, operationName}` like the original wallet's clients do. */
export async function postGraphql(url: string, query: string, variables?: object): Promise<GraphqlReply> {
  const operationName = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName, variables, query }),
  })
  return { status: response.status, body: (await response.json()) as GraphqlReply['body'] }
}
