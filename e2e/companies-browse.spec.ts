import { expect, FIRST_ANSWER, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('companies by classification', () => {
  test('finds "coal", opens it, sorts by dividend yield, and keeps the view on reload, back and forward', async ({
    page,
    companies,
  }) => {
    await companies.open()
    await companies.search.fill('coal')
    await page.getByRole('link', { name: 'Oil, Gas & Coal (sub-sector)' }).click()
    await expect.poll(() => companies.url().search).toBe('?sub_sector=oil-gas-coal')
    await expect(page.getByRole('heading', { level: 1, name: 'Oil, Gas & Coal' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Energy')
    const bySize = (await companies.list('sub_sector=oil-gas-coal&sort_by=market_cap&desc=true')).map(
      (row) => row.symbol,
    )
    await expect.poll(() => companies.symbols(), FIRST_ANSWER).toEqual(bySize)

    await companies.sortBy.selectOption({ label: 'Dividend yield' })
    await expect.poll(() => companies.url().search).toBe('?sub_sector=oil-gas-coal&sort_by=dividend_yield')
    await expect(companies.descending).toBeChecked()
    const byYield = (await companies.list('sub_sector=oil-gas-coal&sort_by=dividend_yield&desc=true')).map(
      (row) => row.symbol,
    )
    await expect.poll(() => companies.symbols()).toEqual(byYield)
    await expect(companies.results.getByRole('columnheader').last()).toHaveText(/^Dividend yield \(%, FY\d{4}\)/)

    await page.reload()
    await expect.poll(() => companies.symbols()).toEqual(byYield)
    await expect(companies.sortBy).toHaveValue('dividend_yield')

    await page.goBack()
    await expect.poll(() => companies.url().search).toBe('?sub_sector=oil-gas-coal')
    await expect.poll(() => companies.symbols()).toEqual(bySize)
    await page.goBack()
    await expect.poll(() => companies.url().search).toBe('')
    await expect(page.getByRole('heading', { level: 1, name: 'Companies by classification' })).toBeVisible()
    await page.goForward()
    await expect.poll(() => companies.symbols()).toEqual(bySize)
    await page.goForward()
    await expect.poll(() => companies.url().search).toBe('?sub_sector=oil-gas-coal&sort_by=dividend_yield')
    await expect.poll(() => companies.symbols()).toEqual(byYield)
  })

  test('opens a report from a row and from a bar of the chart', async ({ page, companies }) => {
    await companies.open('sub_sector=banks&sort_by=earnings')
    const list = await companies.list('sub_sector=banks&sort_by=earnings&desc=true')
    const [first] = list
    if (first === undefined) throw new Error('the service lists no bank')
    await companies.results.getByRole('link', { name: first.symbol, exact: true }).click()
    const bare = idxTicker(first.symbol)
    await expect.poll(() => companies.url().pathname).toBe(`/reports/${bare}`)
    await expect(page.getByRole('main')).toContainText(bare)

    await page.goBack()
    await expect.poll(() => companies.symbols()).toEqual(list.map((row) => row.symbol))
    const charted = list.filter((row) => typeof row.sorted_by === 'number')
    await expect(companies.bars()).toHaveCount(Math.min(30, charted.length))
    const third = charted[2]
    if (third === undefined) throw new Error('fewer than three banks report earnings')
    await companies.bars().nth(2).click()
    const thirdBare = idxTicker(third.symbol)
    await expect.poll(() => companies.url().pathname).toBe(`/reports/${thirdBare}`)
    await expect(page.getByRole('main')).toContainText(thirdBare)
  })
})
