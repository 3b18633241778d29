import type { Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { recordPolicyViolations } from './policy-violations'

/**
 * The API reference at `/docs`: reached from the dashboard's footer, drawn under the strict security policy from our
 * own origin only, and "try it" answered through the dashboard's keyless `/api` path, with no key sent.
 */
test.describe('the API reference', () => {
  test('opens from the footer and tries an endpoint through /api, with no key and nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    const violations = await recordPolicyViolations(page)
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))

    await page.goto('/companies')
    await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click()
    await expect(page).toHaveURL(/\/docs$/)
    await expect(
      page.getByRole('heading', { name: /IDX and SGX market data \(Sectors API compatible\)/ }),
    ).toBeVisible()
    // the page offers nowhere to type a key
    await expect(page.getByRole('button', { name: /authorize/i })).toHaveCount(0)

    const operation = page.locator('#operations-Company_screener-companies_retrieve')
    await operation
      .getByRole('button', { name: /\/v2\/companies\// })
      .first()
      .click()
    await operation.getByRole('button', { name: 'Try it out' }).click()
    await operation.getByPlaceholder('limit').fill('2')
    await operation.getByRole('button', { name: 'Execute' }).click()
    const answered = operation.locator('.live-responses-table .response')
    await expect(answered.locator('.response-col_status')).toHaveText('200')
    await expect(answered.locator('.response-col_description')).toContainText('"pagination"')

    const tried = requests.filter((request) => new URL(request.url()).pathname === '/api/v2/companies/')
    expect(tried).toHaveLength(1)
    expect(new URL(tried[0]?.url() ?? '').searchParams.get('limit')).toBe('2')
    expect(await tried[0]?.headerValue('authorization')).toBeNull()
    const foreign = requests.map((request) => request.url()).filter((url) => !url.startsWith(baseURL ?? ''))
    expect(foreign).toEqual([])
    expect(violations).toEqual([])
  })
})
