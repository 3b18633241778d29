import { seriousViolations } from './axe'
import { expect, test } from './fixtures'
import type { ScreenerPage } from './pages/screener-page'

const BANKS_BELOW_15 = "where=sub_sector+%3D+'banks'+and+pe_ttm+%3C+15"

/** The screener with its results shown. */
async function openScreener(screener: ScreenerPage): Promise<void> {
  await screener.open(BANKS_BELOW_15)
  await expect(screener.rows.first()).toBeVisible()
}

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the screener has no serious or critical axe violations (${theme})`, async ({ page, screener }) => {
      await page.emulateMedia({ colorScheme: theme })
      await openScreener(screener)
      expect(await seriousViolations(page)).toEqual([])
    })

    test(`the screener's text editor with its field list open has no serious or critical axe violations (${theme})`, async ({
      page,
      screener,
    }) => {
      await page.emulateMedia({ colorScheme: theme })
      await openScreener(screener)
      await screener.editAs('Text')
      await page.getByRole('button', { name: 'Fields' }).click()
      // what changed since the test above: the filter panel (the rest of the page is the same markup)
      expect(await seriousViolations(page, '.filter-panel')).toEqual([])
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
