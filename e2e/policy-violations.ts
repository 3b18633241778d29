import type { Page } from '@playwright/test'

/**
 * Collects the page's Content-Security-Policy violations (`directive blocked-uri`) from its first script on, so a
 * test can assert that none happened: the browser reports them as events, which a console listener does not see.
 */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => Promise<void> }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  return violations
}
