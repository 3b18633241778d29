import { readFile } from 'node:fs/promises'
import type { AuctionRecord } from '../src/shared/api/auctions'
import { seriousViolations } from './axe'
import { expect, MARKUP, test } from './fixtures'

/** The commodity with the most auctions in the feed (ties by name): the first bar of "By commodity". */
function busiestCommodity(rows: readonly AuctionRecord[]): string {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.commodity_type, (counts.get(row.commodity_type) ?? 0) + 1)
  const [first] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  if (first === undefined) throw new Error('the feed is empty')
  return first[0]
}

test.describe('the summary, the export and accessibility', () => {
  test('a bar of the commodity chart filters the table', async ({ auctions }) => {
    const first = await auctions.answer('limit=30')
    const second = await auctions.answer('limit=30&offset=30')
    const commodity = busiestCommodity([...first.results, ...second.results])
    await auctions.open()
    const bars = auctions.chart('By commodity').locator('.recharts-bar-rectangle')
    await expect(bars.first()).toBeVisible()
    await bars.first().click()
    await expect.poll(() => auctions.url().searchParams.get('commodity_type')).toBe(commodity)
    const expected = await auctions.answer(`commodity_type=${commodity}&limit=20`)
    await expect.poll(() => auctions.codes()).toEqual(expected.results.map((row) => row.wiup_code))
  })

  test('exports every filtered auction as CSV, with units in the headers and raw values', async ({
    page,
    auctions,
  }) => {
    await auctions.open('status=Lelang+Selesai&limit=10')
    const expected = [
      ...(await auctions.answer('status=Lelang+Selesai&limit=30')).results,
      ...(await auctions.answer('status=Lelang+Selesai&limit=30&offset=30')).results,
    ]
    expect(expected.length).toBeGreaterThan(10)
    await expect(auctions.rows.first()).toBeVisible()
    const download = page.waitForEvent('download')
    await auctions.exportCsv.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^auctions-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'WIUP code,Winner date,Commodity,Province,City,Area type,Area (ha),KDI (IDR),KDI per hectare (IDR/ha),' +
        'Participants,Winner,Status,License number,Winner slug',
    )
    expect(lines).toHaveLength(expected.length + 1)
    const row = expected[0]
    if (row === undefined) throw new Error('no completed auction')
    const city = row.city.includes(',') ? `"${row.city}"` : row.city
    expect(lines[1]).toContain(
      `${row.wiup_code},${row.winner_date ?? ''},${row.commodity_type},${row.province},${city},${row.area_type},` +
        `${String(row.licensed_area_ha)},${row.kdi},`,
    )
  })

  for (const theme of ['light', 'dark'] as const) {
    test(
      `the list and an auction have no serious or critical axe violations (${theme})`,
      MARKUP,
      async ({ page, auctions }) => {
        await page.emulateMedia({ colorScheme: theme })
        await auctions.open('commodity_type=Nickel')
        // the first answer can take long on a busy machine (the page, every page for the summary, the winners)
        await expect(auctions.rows.first()).toBeVisible({ timeout: 15_000 })
        await expect(auctions.chart('By commodity').locator('.recharts-bar-rectangle').first()).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
        await auctions.rows.first().getByRole('link').first().click()
        await expect(page.getByRole('table', { name: 'Participants' })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      },
    )
  }
})
