// Zod's settings before any schema is built (docs/decisions.md#content-security-policy): the page's policy allows no
// eval, and zod compiles fast object parsers with `new Function` unless it runs jitless (even its caught probe is a
// policy violation). Zod keeps its configuration on this global and reads `jitless` when a schema is built or
// parsed. The first module of the early entry's file, which every other file of the page's start imports, so it
// runs before any chunk that builds schemas, whatever order the bundler gives them; app/earlyRequest.ts imports it
// first. No import of zod here: the early file stays small (platform/strictCsp.ts sets the rest of zod's settings).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })
