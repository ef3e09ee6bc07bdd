import * as z from 'zod'

// The page's Content-Security-Policy allows no eval (docs/decisions.md#content-security-policy). Zod compiles fast
// object parsers with `new Function` unless it runs jitless, and even its caught probe reports a CSP violation, so
// this module is the entry's first import: it runs before any schema of the SDK is built.
z.config({ jitless: true })
