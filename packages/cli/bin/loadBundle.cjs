// Loads one of the fast commands' CommonJS bundles (dist/fast/<name>.cjs) with V8's code cache
// (docs/architecture.md#cli-bundles). Node 20 has no compile cache of its own (module.enableCompileCache is Node 22),
// so the bundle is compiled through vm.Script with the bytes V8 made on an earlier run, kept in the user's cache dir
// ($XDG_CACHE_HOME/ftm-wallet/code-cache, else ~/.cache/ftm-wallet/code-cache). V8 refuses bytes made by another
// V8 version or flags, but of the source it checks only the length: the file name carries a hash of the bundle's
// text, so a changed bundle never meets the bytes of another. Refused or missing bytes are made again once the
// command has run (so they include the functions it compiled), written whole or not at all. The cache only speeds
// things up: any failure to read or write it leaves the command as it is. The bytes hold compiled code of the bundle
// (its bytecode and the constants written in its source), nothing the command read, printed or signed: `send` runs
// through here too, and no password or key it handled is in them.
'use strict'
const {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} = require('node:fs')
const { isAscii } = require('node:buffer')
const { createHash } = require('node:crypto')
const { createRequire } = require('node:module')
const { homedir } = require('node:os')
const { basename, dirname, join } = require('node:path')
const { Script } = require('node:vm')

function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(base, 'ftm-wallet', 'code-cache')
}

/** The first 16 hex digits of the SHA-256 of some bytes (node:crypto: the bundles load it anyway). */
function hashOf(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16)
}

/**
 * Whether a file or directory of the cache can only have been written by this user: V8 runs what a cache holds, so
 * one that another user could write (a cache dir under a shared /tmp, a file left group-writable) is not read.
 */
function ownOnly(path) {
  if (typeof process.getuid !== 'function') return true
  const { uid, mode } = statSync(path)
  return uid === process.getuid() && (mode & 0o022) === 0
}

/**
 * Runs the CommonJS file `file` as require would and returns its exports, with `keep()` to call once the command
 * has run: it writes the code cache when there was none that V8 took.
 */
function loadBundle(file) {
  const bytes = readFileSync(file)
  // esbuild writes ASCII only (its default charset), whose bytes are its characters: read so, the text is made without
  // decoding UTF-8 (a few milliseconds for send's 1.1 MB). Anything else is decoded as UTF-8.
  const source =
    typeof isAscii === 'function' && isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')
  const name = basename(file, '.cjs')
  const dir = cacheDir()
  // The hash of the bytes, not of the text, which would have to be encoded again.
  const cacheName = `${name}-${source.length}-${hashOf(bytes)}.bin`
  let cachedData
  try {
    const path = join(dir, cacheName)
    cachedData = ownOnly(dir) && ownOnly(path) ? readFileSync(path) : undefined
  } catch {
    cachedData = undefined
  }
  // The wrapper has a line of its own, so line numbers in stack traces (--debug) are the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
    filename: file,
    lineOffset: -1,
    cachedData,
  })
  const module = { exports: {} }
  script
    .runInThisContext()
    .call(module.exports, module.exports, createRequire(file), module, file, dirname(file))
  return {
    exports: module.exports,
    keep() {
      if (cachedData && !script.cachedDataRejected) return
      try {
        const bytes = script.createCachedData()
        mkdirSync(dir, { recursive: true, mode: 0o700 })
        // A directory another user can write is left alone (see ownOnly).
        if (!ownOnly(dir)) return
        // Bytes of earlier builds of this bundle are of no further use.
        for (const old of readdirSync(dir)) {
          if (old.startsWith(`${name}-`) && old !== cacheName) unlinkSync(join(dir, old))
        }
        const partial = join(dir, `${cacheName}.${process.pid}.tmp`)
        writeFileSync(partial, bytes, { mode: 0o600 })
        renameSync(partial, join(dir, cacheName))
      } catch {
        // A cache that cannot be written is only slower next time.
      }
    },
  }
}

module.exports = { loadBundle }
