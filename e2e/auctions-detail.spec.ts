import { expect, test } from './fixtures'

test.describe('from the list to an auction and a winner', () => {
  test('opens an auction and comes back to the same filtered page', async ({ page, auctions }) => {
    const query = 'commodity_type=Coal&limit=10&page=2'
    await auctions.open(query)
    const expected = await auctions.answer('commodity_type=Coal&limit=10&offset=10')
    await expect.poll(() => auctions.codes()).toEqual(expected.results.map((row) => row.wiup_code))
    const listUrl = page.url()
    const first = expected.results[0]
    if (first === undefined) throw new Error('no auction on the second page')

    await auctions.results.getByRole('link', { name: first.wiup_code }).click()
    await expect(page).toHaveURL(`/auctions/${first.wiup_code}`)
    await expect(page.getByRole('list', { name: 'Phases in order' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Participants' })).toBeVisible()
    await page.getByRole('link', { name: '← Back to the auctions' }).click()
    await expect.poll(() => page.url()).toBe(listUrl)
    await expect.poll(() => auctions.codes()).toEqual(expected.results.map((row) => row.wiup_code))

    await auctions.results.getByRole('link', { name: first.wiup_code }).click()
    await expect(page.getByRole('list', { name: 'Phases in order' })).toBeVisible()
    await page.goBack()
    await expect.poll(() => page.url()).toBe(listUrl)
    await expect(auctions.filter('Commodity')).toHaveValue('Coal')
  })

  test('a listed winner links to its company report', async ({ page, auctions }) => {
    const every = await auctions.answer('limit=30')
    const listed = every.results.find((row) => row.company_slug !== null && row.company_name !== null)
    if (listed?.company_name == null) throw new Error('no listed winner among the first 30 auctions')
    await auctions.open('limit=30')
    const link = auctions.results.getByRole('link', { name: listed.company_name, exact: true })
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    const symbol = /^\/reports\/([A-Z0-9]+)$/.exec(href ?? '')?.[1]
    if (symbol === undefined) throw new Error(`the winner links to ${String(href)}`)
    await link.click()
    await expect(page).toHaveURL(`/reports/${symbol}`)
    await expect(page.getByRole('main')).toContainText(symbol)
  })

  test('an unknown code says so and leads back to the list', async ({ page, consoleGuard }) => {
    consoleGuard.expectRefusal(/license-auctions\/0000000000000000/, 404)
    await page.goto('/auctions/0000000000000000')
    await expect(page.getByRole('heading', { name: 'No auction with the code 0000000000000000' })).toBeVisible()
    await page.getByRole('link', { name: '← Back to the auctions' }).click()
    await expect(page).toHaveURL('/auctions')
  })
})
