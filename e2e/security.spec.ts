import { expect, test } from './fixtures'
import { recordPolicyViolations } from './policy-violations'

/**
 * The dashboard works under its Content-Security-Policy (no inline script; the fixtures fail the test on any
 * console error, CSP violations included), and the page's answer carries the security headers.
 */
test.describe('the dashboard under its security policy', () => {
  test('loads, applies the theme before the app runs, and shows results with no policy violation', async ({ page }) => {
    const violations = await recordPolicyViolations(page)
    const response = await page.goto('/screener?where=pe_ttm+%3C+15&order_by=-market_cap')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response?.headers()['x-content-type-options']).toBe('nosniff')
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    expect(violations).toEqual([])
  })

  test('keeps source maps and the build manifest to itself', async ({ request }) => {
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
    const page = await (await request.get('/screener')).text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1]
    expect(script).toBeDefined()
    expect((await request.get(`${script ?? ''}.map`)).status()).toBe(404)
  })
})
