import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../lib/format'
import { AUCTION_PHASES } from '../../../shared/api/auction-options'
import { renderApp } from '../../../test/render-app'
import { auctionsTable, detailAnswer, listAnswer } from '../testing/auction-answers'

async function completedAuction() {
  const first = (await listAnswer('status=Lelang+Selesai&limit=1')).results[0]
  if (first === undefined) throw new Error('the demo feed has no completed auction')
  return detailAnswer(first.wiup_code)
}

describe('one auction', () => {
  it('shows the fourteen phases in order, in Indonesian with an English gloss, with their dates', async () => {
    const auction = await completedAuction()
    expect(auction.phases).toHaveLength(14)
    renderApp(`/auctions/${auction.wiup_code}`)
    const timeline = await screen.findByRole('list', { name: 'Phases in order' })
    const items = within(timeline).getAllByRole('listitem')
    expect(items).toHaveLength(14)
    items.forEach((item, index) => {
      const phase = auction.phases[index]
      const known = AUCTION_PHASES[index]
      if (phase === undefined || known === undefined) throw new Error('a phase is missing')
      expect(item.textContent).toContain(phase.description)
      expect(item.textContent).toContain(known.gloss)
      if (phase.start_date !== null) expect(item.textContent).toContain(formatDate(phase.start_date))
    })
    const announced = auction.phases[0]?.start_date ?? ''
    const days = Math.round((Date.parse(auction.winner_date ?? '') - Date.parse(announced)) / 86_400_000)
    expect(screen.getByText('From announcement to winner').nextElementSibling?.textContent).toBe(`${String(days)} days`)
  })

  it('lists the participants with their qualification, marks the winner, and shows no e-mail address', async () => {
    const auction = await completedAuction()
    renderApp(`/auctions/${auction.wiup_code}`)
    const table = await screen.findByRole('table', { name: 'Participants' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(auction.participants.length)
    auction.participants.forEach((participant, index) => {
      const text = rows[index]?.textContent ?? ''
      expect(text).toContain(participant.company_name)
      expect(text).toContain(participant.NIB)
      expect(text).toContain(
        participant.qualification_result === 'Lolos' ? 'Qualified (Lolos)' : 'Not qualified (Tidak Lolos)',
      )
    })
    const qualified = auction.participants.filter((p) => p.qualification_result === 'Lolos').length
    expect(screen.getByText(`${String(qualified)} of ${String(auction.participants.length)} qualified`)).toBeVisible()
    const winnerRow = rows.find((row) => row.classList.contains('is-winner'))
    expect(winnerRow?.textContent).toContain(auction.company_name ?? '')
    expect(within(winnerRow ?? document.body).getByText('Winner')).toBeVisible()
    expect(document.body.textContent).not.toContain('@')
  })

  it('says when an auction stopped early and had no winner', async () => {
    const cancelled = (await listAnswer('status=Lelang+Batal&limit=1')).results[0]
    if (cancelled === undefined) throw new Error('the demo feed has no cancelled auction')
    const auction = await detailAnswer(cancelled.wiup_code)
    renderApp(`/auctions/${auction.wiup_code}`)
    expect(
      await screen.findByText(`This auction stopped after phase ${String(auction.phases.length)} of 14.`),
    ).toBeVisible()
    expect(screen.getByText('Winner').nextElementSibling?.textContent).toBe('No winner')
  })

  it('answers an unknown code plainly and leads back to the list the person came from', async () => {
    const app = renderApp('/auctions/0000000000000000')
    expect(await screen.findByRole('heading', { name: 'No auction with the code 0000000000000000' })).toBeVisible()
    expect(screen.getByRole('link', { name: '← Back to the auctions' }).getAttribute('href')).toBe('/auctions')
    await app.router.navigate('/auctions/9999999999999999', {
      state: { listSearch: '?commodity_type=Gold&page=2&limit=10' },
    })
    expect(await screen.findByRole('heading', { name: 'No auction with the code 9999999999999999' })).toBeVisible()
    await app.user.click(screen.getByRole('link', { name: '← Back to the auctions' }))
    await waitFor(() => {
      expect(app.location()).toBe('/auctions?commodity_type=Gold&page=2&limit=10')
    })
  })

  it('leads back from an auction to the same filtered page of the list', async () => {
    const app = renderApp('/auctions?commodity_type=Gold&limit=10&page=2')
    const table = await auctionsTable()
    const code = (await within(table).findAllByRole('link'))[0]
    if (code === undefined) throw new Error('no auction on the page')
    await app.user.click(code)
    await app.user.click(await screen.findByRole('link', { name: '← Back to the auctions' }))
    await waitFor(() => {
      expect(app.location()).toBe('/auctions?commodity_type=Gold&limit=10&page=2')
    })
  })
})
