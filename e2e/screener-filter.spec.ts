import { screen } from './api'
import { expect, test } from './fixtures'

test.describe('filtering in the screener', () => {
  test('builds a two-condition filter and shows only the companies that match', async ({ request, screener }) => {
    await screener.open()
    await screener.addCondition(1, 'Sub-sector', 'equals', 'Banks')
    await screener.addCondition(2, 'P/E (TTM)', 'is less than', '15')
    await screener.apply.click()

    await expect.poll(() => screener.url().searchParams.get('where')).toBe("sub_sector = 'Banks' and pe_ttm < 15")
    const expected = await screen(
      request,
      `where=${encodeURIComponent("sub_sector = 'Banks' and pe_ttm < 15")}&order_by=-market_cap&limit=50`,
    )
    expect(expected.results.length).toBeGreaterThan(0)
    await expect.poll(() => screener.symbols()).toEqual(expected.results.map((row) => row.symbol))
    expect(new Set(await screener.column(/^Sub-sector/))).toEqual(new Set(['Banks']))
    for (const pe of await screener.column(/^P\/E \(TTM\)/)) expect(Number.parseFloat(pe)).toBeLessThan(15)
    await expect(screener.summary).toContainText(`of ${String(expected.pagination.total_count)}`)
  })

  test('underlines a mistake in a text filter before sending it, then applies the fix', async ({
    page,
    request,
    screener,
  }) => {
    await screener.open()
    await screener.editAs('Text')
    await screener.whereText.fill("sub_sector = 'banks' and pe_ttm <")
    const problem = page.getByRole('alert').filter({ hasText: 'Expected a value' })
    await expect(problem).toContainText("Expected a value after '<', found end of input. (at position 33)")
    await expect(screener.whereText).toHaveAttribute('aria-invalid', 'true')
    await expect(screener.apply).toBeDisabled()

    await screener.whereText.fill("sub_sector = 'banks' and pe_ttm < 1O")
    await expect(page.getByRole('alert').locator('mark')).toHaveText('1O')

    await screener.whereText.fill("sub_sector = 'banks' and pe_ttm < 10")
    await expect(screener.whereText).toHaveAttribute('aria-invalid', 'false')
    await screener.apply.click()
    await expect.poll(() => screener.url().searchParams.get('where')).toBe("sub_sector = 'banks' and pe_ttm < 10")
    const expected = await screen(
      request,
      `where=${encodeURIComponent("sub_sector = 'banks' and pe_ttm < 10")}&order_by=-market_cap`,
    )
    await expect.poll(() => screener.symbols()).toEqual(expected.results.map((row) => row.symbol))
  })

  test('explains a link with bad parameters and offers a way out', async ({ page, screener }) => {
    await screener.open('limit=9999&page=2')
    const problem = page.getByRole('alert').filter({ hasText: 'page size' })
    await expect(problem).toContainText('The page size "9999" in this link is not valid')
    await problem.getByRole('button', { name: 'Use the default' }).click()
    await expect(screener.rows).toHaveCount(50)
  })

  test('shows a broken filter in a link where it was written, and sends nothing', async ({ page, screener }) => {
    await screener.open('where=market_cap+%3E')
    await expect(page.getByText('Fix the filter above to see results.')).toBeVisible()
    await expect(screener.whereText).toHaveValue('market_cap >')
    await expect(page.getByRole('alert').filter({ hasText: 'Expected a value' })).toBeVisible()
    await expect(screener.results).toHaveCount(0)
  })
})
