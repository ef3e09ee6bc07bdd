import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// The page's Content-Security-Policy allows no eval (docs/decisions.md#content-security-policy). Zod compiles fast
// object parsers with `new Function` unless it runs jitless, and even its caught probe reports a CSP violation, so
// this module is the entry's first import: it runs before any schema of the SDK is built.
// Through zod/mini, which shares zod's configuration: the first screen's schemas are zod/mini ones
// (docs/decisions.md#size-budgets), and full zod loads later with the screens that need it. English messages are
// set here as full zod sets them when it loads, so a message reads the same before and after.
z.config({ jitless: true, ...en() })
