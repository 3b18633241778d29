import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney } from '../../../lib/format'
import { renderApp } from '../../../test/render-app'
import { formatHectares } from '../columns'
import { allAnswers, auctionsTable, codesShown, figure, listAnswer } from '../testing/auction-answers'

describe('the summary of the filtered auctions', () => {
  it('adds up every page of the filtered set, not only the page on screen', async () => {
    const query = 'province=Kalimantan+Tengah'
    const every = await allAnswers(query)
    const onePage = await listAnswer(`${query}&limit=5`)
    expect(every.length).toBeGreaterThan(onePage.results.length)
    renderApp(`/auctions?${query}&limit=5`)
    expect(await screen.findByRole('heading', { name: 'Summary of the filtered auctions' })).toBeVisible()
    const hectares = every.reduce((sum, row) => sum + row.licensed_area_ha, 0)
    const kdi = every.reduce((sum, row) => sum + Number(row.kdi), 0)
    await waitFor(() => {
      expect(figure('Auctions')).toBe(formatCount(every.length))
    })
    expect(figure('Licensed area (ha)')).toBe(formatHectares(hectares))
    expect(figure('KDI (IDR)')).toBe(formatMoney(kdi, 'IDR'))
  })

  it('adds up the whole feed over all its pages when nothing is filtered', async () => {
    const every = await allAnswers('')
    expect(every.length).toBeGreaterThan(30)
    renderApp('/auctions')
    await waitFor(() => {
      expect(figure('Auctions')).toBe(formatCount(every.length))
    })
    expect(figure('Licensed area (ha)')).toBe(formatHectares(every.reduce((sum, row) => sum + row.licensed_area_ha, 0)))
  })

  it('filters the list by a commodity chosen in the chart’s table', async () => {
    const app = renderApp('/auctions')
    const frame = await screen.findByRole('figure', { name: 'By commodity' })
    await app.user.click(within(frame).getByRole('button', { name: 'Show as table' }))
    await app.user.click(within(frame).getByRole('button', { name: /^Nickel/ }))
    expect(app.searchParams().get('commodity_type')).toBe('Nickel')
    const expected = await listAnswer('commodity_type=Nickel&limit=20')
    await waitFor(async () => {
      expect(await codesShown()).toEqual(expected.results.map((row) => row.wiup_code))
    })
  })

  it('says nothing about completed-only when the feed also holds cancelled and failed auctions', async () => {
    const cancelled = await listAnswer('status=Lelang+Batal&limit=1')
    expect(cancelled.pagination.total_count).toBeGreaterThan(0)
    renderApp('/auctions')
    await auctionsTable()
    await waitFor(() => {
      expect(figure('Auctions')).not.toBe('')
    })
    expect(screen.queryByText(/The feed holds completed auctions only/)).toBeNull()
  })
})
