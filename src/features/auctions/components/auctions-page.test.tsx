import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app'
import { listAnswer, codesShown, auctionsTable, columnShown } from '../testing/auction-answers'
import { textsByRole } from '../../../test/texts'

const codesOf = (answer: Awaited<ReturnType<typeof listAnswer>>) => answer.results.map((row) => row.wiup_code)

/** Waits until the table shows exactly the auctions of an answer, in its order. */
const expectRowsOf = (answer: Awaited<ReturnType<typeof listAnswer>>) =>
  waitFor(async () => {
    expect(await codesShown()).toEqual(codesOf(answer))
  })

describe('the auction list', () => {
  it('shows the newest winners first, 20 a page, with the count', async () => {
    renderApp('/auctions')
    const expected = await listAnswer('order_by=-winner_date&limit=20')
    await auctionsTable()
    await expectRowsOf(expected)
    const header = within(await auctionsTable()).getByRole('columnheader', { name: /Winner date/ })
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(screen.getByText(`Showing 1–20 of ${String(expected.pagination.total_count)}`)).toBeVisible()
  })

  it.each([
    { label: 'Province', parameter: 'province', option: 'Maluku Utara', value: 'Maluku Utara', header: /^Province$/ },
    { label: 'Commodity', parameter: 'commodity_type', option: 'Gold', value: 'Gold', header: /^Commodity/ },
    { label: 'Area type', parameter: 'area_type', option: 'WIUPK', value: 'WIUPK', header: /^Area type/ },
    // the status is offered and shown in words with the feed’s own term; the URL keeps the term
    {
      label: 'Status',
      parameter: 'status',
      option: 'Cancelled (Lelang Batal)',
      value: 'Lelang Batal',
      header: /^Status/,
    },
  ])('filters by $label', async ({ label, parameter, option, value, header }) => {
    const app = renderApp('/auctions')
    await auctionsTable()
    await app.user.selectOptions(screen.getByLabelText(label), option)
    expect(app.searchParams().get(parameter)).toBe(value)
    const expected = await listAnswer(`${new URLSearchParams({ [parameter]: value }).toString()}&limit=20`)
    expect(expected.results.length).toBeGreaterThan(0)
    await expectRowsOf(expected)
    expect(new Set(await columnShown(header))).toEqual(new Set([option]))
  })

  it('filters by part of a participant’s name, then by qualified participants only', async () => {
    const app = renderApp('/auctions')
    await auctionsTable()
    const qualified = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Qualified only' })
    expect(qualified.disabled).toBe(true)
    await app.user.type(screen.getByLabelText('Participant'), 'metal{Enter}')
    expect(app.searchParams().get('participant')).toBe('metal')
    const anyone = await listAnswer('participant=metal&limit=20')
    await expectRowsOf(anyone)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Qualified only' }).disabled).toBe(false)
    await app.user.click(screen.getByRole('checkbox', { name: 'Qualified only' }))
    expect(app.searchParams().get('qualified')).toBe('true')
    const onlyQualified = await listAnswer('participant=metal&qualified=true&limit=20')
    expect(onlyQualified.pagination.total_count).toBeLessThan(anyone.pagination.total_count)
    await expectRowsOf(onlyQualified)
  })

  it('filters by a minimum number of participants', async () => {
    const app = renderApp('/auctions')
    await auctionsTable()
    await app.user.type(screen.getByLabelText('Minimum participants'), '8{Enter}')
    expect(app.searchParams().get('min_participants')).toBe('8')
    const expected = await listAnswer('min_participants=8&limit=20')
    await expectRowsOf(expected)
    for (const count of await columnShown(/^Participants/)) expect(Number(count)).toBeGreaterThanOrEqual(8)
  })

  it('clears every filter at once, in one history step', async () => {
    const app = renderApp('/auctions?province=Gorontalo&commodity_type=Gold&order_by=licensed_area_ha')
    await auctionsTable()
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(app.location()).toBe('/auctions?order_by=licensed_area_ha')
    expect(screen.getByLabelText<HTMLSelectElement>('Province').value).toBe('')
  })
})

describe('the order of the list', () => {
  const orders = [
    ['Newest winner first', '-winner_date'],
    ['Oldest winner first', 'winner_date'],
    ['Largest area first', '-licensed_area_ha'],
    ['Smallest area first', 'licensed_area_ha'],
    ['Most participants first', '-participant_count'],
    ['Fewest participants first', 'participant_count'],
    ['Commodity, A to Z', 'commodity_type'],
    ['Commodity, Z to A', '-commodity_type'],
  ] as const

  it('offers the API’s eight orders in words and shows each as the API sorts it', async () => {
    const app = renderApp('/auctions?order_by=licensed_area_ha')
    await auctionsTable()
    const select = screen.getByLabelText('Sort by')
    expect(textsByRole(select, 'option')).toEqual(orders.map(([words]) => words))
    for (const [words, order] of orders) {
      await app.user.selectOptions(select, words)
      if (order !== '-winner_date') expect(app.searchParams().get('order_by')).toBe(order)
      const expected = await listAnswer(`order_by=${order}&limit=20`)
      await expectRowsOf(expected)
    }
  })

  it('sorts from a column header the API can sort by, largest first, then the other way', async () => {
    const app = renderApp('/auctions')
    const table = await auctionsTable()
    expect(within(table).queryByRole('button', { name: /^KDI/ })).toBeNull()
    await app.user.click(within(table).getByRole('button', { name: /Area \(ha\)/ }))
    expect(app.searchParams().get('order_by')).toBe('-licensed_area_ha')
    await expectRowsOf(await listAnswer('order_by=-licensed_area_ha&limit=20'))
    await app.user.click(within(await auctionsTable()).getByRole('button', { name: /Area \(ha\)/ }))
    expect(app.searchParams().get('order_by')).toBe('licensed_area_ha')
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('licensed_area_ha')
  })
})

describe('paging', () => {
  it('shows the first, a middle and the last page as the API pages them', async () => {
    const first = await listAnswer('limit=10&offset=0')
    const total = first.pagination.total_count
    const lastPage = Math.ceil(total / 10)
    expect(lastPage).toBeGreaterThan(2)
    const app = renderApp('/auctions?limit=10')
    await auctionsTable()
    await expectRowsOf(first)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true)
    await app.user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(app.searchParams().get('page')).toBe('2')
    await expectRowsOf(await listAnswer('limit=10&offset=10'))
    expect(screen.getByText(`Showing 11–20 of ${String(total)}`)).toBeVisible()

    await app.router.navigate(`/auctions?limit=10&page=${String(lastPage)}`)
    const last = await listAnswer(`limit=10&offset=${String((lastPage - 1) * 10)}`)
    await expectRowsOf(last)
    expect(
      screen.getByText(`Showing ${String((lastPage - 1) * 10 + 1)}–${String(total)} of ${String(total)}`),
    ).toBeVisible()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true)
  })

  it('goes back to the first page when a filter changes', async () => {
    const app = renderApp('/auctions?limit=10&page=2')
    await auctionsTable()
    await app.user.selectOptions(screen.getByLabelText('Commodity'), 'Coal')
    expect(app.location()).toBe('/auctions?commodity_type=Coal&limit=10')
  })
})
