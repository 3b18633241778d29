import type { AuctionRecord } from '../../shared/api/auctions'
import type { ScreenerRow } from '../../shared/api/screener'

/**
 * The slug the service gives a company: lower case, punctuation dropped, words joined by "-" ("PT Aneka Tambang
 * Tbk" → "pt-aneka-tambang-tbk"). The same rule as the demo generator's; the client cannot import the server.
 */
export function companySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .split(/\s+/)
    .join('-')
}

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
