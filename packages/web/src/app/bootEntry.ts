// The page's boot script (docs/decisions.md#web-start-up): vite.config.ts builds this file on its own, as one classic
// script with no imports, and index.html runs it first in its head, so the page's first requests leave while the
// parser is still at the head — before any module file has been fetched or compiled. What it started waits under
// BOOT_KEY for the early entry (app/earlyRequest.ts).
import { BOOT_KEY, startBootRequests } from './bootRequests.js'

;(globalThis as Record<symbol, unknown>)[BOOT_KEY] = startBootRequests()
