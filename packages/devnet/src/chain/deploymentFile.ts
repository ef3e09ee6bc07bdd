import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DevnetDeployment } from './types.js'

export const DEPLOYMENT_FILE = 'deployment.json'

/** Reads `<dataDir>/deployment.json`, or undefined when the devnet was never deployed there. */
export function readDeployment(dataDir: string): DevnetDeployment | undefined {
  const path = join(dataDir, DEPLOYMENT_FILE)
  if (!existsSync(path)) return undefined
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as DevnetDeployment
  if (parsed.version !== 1 || typeof parsed.contracts?.sfc !== 'string') {
    throw new Error(`${path} is not a devnet deployment file`)
  }
  return parsed
}

/** Writes `<dataDir>/deployment.json` atomically. */
export function writeDeployment(dataDir: string, deployment: DevnetDeployment): void {
  const path = join(dataDir, DEPLOYMENT_FILE)
  writeFileSync(`${path}.tmp`, `${JSON.stringify(deployment, null, 2)}\n`)
  renameSync(`${path}.tmp`, path)
}
