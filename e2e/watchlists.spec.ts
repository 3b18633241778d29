import { screen } from './api'
import { seriousViolations } from './axe'
import { expect, test } from './fixtures'
import { AppShell } from './pages/app-shell'
import { idxTicker } from '../src/shared/ticker'

test.describe('watchlists, saved screens and compare', () => {
  test('a watchlist built from a report, the screener and the ticker search is there after a reload', async ({
    page,
    request,
  }) => {
    const idx = (await screen(request, 'order_by=-market_cap&limit=3')).results.map((row) => idxTicker(row.symbol))
    const [first, second, third] = idx as [string, string, string]

    await page.goto(`/reports/${first}`)
    await page.getByRole('button', { name: `Watch ${first}` }).click()
    await expect(page.getByRole('button', { name: `Watching ${first}` })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/screener')
    await page
      .getByRole('button', { name: `Watch ${second}.JK` })
      .or(page.getByRole('button', { name: `Watch ${second}` }))
      .first()
      .click()
    await expect(page.getByRole('button', { name: `Watching ${second}` })).toBeVisible()

    await page.getByRole('combobox', { name: 'Search ticker' }).fill(third)
    await page
      .getByRole('option', { name: new RegExp(third) })
      .first()
      .waitFor()
    // the ticker search's own star (the company may be a row of the results under it too)
    const search = page.getByRole('search')
    await search.getByRole('button', { name: `Watch ${third}` }).click()
    await expect(search.getByRole('button', { name: `Watching ${third}` })).toBeVisible()

    await page.reload()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlists' }).click()
    await page.getByRole('link', { name: 'My watchlist' }).click()
    const table = page.getByRole('table', { name: 'Watchlist companies' })
    for (const symbol of [first, second, third])
      await expect(table.getByRole('link', { name: symbol, exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('checkbox', { name: `Choose ${first}` }).check()
    await page.getByRole('checkbox', { name: `Choose ${second}` }).check()
    await page.getByRole('link', { name: 'Compare chosen' }).click()
    await expect(page).toHaveURL(new RegExp(`/compare\\?symbols=${first},${second}`))
    await expect(page.getByRole('table', { name: 'Key figures' })).toBeVisible()

    await page.goto('/watchlists')
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a saved screen reopens its exact view and says how many companies match now', async ({ page }) => {
    const query = 'where=pe_ttm+%3C+15&order_by=pe_ttm'
    await page.goto(`/screener?${query}`)
    await page.getByRole('button', { name: 'Save screen' }).click()
    await page.getByLabel('Screen name').fill('Cheap')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.goto('/screener')
    await page.getByRole('button', { name: /Saved screens/ }).click()
    const item = page.getByRole('list', { name: 'Saved screens' }).getByRole('listitem').first()
    await expect(item).toContainText(/\d+ compan(y matches|ies match) now/)
    await item.getByRole('link', { name: 'Cheap' }).click()
    await expect(page).toHaveURL(/where=pe_ttm\+(<|%3C)\+15&order_by=pe_ttm/)
  })

  test('a compare link of both markets shows figures, rebased prices and yearly charts per currency', async ({
    page,
    request,
  }) => {
    const idx = (await screen(request, 'order_by=-market_cap&limit=2')).results.map((row) => idxTicker(row.symbol))
    const sgx = (await screen(request, 'order_by=-market_cap&limit=1', 'sgx')).results.map((row) => row.symbol)
    await page.goto(`/compare?symbols=${[...idx, ...sgx].join(',')}`)
    await expect(page.getByRole('table', { name: 'Key figures' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('Not compared: amounts in different currencies').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Share prices rebased to 100' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Revenue (IDR)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Revenue (SGD)' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('an unreadable stored value gives the notice once, without a console error', async ({ page }) => {
    await page.goto('/watchlists')
    // the app has started and read the store before the value is spoiled: the server-rendered heading shows before
    // the app runs, and an app starting after the spoiling (a busy machine) would find it on this page, move it
    // aside and say so here, once, leaving nothing for the reload to find
    await expect(page.getByRole('heading', { name: 'Watchlists' })).toBeVisible()
    await new AppShell(page).appStarted()
    await page.evaluate(() => {
      localStorage.setItem('research.saved', '{"version": 2, "watchl')
    })
    await page.reload()
    await expect(page.getByRole('alert')).toContainText(
      'Your saved lists could not be read; they were kept as a backup and can be exported',
    )
    await expect(page.getByRole('button', { name: 'Export the backup' }).first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Watchlists' })).toBeVisible()
    await expect(page.getByText('Your saved lists could not be read')).toHaveCount(0)
  })
})
