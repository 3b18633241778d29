import { seriousViolations } from './axe'
import { expect, test } from './fixtures'

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the screener has no serious or critical axe violations (${theme})`, async ({ page, screener }) => {
      await page.emulateMedia({ colorScheme: theme })
      await screener.open("where=sub_sector+%3D+'banks'+and+pe_ttm+%3C+15")
      await expect(screener.rows.first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await screener.editAs('Text')
      await page.getByRole('button', { name: 'Fields' }).click()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the question box and its translation have no serious or critical axe violations', async ({
    page,
    screener,
  }) => {
    await screener.open('q=top+5+banks+by+market+cap')
    await expect(screener.rows).toHaveCount(5)
    expect(await seriousViolations(page)).toEqual([])
  })
})
