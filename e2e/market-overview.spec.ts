import { indexDailyPath, indexDailyResponse } from '../src/shared/api/market-indices'
import { topChangesPath, topChangesResponse } from '../src/shared/api/rankings'
import { apiAnswer } from './api'
import { seriousViolations } from './axe'
import { expect, FIRST_ANSWER, MARKUP, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('market overview', () => {
  test('opens a shared index view, states its level, and changes index and range through the link', async ({
    page,
    market,
  }) => {
    await market.open('index=lq45&range=1y')
    await expect(market.index).toHaveValue('lq45')
    await expect(market.choice('Index range', '1Y')).toHaveAttribute('aria-pressed', 'true')
    const recent = await market.apiAnswer(indexDailyPath('lq45'), indexDailyResponse)
    const last = recent.at(-1)
    if (last === undefined) throw new Error('the service has no LQ45 level')
    const level = last.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    await expect(market.fact('Level')).toHaveText(level, FIRST_ANSWER)
    const chart = page.getByRole('figure', { name: 'LQ45, 1 year' })
    await expect(chart).toContainText('Index points, daily close')
    await expect(chart.locator('.recharts-line path').first()).toBeVisible()

    // the same days as a table: a year of trading days, the last one the level stated above
    await chart.getByRole('button', { name: 'Show as table' }).click()
    const rows = chart.getByRole('table').locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(200)
    await expect(rows.last()).toContainText(level)

    await market.index.selectOption('ihsg')
    await market.choice('Index range', '1M').click()
    await expect.poll(() => market.search().toString()).toBe('range=1m')
    await expect(page.getByRole('figure', { name: 'IHSG (composite), 1 month' })).toBeVisible()
    await page.goBack()
    await expect.poll(() => market.search().toString()).toBe('range=1y')
    await expect(market.index).toHaveValue('ihsg')
  })

  test('lists the movers of a period above a size, each linked to its report', async ({ page, request, market }) => {
    await market.open('period=7d')
    await expect(market.choice('Period', '7d')).toHaveAttribute('aria-pressed', 'true')
    const answer = await apiAnswer(
      request,
      topChangesPath({ periods: ['7d'], n_stock: 10, min_mcap_billion: 5000 }),
      topChangesResponse,
    )
    const gainers = (answer.top_gainers?.['7d'] ?? []).filter((row) => row.price_change > 0)
    const first = gainers[0]
    if (first === undefined) throw new Error('no company rose over 7 days')
    await expect.poll(async () => (await market.firstCells(market.gainers))[0]).toContain(idxTicker(first.symbol))

    await market.minMcap.selectOption({ label: 'Any size' })
    await expect.poll(() => market.search().toString()).toBe('period=7d&min_mcap=0')
    await market.gainers.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/reports\/[A-Z]{4}$/)
  })

  test('ranks the most traded by volume or value, sorts the sub-sectors and opens one', async ({ page, market }) => {
    await market.open()
    await expect(market.mostTraded.locator('tbody tr:not(.skeleton-row)')).toHaveCount(10, FIRST_ANSWER)
    await market.choice('Rank by', 'Value').click()
    await expect.poll(() => market.search().toString()).toBe('traded_by=value')
    await expect(market.mostTraded).toHaveAccessibleName(/by value/)

    const names = market.subSectors.locator('tbody tr td:first-child')
    await expect(names.first()).toBeVisible(FIRST_ANSWER)
    await market.subSectors.getByRole('button', { name: /^Sub-sector/ }).click()
    await expect.poll(() => market.search().toString()).toBe('traded_by=value&sort=name')
    // The URL changes before the table re-renders, so wait for the rows themselves to be in name order.
    const byName = (texts: string[]) =>
      [...texts].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))
    await expect
      .poll(async () => {
        const shown = await names.allInnerTexts()
        return shown.length > 1 && shown.join('|') === byName(shown).join('|')
      })
      .toBe(true)
    await market.subSectors.getByRole('link', { name: 'Banks', exact: true }).click()
    await expect(page).toHaveURL(/\/sectors\/banks$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Banks' })).toBeVisible()
  })

  test('shows the SGX top companies on its own tab', async ({ page, market }) => {
    await market.open()
    await page.getByRole('tab', { name: 'SGX' }).click()
    await expect.poll(() => market.search().toString()).toBe('market=sgx')
    await expect(page).toHaveTitle('Market overview · SGX')
    const table = page.getByRole('table', { name: 'SGX top companies by market cap' })
    await expect(table.locator('tbody tr:not(.skeleton-row)').first()).toBeVisible(FIRST_ANSWER)
    await table.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/reports\/sgx\/[A-Z0-9]{3}$/)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`fits 375 px and has no serious axe violation (${theme})`, MARKUP, async ({ page, market }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.emulateMedia({ colorScheme: theme })
      await market.open()
      await expect(market.subSectors.locator('tbody tr:not(.skeleton-row)').first()).toBeVisible(FIRST_ANSWER)
      await expect(market.mostTraded.locator('tbody tr:not(.skeleton-row)').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
