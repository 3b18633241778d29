import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { pageDrawn } from './drawn'

/**
 * axe's serious and critical violations on the page (or inside `include`), one line each: the rule, its help and
 * the nodes. It scans once the page is drawn, its charts included (a scan before them would not check them). Every
 * rule runs; only violations are reported in full (axe otherwise serialises every passing node of the page as well,
 * which on a report page is most of the work and tells a test nothing).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await pageDrawn(page)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await (include === undefined ? builder : builder.include(include)).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    )
}
