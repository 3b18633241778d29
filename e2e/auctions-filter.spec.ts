import { expect, test } from './fixtures'
import { ViewHistory } from './view-history'

test.describe('filtering the auctions', () => {
  test('shows only the auctions of the commodity and province chosen, as the service answers', async ({ auctions }) => {
    await auctions.open()
    await auctions.filter('Commodity').selectOption('Gold')
    await expect.poll(() => auctions.url().searchParams.get('commodity_type')).toBe('Gold')
    await auctions.filter('Province').selectOption('Sulawesi Utara')
    await expect.poll(() => auctions.url().searchParams.get('province')).toBe('Sulawesi Utara')
    const expected = await auctions.answer('commodity_type=Gold&province=Sulawesi+Utara&limit=20')
    expect(expected.results.length).toBeGreaterThan(0)
    await expect.poll(() => auctions.codes()).toEqual(expected.results.map((row) => row.wiup_code))
    expect(new Set(await auctions.column(/^Commodity/))).toEqual(new Set(['Gold']))
    expect(new Set(await auctions.column(/^Province/))).toEqual(new Set(['Sulawesi Utara']))
    await expect(auctions.showing).toHaveText(
      `Showing 1–${String(expected.results.length)} of ${String(expected.pagination.total_count)}`,
    )
  })

  test('restores the view on reload and walks the filters with back and forward', async ({ page, auctions }) => {
    await auctions.open()
    const history = new ViewHistory(page, () => auctions.codes())
    await history.remember()
    await auctions.filter('Commodity').selectOption('Coal')
    await history.remember()
    await auctions.filter('Sort by').selectOption({ label: 'Largest area first' })
    await history.remember()
    await auctions.filter('Area type').selectOption('WIUP')
    await history.remember()

    await page.reload()
    // a reload loads the page's code again: on a busy machine that alone can take most of the default wait
    await expect.poll(() => auctions.codes(), { timeout: 15_000 }).toEqual(history.lastRows())
    await expect(auctions.filter('Commodity')).toHaveValue('Coal')
    await expect(auctions.filter('Sort by')).toHaveValue('-licensed_area_ha')

    await history.walkBackAndForward(async () => {
      await expect(auctions.filter('Commodity')).toHaveValue('')
    })
  })
})
