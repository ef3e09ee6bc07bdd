// Keystore unlock cost in Node: the SDK's decryptKeystore (ethers' scrypt with node:crypto registered by
// @ftm-wallet/sdk/node) against a hand-written baseline on node:crypto with the same parameters: scrypt
// (n = 2^17, r = 8, p = 1, dklen 32), keccak256 MAC check and AES-128-CTR. Target ratio ≤ 1.2.
// A second line shows ethers' stock decryptKeystoreJson (pure-JS scrypt) against the same baseline.
import { createDecipheriv, scrypt as nativeScrypt } from 'node:crypto'
import { promisify } from 'node:util'
import { decryptKeystoreJson, keccak256 } from 'ethers'
import { decryptKeystore, encryptKeystore, type KeystoreV3 } from '../src/index.js'
import { registerNodeScrypt, unregisterNodeScrypt } from '../src/node.js'

const scryptAsync = promisify(nativeScrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

const RUNS = 7
const PASSWORD = 'Bench-Pass-1'
// A throwaway key made for this benchmark; it never holds funds.
const KEY = `0x${'5e'.repeat(32)}`

async function baseline(keystore: KeystoreV3): Promise<string> {
  const crypto = keystore.crypto!
  const { n, r, p, dklen, salt } = crypto.kdfparams as {
    n: number
    r: number
    p: number
    dklen: number
    salt: string
  }
  const derived = await scryptAsync(PASSWORD, Buffer.from(salt, 'hex'), dklen, {
    N: n,
    r,
    p,
    maxmem: 128 * r * (n + p + 2) + 1024 * 1024,
  })
  const ciphertext = Buffer.from(crypto.ciphertext, 'hex')
  const mac = keccak256(Buffer.concat([derived.subarray(16, 32), ciphertext])).slice(2)
  if (mac !== crypto.mac) throw new Error('baseline: MAC mismatch')
  const decipher = createDecipheriv(
    'aes-128-ctr',
    derived.subarray(0, 16),
    Buffer.from(crypto.cipherparams.iv, 'hex'),
  )
  return `0x${Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('hex')}`
}

async function time(task: () => Promise<string>): Promise<number> {
  const started = performance.now()
  const key = await task()
  const elapsed = performance.now() - started
  if (key !== KEY) throw new Error('decrypted the wrong key')
  return elapsed
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const line = (name: string, ours: number, base: number) =>
  `${name}: ratio ${(ours / base).toFixed(2)} (ours ${ours.toFixed(0)} ms, baseline ${base.toFixed(0)} ms)`

registerNodeScrypt()
const keystore = await encryptKeystore(KEY, PASSWORD)
const sdk = async () => (await decryptKeystore(keystore, PASSWORD)).privateKey
const base = () => baseline(keystore)

// Warm up both paths once, then alternate so that neither gets a quieter machine.
await time(sdk)
await time(base)
const ours: number[] = []
const baselines: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  ours.push(await time(sdk))
  baselines.push(await time(base))
}
console.log(line('keystore decrypt (sdk vs node:crypto)', median(ours), median(baselines)))

unregisterNodeScrypt()
const json = JSON.stringify(keystore)
const stock: number[] = []
for (let run = 0; run < 2; run += 1)
  stock.push(await time(async () => (await decryptKeystoreJson(json, PASSWORD)).privateKey))
registerNodeScrypt()
console.log(
  line(
    'keystore decrypt (ethers stock decryptKeystoreJson vs node:crypto)',
    median(stock),
    median(baselines),
  ),
)
