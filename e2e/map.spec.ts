import { formatMoney, formatSignedPercent } from '../src/lib/format'
import type { ScreenerResponse } from '../src/shared/api/screener'
import { screen } from './api'
import { seriousViolations } from './axe'
import { expect, MARKUP, test } from './fixtures'
import { MapPage } from './pages/map-page'

const bare = (symbol: string) => symbol.replace(/\.JK$/, '')
const FIRST_ANSWER = { timeout: 15_000 }

/** Every company the service lists for a query, page by page, with the fields named in order_by. */
async function everyCompany(
  request: Parameters<typeof screen>[0],
  query: string,
  market: 'idx' | 'sgx' = 'idx',
): Promise<ScreenerResponse['results']> {
  const rows: ScreenerResponse['results'] = []
  for (let offset = 0; ; offset += 200) {
    const answer = await screen(
      request,
      `${query}&limit=200&offset=${String(offset)}&include_query_values=true`,
      market,
    )
    rows.push(...answer.results)
    if (!answer.pagination.has_next) return rows
  }
}

const numberOf = (row: ScreenerResponse['results'][number], field: string): number | null => {
  const value = row.query_values?.[field]
  return typeof value === 'number' ? value : null
}

test.describe('market map', () => {
  test('draws every IDX company sized by market cap, names a hovered one, and says which changes are not reported', async ({
    page,
    request,
  }) => {
    const companies = await everyCompany(request, 'order_by=-market_cap,daily_close_change,yearly_mcap_change')
    const map = new MapPage(page)
    await map.open()
    await expect(map.tiles).toHaveCount(companies.length, FIRST_ANSWER)
    await expect(map.figure).toContainText('Area: market cap (IDR). Colour: price change over 1 day, %.')
    await expect(map.figure).toContainText('Change over 1 day, %')

    const largest = companies[0]
    if (largest === undefined) throw new Error('the service lists no company')
    const change = numberOf(largest, 'daily_close_change')
    const cap = formatMoney(numberOf(largest, 'market_cap') ?? 0, 'IDR')
    await map.tile(bare(largest.symbol)).hover()
    await expect(map.tooltip).toContainText(largest.company_name)
    await expect(map.tooltip).toContainText(cap)
    if (change !== null) await expect(map.tooltip).toContainText(formatSignedPercent(change))
    // every rectangle's area is its market cap at one scale (the rectangles as drawn, without their outlines)
    const caps = new Map(companies.map((row) => [bare(row.symbol), numberOf(row, 'market_cap')]))
    const areas = await map.tiles.evaluateAll((tiles) =>
      tiles.map((tile) => {
        const rect = tile.querySelector('rect')
        const area = Number(rect?.getAttribute('width')) * Number(rect?.getAttribute('height'))
        return { symbol: (tile.getAttribute('aria-label') ?? '').split(',')[0] ?? '', area }
      }),
    )
    const scales = areas.map(({ symbol, area }) => area / (caps.get(symbol) ?? Number.NaN))
    const [scale = Number.NaN] = scales
    for (const each of scales) expect(each / scale).toBeCloseTo(1, 6)

    // a year's change the service does not report is said so, never shown as 0 %
    await map.period('1Y').click()
    await expect.poll(() => map.search().toString()).toBe('period=1y')
    const unreported = companies.find((row) => numberOf(row, 'yearly_mcap_change') === null)
    if (unreported !== undefined)
      await expect(map.tile(bare(unreported.symbol))).toHaveAccessibleName(/change not reported, market cap/)
  })

  test('filters by an index and a sector through the link, and shows the same companies as a table', async ({
    page,
    request,
  }) => {
    const members = await everyCompany(request, "where=indices+in+['LQ45']&order_by=-market_cap,sector")
    const map = new MapPage(page)
    await map.open('period=1y&index=lq45')
    await expect(map.index).toHaveValue('lq45')
    await expect(map.tiles).toHaveCount(members.length, FIRST_ANSWER)
    await map.showAsTable.click()
    expect(await map.tableSymbols()).toEqual(members.map((row) => bare(row.symbol)))

    await map.showAsTable.click()
    await map.index.selectOption('idx30')
    await expect.poll(() => map.search().toString()).toBe('period=1y&index=idx30')
    const idx30 = await everyCompany(request, "where=indices+in+['IDX30']&order_by=-market_cap,sector")
    await expect(map.tiles).toHaveCount(idx30.length, FIRST_ANSWER)

    // zooming into a sector keeps the index and draws only that sector's members
    const financials = idx30.filter((row) => row.query_values?.sector === 'Financials')
    await map.figure.getByRole('button', { name: 'Show only Financials' }).click()
    await expect.poll(() => map.search().toString()).toBe('period=1y&index=idx30&sector=financials')
    await expect(map.tiles).toHaveCount(financials.length)
    await expect(map.sector).toHaveValue('financials')
    await map.figure.getByRole('button', { name: 'All sectors' }).click()
    await expect.poll(() => map.search().toString()).toBe('period=1y&index=idx30')
  })

  test('moves between companies with the keyboard and opens a report with Enter', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    await expect(map.tiles.first()).toBeVisible(FIRST_ANSWER)
    await map.showAsTable.focus()
    await page.keyboard.press('Tab')
    const first = map.tiles.first()
    await expect(first).toBeFocused()
    const firstName = (await first.getAttribute('aria-label')) ?? ''
    await expect(map.tooltip).toContainText(firstName.split(',')[0] ?? '')

    await page.keyboard.press('PageDown')
    const second = map.tiles.nth(1)
    await expect(second).toBeFocused()
    const symbol = ((await second.getAttribute('aria-label')) ?? '').split(',')[0] ?? ''
    await expect(map.tooltip).toContainText(symbol)
    // one tab stop for the whole map: the company focused last
    await expect(second).toHaveAttribute('tabindex', '0')
    await expect(first).toHaveAttribute('tabindex', '-1')

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/reports/${symbol}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(symbol)
  })

  test('draws SGX on its own tab in S$, with its periods and sectors', async ({ page, request }) => {
    const companies = await everyCompany(request, 'order_by=-market_cap,change_ytd', 'sgx')
    const map = new MapPage(page)
    await map.open('period=1y')
    await expect(map.tiles.first()).toBeVisible(FIRST_ANSWER)
    await map.tab('SGX').click()
    await expect.poll(() => map.search().toString()).toBe('market=sgx&period=1y')
    await expect(map.tab('SGX')).toHaveAttribute('aria-selected', 'true')
    await expect(map.tiles).toHaveCount(companies.length, FIRST_ANSWER)
    // SGX gives more periods than IDX, and no index membership
    await map.period('YTD').click()
    await expect(map.index).toHaveCount(0)
    await expect(map.figure).toContainText('Area: market cap (SGD).')
    const largest = companies[0]
    if (largest === undefined) throw new Error('the service lists no SGX company')
    await map.tile(largest.symbol).hover()
    await expect(map.tooltip).toContainText(formatMoney(numberOf(largest, 'market_cap') ?? 0, 'SGD'))
    const ytd = numberOf(largest, 'change_ytd')
    if (ytd !== null) await expect(map.tooltip).toContainText(formatSignedPercent(ytd))
  })

  test('zooms into a sector with a tap on a 375 px phone', async ({ page, request }) => {
    const companies = await everyCompany(request, 'order_by=-market_cap,sector')
    const financials = companies.filter((row) => row.query_values?.sector === 'Financials')
    await page.setViewportSize({ width: 375, height: 800 })
    const map = new MapPage(page)
    await map.open()
    await expect(map.tiles).toHaveCount(companies.length, FIRST_ANSWER)
    // the map fits the phone: no sideways scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await map.figure.getByRole('button', { name: 'Show only Financials' }).click()
    await expect.poll(() => map.search().toString()).toBe('sector=financials')
    await expect(map.tiles).toHaveCount(financials.length)
    await page.goBack()
    await expect(map.tiles).toHaveCount(companies.length)
  })

  test('reports link values it cannot use, and keeps the rest of the link', async ({ page }) => {
    const map = new MapPage(page)
    await map.open('period=7d&sector=banks')
    const alerts = page.getByRole('alert')
    await expect(alerts.filter({ hasText: 'The period "7d" in this link is not offered for IDX' })).toBeVisible()
    await expect(alerts.filter({ hasText: 'The sector "banks" in this link is not offered for IDX' })).toBeVisible()
    await expect(map.tiles.first()).toBeVisible(FIRST_ANSWER)
    await expect(map.period('1D')).toHaveAttribute('aria-pressed', 'true')
    await alerts.filter({ hasText: 'period' }).getByRole('button', { name: 'Use the default' }).click()
    await expect.poll(() => map.search().toString()).toBe('sector=banks')
  })

  test('speaks Indonesian when the language cookie says so', async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: 'lang', value: 'id', url: baseURL ?? '' }])
    const [largest] = await everyCompany(request, 'order_by=-market_cap')
    if (largest === undefined) throw new Error('the service lists no company')
    const map = new MapPage(page)
    await map.open()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peta pasar')
    await expect(page.getByRole('tab', { name: 'SGX' })).toBeVisible()
    const peta = page.getByRole('group', { name: /^Peta pasar IDX/ })
    const tile = peta.getByRole('link', { name: new RegExp(`^${bare(largest.symbol)},`) })
    await expect(tile).toBeVisible(FIRST_ANSWER)
    await tile.hover()
    await expect(map.tooltip).toContainText('Kapitalisasi pasar')
    await expect(map.tooltip).toContainText(formatMoney(numberOf(largest, 'market_cap') ?? 0, 'IDR', 'id'))
    await expect(page.getByRole('button', { name: 'Tampilkan sebagai tabel' })).toBeVisible()
  })

  // axe reads every rectangle: the whole market in the light theme, one index in the dark (the same page chrome)
  for (const [theme, query] of [
    ['light', ''],
    ['dark', 'index=lq45'],
  ] as const)
    test(`has no serious accessibility violation in the ${theme} theme`, MARKUP, async ({ page }) => {
      const map = new MapPage(page)
      await page.emulateMedia({ colorScheme: theme })
      await map.open(query)
      await expect(map.tiles.first()).toBeVisible(FIRST_ANSWER)
      expect(await seriousViolations(page)).toEqual([])
    })
})
