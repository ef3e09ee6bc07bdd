// @vitest-environment node
// Zod runs jitless before any schema is built, without a script of its own (docs/decisions.md#content-security-policy):
// the early entry's file sets it first, and every other file of the page's start imports that file, so the browser
// evaluates it before them whatever order the bundler gives their modules. (Every browser e2e session also fails on
// any policy violation, which zod's eval probe would be.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DIST_DIR, ensureWebBuilt } from './e2e/buildWeb.js'

interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
}

let chunks: Record<string, ManifestChunk>
let html: string

beforeAll(() => {
  ensureWebBuilt()
  chunks = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8'))
  html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8')
})

/** The manifest keys of the entry's static graph: the entry and every chunk it imports, transitively. */
function staticGraph(key: string): string[] {
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k)) return
    seen.add(k)
    for (const imported of chunks[k]?.imports ?? []) visit(imported)
  }
  visit(key)
  return [...seen]
}

describe("zod's jitless setting", () => {
  it('is the first statement of the early file, which builds no schema', () => {
    const early = Object.entries(chunks).find(([, chunk]) => !chunk.isEntry && chunk.name === 'early')
    expect(early).toBeDefined()
    const code = readFileSync(join(DIST_DIR, early?.[1].file as string), 'utf8')
    expect(code).toMatch(
      /^var (\w+)=globalThis;\1\.__zod_globalConfig=Object\.assign\(\1\.__zod_globalConfig\?\?\{\},\{jitless:!0\}\);/,
    )
  })

  it("is imported by every other file of the page's start, so it runs before their code", () => {
    const early = Object.keys(chunks).find(
      (k) => !chunks[k]?.isEntry && chunks[k]?.name === 'early',
    ) as string
    const graph = staticGraph('index.html')
    expect(graph).toContain(early)
    const others = graph.filter((k) => k !== early && chunks[k]?.name !== 'rolldown-runtime')
    expect(others.length).toBeGreaterThanOrEqual(2) // the entry and the app's file
    for (const key of others) expect(chunks[key]?.imports ?? [], key).toContain(early)
    // The runtime helper file holds no module of ours, so no schema.
    const runtime = graph.find((k) => chunks[k]?.name === 'rolldown-runtime')
    if (runtime)
      expect(readFileSync(join(DIST_DIR, chunks[runtime]?.file as string), 'utf8')).not.toMatch(/zod|_zod/)
  })

  it('needs no script of its own in index.html: the one classic script is the boot script, which holds no zod', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    const modules = scripts.filter((tag) => /type="module"/.test(tag))
    expect(modules.length).toBeGreaterThanOrEqual(2)
    // The boot script (app/bootEntry.ts, docs/decisions.md#web-start-up) sends the page's first requests; it builds
    // no schema and leaves zod's setting to the early file.
    const classic = scripts.filter((tag) => !/type="module"/.test(tag))
    expect(classic).toHaveLength(1)
    const boot = /src="\/(assets\/boot-[\w-]+\.js)"/.exec(classic[0] as string)?.[1]
    expect(boot).toBeDefined()
    expect(readFileSync(join(DIST_DIR, boot as string), 'utf8')).not.toMatch(/zod|jitless/)
  })
})
