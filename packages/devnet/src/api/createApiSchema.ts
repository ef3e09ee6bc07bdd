import { createSchema } from 'graphql-yoga'
import type { ApiContext, ApiModule } from './module.js'

/** Merges the modules' SDL and resolver maps into one executable schema (modules may `extend type …`). */
export function createApiSchema(modules: readonly ApiModule[]) {
  return createSchema<ApiContext>({
    typeDefs: modules.map((module) => module.typeDefs),
    // biome-ignore lint/suspicious/noExplicitAny: graphql-tools takes loosely typed resolver maps
    resolvers: modules.map((module) => module.resolvers as any),
  })
}
