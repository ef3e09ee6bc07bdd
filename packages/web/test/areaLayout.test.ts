// @vitest-environment node
// The areas' layout (staking, fMint, swap with the pair page, governance) has no wallet header, and loads none of its
// code: the header's menus, dialogs, QR code and signers (docs/behaviour/app-shell.md#code-loaded-on-demand).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DIST_DIR, ensureWebBuilt } from './e2e/buildWeb.js'

interface ManifestChunk {
  file: string
  imports?: string[]
}

let chunks: Record<string, ManifestChunk>

beforeAll(() => {
  ensureWebBuilt()
  chunks = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8'))
})

/** The files a module's chunk loads: its own and every chunk it imports statically, transitively. */
function staticGraph(source: RegExp): string[] {
  const [key] = Object.keys(chunks).filter((k) => source.test(k))
  expect(key, String(source)).toBeDefined()
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k)) return
    seen.add(k)
    for (const imported of chunks[k]?.imports ?? []) visit(imported)
  }
  visit(key as string)
  return [...seen].map((k) => chunks[k]?.file as string)
}

const HEADER_TEXT = 'Switch wallet' // the wallet header's button (features/account/WalletHeader.tsx)

describe('the area layout', () => {
  it('loads none of the wallet header’s code, which the account layout loads', () => {
    const area = staticGraph(/^src\/layout\/AreaLayout\.tsx$/)
    const account = staticGraph(/^src\/layout\/AccountLayout\.tsx$/)
    const withHeader = (files: string[]) =>
      files.filter((file) => readFileSync(join(DIST_DIR, file), 'utf8').includes(HEADER_TEXT))
    expect(withHeader(account).length).toBeGreaterThan(0)
    expect(withHeader(area)).toEqual([])
    expect(area.length).toBeLessThan(account.length)
  })
})
