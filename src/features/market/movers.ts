/** One company of a top-changes list, as the service sends it (only the fields the overview reads). */
interface TopChangeRow {
  symbol: string
  name: string
  price_change: number | null
  last_close_price: number | null
  latest_close_date: string | null
}

type ByPeriod = Partial<Record<string, readonly TopChangeRow[]>>

/** A company that moved, for the gainers and losers tables. */
export interface Mover {
  symbol: string
  name: string
  /** decimal fraction over the period: 0.25 is +25 % */
  change: number | null
  close: number | null
  closeDate: string | null
}

export interface Movers {
  gainers: Mover[]
  losers: Mover[]
}

const toMover = (row: TopChangeRow): Mover => ({
  symbol: row.symbol,
  name: row.name,
  change: row.price_change,
  close: row.last_close_price,
  closeDate: row.latest_close_date,
})

/** Largest rise first (gainers) or largest fall first (losers); a row without a change goes last. */
const byChange = (descending: boolean) => (a: Mover, b: Mover) => {
  if (a.change === null || b.change === null) return Number(a.change === null) - Number(b.change === null)
  return descending ? b.change - a.change : a.change - b.change
}

/**
 * The gainers and losers of one period from a top-changes answer. A gainer is a company that rose and a loser one
 * that fell: on a day when fewer companies than asked rose, a list holds fewer rows rather than a faller among the
 * gainers.
 */
export function moversOf(answer: { top_gainers?: ByPeriod; top_losers?: ByPeriod }, period: string): Movers {
  const gainers = (answer.top_gainers?.[period] ?? []).map(toMover)
  const losers = (answer.top_losers?.[period] ?? []).map(toMover)
  return {
    gainers: gainers.filter((mover) => mover.change === null || mover.change > 0).sort(byChange(true)),
    losers: losers.filter((mover) => mover.change === null || mover.change < 0).sort(byChange(false)),
  }
}
