#!/usr/bin/env node
// Entry of the `ftm` command (docs/architecture.md#cli). A CommonJS file on purpose: `ftm --version`
// answers here from package.json, before Node's ES module loader starts (what an empty Node program costs, plus a
// few milliseconds); every other command goes on to bin/ftm.mjs, which runs the built CLI (or the source in a
// checkout). src/version.ts is kept equal to package.json by a test.
'use strict'
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${require('../package.json').version}\n`)
} else {
  import('./ftm.mjs')
}
