import { expect, test } from './fixtures'
import { AuctionsPage, auctionsAnswer } from './pages/auctions-page'

test.describe('filtering the auctions', () => {
  test('shows only the auctions of the commodity and province chosen, as the service answers', async ({
    page,
    request,
  }) => {
    const auctions = new AuctionsPage(page)
    await auctions.open()
    await auctions.filter('Commodity').selectOption('Gold')
    await expect.poll(() => auctions.url().searchParams.get('commodity_type')).toBe('Gold')
    await auctions.filter('Province').selectOption('Sulawesi Utara')
    await expect.poll(() => auctions.url().searchParams.get('province')).toBe('Sulawesi Utara')
    const expected = await auctionsAnswer(request, 'commodity_type=Gold&province=Sulawesi+Utara&limit=20')
    expect(expected.results.length).toBeGreaterThan(0)
    await expect.poll(() => auctions.codes()).toEqual(expected.results.map((row) => row.wiup_code))
    expect(new Set(await auctions.column(/^Commodity/))).toEqual(new Set(['Gold']))
    expect(new Set(await auctions.column(/^Province/))).toEqual(new Set(['Sulawesi Utara']))
    await expect(auctions.showing).toHaveText(
      `Showing 1–${String(expected.results.length)} of ${String(expected.pagination.total_count)}`,
    )
  })

  test('restores the view on reload and walks the filters with back and forward', async ({ page }) => {
    const auctions = new AuctionsPage(page)
    await auctions.open()
    const views: { url: string; codes: string[] }[] = []
    const remember = async () => {
      const previous = views.at(-1)?.codes
      if (previous !== undefined) await expect.poll(() => auctions.codes()).not.toEqual(previous)
      views.push({ url: page.url(), codes: await auctions.codes() })
    }
    await remember()
    await auctions.filter('Commodity').selectOption('Coal')
    await remember()
    await auctions.filter('Sort by').selectOption({ label: 'Largest area first' })
    await remember()
    await auctions.filter('Area type').selectOption('WIUP')
    await remember()

    await page.reload()
    // a reload loads the page's code again: on a busy machine that alone can take most of the default wait
    await expect.poll(() => auctions.codes(), { timeout: 15_000 }).toEqual(views[3]?.codes)
    await expect(auctions.filter('Commodity')).toHaveValue('Coal')
    await expect(auctions.filter('Sort by')).toHaveValue('-licensed_area_ha')

    for (const index of [2, 1, 0]) {
      await page.goBack()
      await expect.poll(() => page.url()).toBe(views[index]?.url)
      await expect.poll(() => auctions.codes()).toEqual(views[index]?.codes)
    }
    await expect(auctions.filter('Commodity')).toHaveValue('')
    for (const index of [1, 2, 3]) {
      await page.goForward()
      await expect.poll(() => page.url()).toBe(views[index]?.url)
      await expect.poll(() => auctions.codes()).toEqual(views[index]?.codes)
    }
  })
})
