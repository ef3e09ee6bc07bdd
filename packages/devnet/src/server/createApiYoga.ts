import { GraphQLError } from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import { createApiSchema } from '../api/createApiSchema.js'
import type { ApiContext } from '../api/module.js'

/** GraphQL endpoint path; `/graphql` is served by the same handler. */
export const API_PATH = '/api'

/**
 * Resolver errors of the real server (graph-gophers) carry `message` and `path` only: no `locations`, no
 * `extensions` (docs/chain-and-api.md#api-errors). Parse and validation errors keep their `locations`.
 */
const realErrorShape: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (!result || !('errors' in result) || !result.errors?.length) return
    const errors = result.errors.map((error) =>
      error.path
        ? new GraphQLError(error.message, { path: error.path, extensions: {} })
        : new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
          }),
    )
    setResult({ ...result, errors })
  },
}

/** The yoga app serving the modules' schema with `context` as every resolver's context. */
export function createApiYoga(context: ApiContext) {
  return createYoga({
    schema: createApiSchema(context.modules),
    graphqlEndpoint: API_PATH,
    context: () => context,
    maskedErrors: false,
    landingPage: false,
    graphiql: { title: 'ftm-devnet API' },
    logging: false,
    cors: {
      origin: '*',
      methods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
      allowedHeaders: ['Origin', 'Accept', 'Content-Type', 'X-Requested-With', 'Authorization'],
    },
    plugins: [realErrorShape],
  })
}
