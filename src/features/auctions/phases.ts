import type { AuctionDetail } from '../../shared/api/auctions'

const DAY_MS = 86_400_000
const dayOf = (date: string) => {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(time) ? null : time / DAY_MS
}

/** Whole days from the announcement (phase 1) to the winner date, or null when either is missing. */
export function daysFromAnnouncementToWinner(auction: Pick<AuctionDetail, 'phases' | 'winner_date'>): number | null {
  const announcement = auction.phases.find((phase) => phase.order === 1)?.start_date ?? null
  if (announcement === null || auction.winner_date === null) return null
  const start = dayOf(announcement)
  const end = dayOf(auction.winner_date)
  return start === null || end === null ? null : Math.round(end - start)
}
