import { COMPLETED_STATUS } from '../../shared/api/auction-options'
import type { AuctionRecord } from '../../shared/api/auctions'

/** Auctions, hectares and KDI of one commodity or province. */
export interface AuctionGroup {
  key: string
  auctions: number
  hectares: number
  /** IDR */
  kdi: number
}

export interface WinnersInQuarter {
  /** "2024 Q3" */
  quarter: string
  winners: number
}

export interface AuctionsSummary {
  auctions: number
  hectares: number
  /** IDR; auctions whose KDI is not a number are left out of it and counted in `kdiMissing` */
  kdi: number
  kdiMissing: number
  completed: number
  byCommodity: AuctionGroup[]
  byProvince: AuctionGroup[]
  /** every quarter from the first winner to the last, empty quarters included, so the time axis is even */
  winnersOverTime: WinnersInQuarter[]
}

/** The KDI as a number (the API sends it as text), or null when it is not one. */
export function kdiAmount(row: Pick<AuctionRecord, 'kdi'>): number | null {
  const value = Number(row.kdi)
  return row.kdi.trim() !== '' && Number.isFinite(value) ? value : null
}

function groupBy(rows: readonly AuctionRecord[], keyOf: (row: AuctionRecord) => string): AuctionGroup[] {
  const groups = new Map<string, AuctionGroup>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key) ?? { key, auctions: 0, hectares: 0, kdi: 0 }
    group.auctions += 1
    group.hectares += row.licensed_area_ha
    group.kdi += kdiAmount(row) ?? 0
    groups.set(key, group)
  }
  // most auctions first; ties by name, so the order is stable
  return [...groups.values()].sort((a, b) => b.auctions - a.auctions || a.key.localeCompare(b.key))
}

const quarterIndex = (date: string) => Number(date.slice(0, 4)) * 4 + Math.floor((Number(date.slice(5, 7)) - 1) / 3)
const quarterName = (index: number) => `${String(Math.floor(index / 4))} Q${String((index % 4) + 1)}`

function winnersByQuarter(rows: readonly AuctionRecord[]): WinnersInQuarter[] {
  const counts = new Map<number, number>()
  for (const row of rows) {
    if (row.winner_date === null || !/^\d{4}-\d{2}/.test(row.winner_date)) continue
    const index = quarterIndex(row.winner_date)
    counts.set(index, (counts.get(index) ?? 0) + 1)
  }
  if (counts.size === 0) return []
  const first = Math.min(...counts.keys())
  const last = Math.max(...counts.keys())
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    quarter: quarterName(first + i),
    winners: counts.get(first + i) ?? 0,
  }))
}

/** The whole filtered set in figures: what the summary and its charts show. */
export function summarise(rows: readonly AuctionRecord[]): AuctionsSummary {
  return {
    auctions: rows.length,
    hectares: rows.reduce((sum, row) => sum + row.licensed_area_ha, 0),
    kdi: rows.reduce((sum, row) => sum + (kdiAmount(row) ?? 0), 0),
    kdiMissing: rows.filter((row) => kdiAmount(row) === null).length,
    completed: rows.filter((row) => row.auction_status === COMPLETED_STATUS).length,
    byCommodity: groupBy(rows, (row) => row.commodity_type),
    byProvince: groupBy(rows, (row) => row.province),
    winnersOverTime: winnersByQuarter(rows),
  }
}
