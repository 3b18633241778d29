import { subsectorReportPath, subsectorReport } from '../src/shared/api/subsector-report'
import { seriousViolations } from './axe'
import { expect, FIRST_ANSWER, MARKUP, test } from './fixtures'

test.describe('sub-sector page', () => {
  test('states the report’s statistics, charts the market cap with its table, and links to the full ranking', async ({
    page,
    sector,
  }) => {
    await sector.open('banks')
    await expect(page).toHaveTitle('Banks · Sub-sector')
    const report = await sector.apiAnswer(subsectorReportPath('banks'), subsectorReport)
    const companies = report.statistics?.total_companies
    await expect(sector.fact('Companies')).toHaveText(String(companies), FIRST_ANSWER)

    await expect(sector.marketCapChart).toContainText('IDR trillions')
    await expect(sector.marketCapChart.locator('.recharts-bar-rectangle path').first()).toBeVisible()
    await sector.marketCapChart.getByRole('button', { name: 'Show as table' }).click()
    const quarters = report.market_cap?.quarterly_market_cap
    const count = Object.keys({ ...quarters?.prev_ttm_mcap, ...quarters?.current_ttm_mcap }).length
    await expect(sector.marketCapChart.getByRole('table').locator('tbody tr')).toHaveCount(count)
    await expect(sector.spread.locator('tbody tr')).toHaveCount(2)

    const topTable = page.getByRole('table', { name: 'Largest by market cap' })
    await topTable.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/reports\/[A-Z]{4}$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Rank all of its companies' }).click()
    await expect(page).toHaveURL(/\/companies\?sub_sector=banks$/)
    await page.getByRole('link', { name: 'Banks: sub-sector overview' }).click()
    await expect(page).toHaveURL(/\/sectors\/banks$/)
  })

  test('says when a link names no sub-sector and offers the closest ones', async ({ page, consoleGuard, sector }) => {
    consoleGuard.expectRefusal(/\/api\/v2\/subsector\/report\/bankz\//, 404)
    await sector.open('bankz')
    await expect(page.getByRole('alert')).toHaveText('There is no IDX sub-sector “bankz”.')
    await page.getByRole('link', { name: 'Banks' }).click()
    await expect(page).toHaveURL(/\/sectors\/banks$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Banks' })).toBeVisible()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`fits 375 px and has no serious axe violation (${theme})`, MARKUP, async ({ page, sector }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.emulateMedia({ colorScheme: theme })
      await sector.open('banks')
      await expect(sector.spread.locator('tbody tr')).toHaveCount(2, FIRST_ANSWER)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
