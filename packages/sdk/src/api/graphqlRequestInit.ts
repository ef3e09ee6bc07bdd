/** The operation's name, sent beside the document (`query AccountBalances(…)` → 'AccountBalances'). */
const OPERATION_NAME = /^\s*(?:query|mutation)\s+(\w+)/

/**
 * The POST one GraphQL operation is sent as: method, headers and body, byte for byte. The client's requests use it,
 * and so does a page's early balance request, so the client can recognise that request as its own and take its answer
 * (docs/decisions.md#web-start-up). Plain code without schemas: a page may run it before anything else has loaded.
 */
export function graphqlRequestInit(
  document: string,
  variables: Record<string, unknown> | undefined,
): { method: 'POST'; headers: Record<string, string>; body: string } {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ operationName: OPERATION_NAME.exec(document)?.[1], query: document, variables }),
  }
}
