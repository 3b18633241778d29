import { screen } from './api'
import { expect, test } from './fixtures'
import { ViewHistory } from './view-history'

test.describe('sorting, paging and the URL', () => {
  test('sorts by a column when its header is clicked', async ({ page, request, screener }) => {
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

  test('pages forward and back through the results', async ({ screener }) => {
    await screener.open('limit=25')
    const second = await screener.answer('order_by=-market_cap&limit=25&offset=25')
    await screener.nextPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBe('2')
    await expect.poll(() => screener.symbols()).toEqual(second.results.map((row) => row.symbol))
    await expect(screener.summary).toContainText('Showing 26–50 of')
    await screener.previousPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBeNull()
    await expect(screener.previousPage).toBeDisabled()
  })

  test('restores the exact view on reload and walks history with back and forward', async ({ page, screener }) => {
    await screener.open()
    const history = new ViewHistory(page, () => screener.symbols())
    await history.remember()

    await screener.editAs('Text')
    await screener.whereText.fill('yield_ttm > 0.03')
    await screener.apply.click()
    await expect.poll(() => screener.url().searchParams.get('where')).toBe('yield_ttm > 0.03')
    await history.remember()
    await screener.sortBy(/Dividend yield/)
    await expect.poll(() => screener.url().searchParams.get('order_by')).toBe('-yield_ttm')
    await history.remember()
    await screener.nextPage.click()
    await expect.poll(() => screener.url().searchParams.get('page')).toBe('2')
    await history.remember()

    await page.reload()
    await expect.poll(() => screener.symbols()).toEqual(history.lastRows())
    await expect(screener.whereText).toHaveValue('yield_ttm > 0.03')

    await history.walkBackAndForward()
  })

  test('typing a filter does not touch the history; applying it adds one entry', async ({ page, screener }) => {
    await screener.open()
    await screener.editAs('Text')
    const before = await page.evaluate(() => history.length)
    await screener.whereText.pressSequentially('market_cap > 1000000000000', { delay: 5 })
    expect(await page.evaluate(() => history.length)).toBe(before)
    await screener.apply.click()
    await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 1)
  })
})
