// Runs axe-core inside the page and returns the serious and critical violations.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

export async function findSeriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: an inline <script> tag would be refused by the page's CSP.
  await page.evaluate(AXE_SOURCE)
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } })
      .axe
    const result = await axe.run({ resultTypes: ['violations'] })
    return result.violations
  })) as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}
