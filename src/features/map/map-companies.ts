import type { Market } from '../../shared/catalogue'
import type { QueryValue, ScreenerRow } from '../../shared/api/screener'
import { parseTicker } from '../../shared/ticker'
import { CHANGE_FIELDS, MAP_PERIODS, type MapPeriod } from './map-search'

/** One company as the map draws it. */
export interface MapCompany {
  /** the ticker as people write it: `BBCA`, `D05` */
  symbol: string
  name: string
  /** the service's English names; the page shows them in the language shown */
  sector: string
  subSector: string
  /** whole units of the market's currency; null when not reported (such a company has no area to draw) */
  marketCap: number | null
  /** the change over each period the market offers, as a fraction (0.012 is +1.2 %); null when not reported */
  changes: Partial<Record<MapPeriod, number | null>>
}

const numberOr = (value: QueryValue | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

const textOr = (value: QueryValue | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback

/** The screener fields one request names in its order_by, so that its query_values hold them. */
export const mapFields = (market: Market): string[] => [
  'market_cap',
  'sector',
  'sub_sector',
  ...MAP_PERIODS.flatMap((period) => CHANGE_FIELDS[market][period] ?? []),
]

/**
 * A screener row as the map's company. A missing classification keeps the company on the map, in a group of its own
 * ("—"); a missing change stays null (the map says "not reported", never 0 %).
 */
export function mapCompanyOf(market: Market, row: ScreenerRow): MapCompany {
  const values = row.query_values ?? {}
  const changes: Partial<Record<MapPeriod, number | null>> = {}
  for (const period of MAP_PERIODS) {
    const field = CHANGE_FIELDS[market][period]
    if (field !== undefined) changes[period] = numberOr(values[field])
  }
  const cap = numberOr(values.market_cap)
  return {
    symbol: parseTicker(market, row.symbol) ?? row.symbol,
    name: row.company_name,
    sector: textOr(values.sector, '—'),
    subSector: textOr(values.sub_sector, '—'),
    marketCap: cap !== null && cap > 0 ? cap : null,
    changes,
  }
}
