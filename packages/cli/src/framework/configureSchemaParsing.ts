import * as z from 'zod'

// A CLI run parses each API answer once, so zod's compiled (new Function) object parsers cost more to build
// than they save; the interpreted path is what a short-lived process wants. Same results either way.
z.config({ jitless: true })
