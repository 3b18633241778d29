import type { AuctionRecord } from '../../shared/api/auctions'
import type { ScreenerRow } from '../../shared/api/screener'
import { companySlug } from '../../shared/catalogue/slug'

/** The winners the feed marks as listed companies (they carry a slug), by their bare name, each once. */
export function listedWinnerNames(rows: readonly AuctionRecord[]): string[] {
  const names = rows.flatMap((row) =>
    row.company_slug !== null && row.company_name !== null ? [row.company_name] : [],
  )
  return [...new Set(names)].sort()
}

/** slug → IDX symbol, for the candidates the screener found. */
export function symbolsBySlug(candidates: readonly ScreenerRow[]): ReadonlyMap<string, string> {
  return new Map(candidates.map((row) => [companySlug(row.company_name), row.symbol]))
}
