// Test helper, loaded with `node --import` into a run of the built `ftm`: counts the scrypt derivations the process
// runs on node:crypto, and the HTTP requests it had made when the first one started, notes whether process.stdout had
// been made by then, and writes that as JSON to $FTM_TEST_SCRYPT_COUNT_FILE at exit. Counts only; sees no input.
import crypto from 'node:crypto'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { syncBuiltinESMExports } from 'node:module'

let derivations = 0
let requests = 0
let requestsBeforeFirst = null
let stdoutMade = false
let stdoutBeforeFirst = null
// process.stdout is made on its first read (a getter of Node's): the same getter, noting that it ran.
const stdout = Object.getOwnPropertyDescriptor(process, 'stdout')
Object.defineProperty(process, 'stdout', {
  ...stdout,
  get() {
    stdoutMade = true
    return stdout.get.call(this)
  },
})
const scrypt = crypto.scrypt
crypto.scrypt = function countedScrypt(...args) {
  derivations += 1
  requestsBeforeFirst ??= requests
  stdoutBeforeFirst ??= stdoutMade
  return scrypt.apply(this, args)
}
const request = http.request
http.request = function countedRequest(...args) {
  requests += 1
  return request.apply(this, args)
}
syncBuiltinESMExports()
process.on('exit', () =>
  writeFileSync(
    process.env.FTM_TEST_SCRYPT_COUNT_FILE,
    JSON.stringify({ derivations, requestsBeforeFirst, stdoutBeforeFirst }),
  ),
)
