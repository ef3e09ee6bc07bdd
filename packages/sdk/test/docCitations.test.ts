import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The repository stands alone: source comments and READMEs cite `docs/…` (or nothing), never a document outside
// the repository, and every `docs/<page>.md#<heading>` they cite names a heading that exists (docs/README.md).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const searched = ['packages', 'examples', 'scripts', 'test-fixtures', 'docs', 'README.md']
const skippedFolders = new Set(['node_modules', 'dist', 'dist-extension', 'coverage', '.git', 'artifacts'])
const textFile = /\.(ts|tsx|js|mjs|cjs|sol|md|css|html|json|ya?ml|sh)$/
const thisFile = fileURLToPath(import.meta.url)

function listFiles(path: string): string[] {
  if (!existsSync(path)) return []
  if (!readdirSyncSafe(path)) return textFile.test(path) ? [path] : []
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : listFiles(join(path, entry.name))
    return textFile.test(entry.name) && !entry.name.startsWith('.') ? [join(path, entry.name)] : []
  })
}

function readdirSyncSafe(path: string): boolean {
  try {
    readdirSync(path)
    return true
  } catch {
    return false
  }
}

const files = searched.flatMap((name) => listFiles(join(root, name))).filter((file) => file !== thisFile)

/** Citations of documents that are not in the repository (the team's specification and reference notes). */
const outsideCitation =
  /\b[Ss]pec 0[12]\b|\.\.\/shared\b|\/work\/shared|shared\/(spec|reference)|original-wallet-facts|contracts-facts|fantom-api-schema-facts|real-api-behaviours\.md|toolchain-notes|ARCHITECTURE\.md|STYLE\.md|(?<!RFC \d+ )§/

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

const anchorsByPage = new Map<string, Set<string>>()
function anchorsOf(page: string): Set<string> | undefined {
  if (!existsSync(page)) return undefined
  let anchors = anchorsByPage.get(page)
  if (!anchors) {
    const headings = readFileSync(page, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => headingAnchor(line.replace(/^#+ /, '')))
    anchors = new Set(headings)
    anchorsByPage.set(page, anchors)
  }
  return anchors
}

/** Every `docs/<page>.md#<anchor>` in a file, and in docs pages also their relative `(page.md#anchor)` links. */
function citationsIn(file: string, text: string): { page: string; anchor: string; cited: string }[] {
  const found: { page: string; anchor: string; cited: string }[] = []
  for (const match of text.matchAll(/(?<![\w.-]|[\w-]\/)(?:\.\.\/)*docs\/([\w/.-]+?\.md)#([\w-]+)/g)) {
    found.push({ page: join(root, 'docs', match[1]!), anchor: match[2]!, cited: match[0] })
  }
  if (file.startsWith(join(root, 'docs'))) {
    for (const match of text.matchAll(/\]\(([\w/.-]*?\.md)?#([\w-]+)\)/g)) {
      const page = match[1] ? resolve(dirname(file), match[1]) : file
      found.push({ page, anchor: match[2]!, cited: match[0] })
    }
  }
  return found
}

describe('citations', () => {
  it('searches the source, tests, READMEs and docs', () => {
    expect(files.length).toBeGreaterThan(500)
    expect(files).toContain(join(root, 'docs', 'README.md'))
  })

  it('no file cites a document outside the repository', () => {
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideCitation.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(offending).toEqual([])
  })

  it('every cited docs page and heading exists', () => {
    const broken = files.flatMap((file) =>
      citationsIn(file, readFileSync(file, 'utf8')).flatMap(({ page, anchor, cited }) =>
        anchorsOf(page)?.has(anchor) ? [] : [`${relative(root, file)}: ${cited}`],
      ),
    )
    expect(broken).toEqual([])
  })

  it('reads anchors as GitHub writes them', () => {
    expect(headingAnchor('Differences from the original wallet')).toBe('differences-from-the-original-wallet')
    expect(headingAnchor('Send and receive (FTM, tokens)')).toBe('send-and-receive-ftm-tokens')
  })
})
