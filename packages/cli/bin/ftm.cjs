#!/usr/bin/env node
// Entry of the `ftm` command (docs/architecture.md#cli). A CommonJS file on purpose: `ftm --version`
// answers here from package.json, before Node's ES module loader starts (what an empty Node program costs, plus a
// few milliseconds); with --yes the keystore's KDF starts here, before any bundle loads (dist/fast/kdf.cjs,
// docs/behaviour/signing.md#unlocking-in-the-cli); the commands balance, assets, price, history and send run from
// their own CommonJS bundles (dist/fast/<name>.cjs, docs/architecture.md#cli-bundles) when the command line is theirs
// with plain options; everything else goes on to bin/ftm.mjs, which runs the built CLI (or the source in a checkout).
// src/version.ts is kept equal to package.json by a test, and FAST_COMMANDS equal to tsup.config.ts's FAST_ENTRIES
// by test/fastCommands.test.ts.
'use strict'
const args = process.argv.slice(2)
const FAST_COMMANDS = ['balance', 'assets', 'price', 'history', 'send']

/**
 * With --yes, starts the keystore's KDF on the thread pool now (the derivation checks the rest of the line itself and
 * starts nothing when in doubt). dist/fast/kdf.cjs is the one copy of that code the builds that sign use (the read
 * bundles, which sign nothing, keep their own), so the unlock finds this derivation whichever build runs the command;
 * without dist/ (a checkout) main.ts starts it.
 */
function startKdf() {
  if (!args.includes('--yes') && !args.includes('-y')) return
  let kdf
  try {
    kdf = require('../dist/fast/kdf.cjs')
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND') return
    throw error
  }
  kdf.startEarlyKdfOnce(args)
}

/** Runs a fast command's bundle; false when there is none (a checkout without dist/) or the line is not its. */
function runFast() {
  const name = args[0]
  if (!FAST_COMMANDS.includes(name)) return false
  const file = require('node:path').join(__dirname, '..', 'dist', 'fast', `${name}.cjs`)
  if (!require('node:fs').existsSync(file)) return false
  const bundle = require('./loadBundle.cjs').loadBundle(file)
  const running = bundle.exports.main(args)
  if (!running) return false
  // The command reports its own errors and exit code; the code cache is written after it, when it has to be.
  running.then(bundle.keep, bundle.keep)
  return true
}

/**
 * A reader that stops early (`ftm … | head -1`) closes the pipe under our output: what is still written has nowhere
 * to go and is dropped, and the command carries on to its end and its own exit code (a flow half-way through is not
 * cut off), with no stack trace (docs/architecture.md#cli). Set before anything is written, but after the KDF has
 * started: making process.stdout loads Node's stream modules (2–4 ms), which the KDF need not wait for.
 */
function ignoreClosedStdout() {
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error
  })
}

if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  ignoreClosedStdout()
  process.stdout.write(`${require('../package.json').version}\n`)
} else {
  startKdf()
  ignoreClosedStdout()
  if (!runFast()) import('./ftm.mjs')
}
