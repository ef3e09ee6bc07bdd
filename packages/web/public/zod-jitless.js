// A classic script that index.html runs before the app's modules (docs/decisions.md#content-security-policy): zod
// keeps its configuration on this global and reads `jitless` when a schema is built or parsed, so every schema of
// every chunk runs without `new Function`, whatever order the bundler gives the chunks that build schemas at load.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
