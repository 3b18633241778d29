import { screen } from './api'
import { expect, test } from './fixtures'
import { ScreenerPage } from './pages/screener-page'

test.describe('sorting, paging and the URL', () => {
  test('sorts by a column when its header is clicked', async ({ page, request }) => {
    const screener = new ScreenerPage(page)
    await screener.open("where=sub_sector+%3D+'banks'+and+pe_ttm+%3E+0")
    await screener.sortBy(/P\/E \(TTM\)/)
    await expect.poll(() => screener.url().searchParams.get('order_by')).toBe('-pe_ttm')
    const descending = await screen(
      request,
      `where=${encodeURIComponent("sub_sector = 'banks' and pe_ttm > 0")}&order_by=-pe_ttm`,
    )
    await expect.poll(() => screener.symbols()).toEqual(descending.results.map((row) => row.symbol))
    await expect(page.getByRole('columnheader', { name: /P\/E \(TTM\)/ })).toHaveAttribute('aria-sort', 'descending')

    await screener.sortBy(/P\/E \(TTM\)/)
    await expect.poll(() => screener.url().searchParams.get('order_by')).toBe('pe_ttm')
    // The previous page stays on screen while the new order loads, so wait for the ascending rows.
    const ascending = await screen(
      request,
      `where=${encodeURIComponent("sub_sector = 'banks' and pe_ttm > 0")}&order_by=pe_ttm`,
    )
    await expect.poll(() => screener.symbols()).toEqual(ascending.results.map((row) => row.symbol))
    const values = (await screener.column(/^P\/E/)).map((text) => Number.parseFloat(text))
    expect(values).toEqual([...values].sort((a, b) => a - b))
  })

  test('pages forward and back through the results', async ({ page, request }) => {
    const screener = new ScreenerPage(page)
    await screener.open('limit=25')
    const second = await screen(request, 'order_by=-market_cap&limit=25&offset=25')
    await screener.nextPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBe('2')
    await expect.poll(() => screener.symbols()).toEqual(second.results.map((row) => row.symbol))
    await expect(screener.summary).toContainText('Showing 26–50 of')
    await screener.previousPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBeNull()
    await expect(screener.previousPage).toBeDisabled()
  })

  test('restores the exact view on reload and walks history with back and forward', async ({ page }) => {
    const screener = new ScreenerPage(page)
    await screener.open()
    const views: { url: string; symbols: string[] }[] = []
    // each step changes the rows; waiting for that (not just the URL) avoids reading the previous rows in the
    // moment between the URL changing and the page re-rendering
    const remember = async () => {
      const previous = views.at(-1)?.symbols
      if (previous !== undefined) await expect.poll(() => screener.symbols()).not.toEqual(previous)
      views.push({ url: page.url(), symbols: await screener.symbols() })
    }
    await remember()

    await screener.editAs('Text')
    await screener.whereText.fill('yield_ttm > 0.03')
    await screener.apply.click()
    await expect.poll(() => screener.url().searchParams.get('where')).toBe('yield_ttm > 0.03')
    await remember()
    await screener.sortBy(/Dividend yield/)
    await expect.poll(() => screener.url().searchParams.get('order_by')).toBe('-yield_ttm')
    await remember()
    await screener.nextPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBe('2')
    await remember()

    await page.reload()
    await expect.poll(() => screener.symbols()).toEqual(views[3]?.symbols)
    await expect(screener.whereText).toHaveValue('yield_ttm > 0.03')

    for (const index of [2, 1, 0]) {
      await page.goBack()
      await expect.poll(() => page.url()).toBe(views[index]?.url)
      await expect.poll(() => screener.symbols()).toEqual(views[index]?.symbols)
    }
    for (const index of [1, 2, 3]) {
      await page.goForward()
      await expect.poll(() => page.url()).toBe(views[index]?.url)
      await expect.poll(() => screener.symbols()).toEqual(views[index]?.symbols)
    }
  })

  test('typing a filter does not touch the history; applying it adds one entry', async ({ page }) => {
    const screener = new ScreenerPage(page)
    await screener.open()
    await screener.editAs('Text')
    const before = await page.evaluate(() => history.length)
    await screener.whereText.pressSequentially('market_cap > 1000000000000', { delay: 5 })
    expect(await page.evaluate(() => history.length)).toBe(before)
    await screener.apply.click()
    await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 1)
  })
})
