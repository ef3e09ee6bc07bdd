// Test helper, loaded with `node --import` into a run of the built `ftm`: counts the scrypt derivations the process
// runs on node:crypto, and the HTTP requests it had made when the first one started, and writes both as JSON to
// $FTM_TEST_SCRYPT_COUNT_FILE at exit. Counts only; sees no input.
import crypto from 'node:crypto'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { syncBuiltinESMExports } from 'node:module'

let derivations = 0
let requests = 0
let requestsBeforeFirst = null
const scrypt = crypto.scrypt
crypto.scrypt = function countedScrypt(...args) {
  derivations += 1
  requestsBeforeFirst ??= requests
  return scrypt.apply(this, args)
}
const request = http.request
http.request = function countedRequest(...args) {
  requests += 1
  return request.apply(this, args)
}
syncBuiltinESMExports()
process.on('exit', () =>
  writeFileSync(process.env.FTM_TEST_SCRYPT_COUNT_FILE, JSON.stringify({ derivations, requestsBeforeFirst })),
)
