import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

// The API reference (`pnpm docs:api` writes it to docs/api/sdk/ from the sources, typedoc.json) builds without a
// warning (treatWarningsAsErrors, {@link} targets checked) and every link between its pages points to a page.
const pkg = new URL('..', import.meta.url).pathname
const out = mkdtempSync(join(tmpdir(), 'ftm-sdk-api-'))

afterAll(() => {
  rmSync(out, { recursive: true, force: true })
})

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

describe('API reference', () => {
  it('builds from the sources without warnings, and links only to pages that exist', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      join(pkg, 'node_modules/.bin/typedoc'),
      ['--out', out],
      {
        cwd: pkg,
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    expect(`${stdout}${stderr}`).not.toMatch(/\[(warning|error)\]/)
    const pages = htmlFiles(out)
    expect(pages.map((page) => page.slice(out.length + 1))).toEqual(
      expect.arrayContaining(['index.html', 'modules/index.html', 'functions/index.formatFtm.html']),
    )
    const broken: string[] = []
    let links = 0
    for (const page of pages) {
      for (const [, href] of readFileSync(page, 'utf8').matchAll(/href="([^"#:?]+)(?:#[^"]*)?"/g)) {
        links++
        if (!existsSync(resolve(dirname(page), href!))) broken.push(`${page.slice(out.length + 1)} → ${href}`)
      }
    }
    expect(links).toBeGreaterThan(pages.length)
    expect(broken).toEqual([])
  }, 300_000)
})
