import type { ScreenerRow } from '../../shared/api/screener'
import type { Catalogue, FieldSpec, Market } from '../../shared/catalogue'
import { csvFileName as datedFileName, toCsv, type CsvColumn, type ExportProgress } from '../../lib/csv'
import { searchFromTranslation } from './from-translation'
import { getScreenerPage } from './api/screener-queries'
import type { ScreenerSearch } from '../../shared/screener/screener-search'

/** The service's largest page: the fewest requests for a whole export. */
export const EXPORT_PAGE_SIZE = 200

/** The unit of a field's raw value: `IDR`, `ratio`, `date`, `list`, ... and `fraction` for percentages. */
export function rawUnit(field: FieldSpec): string {
  if (field.type === 'string_list') return 'list'
  // percent fields hold decimals (0.045 is 4.5 %): say so, as the raw value is written that way
  return field.unit === 'percent' ? 'fraction' : field.unit
}

/** The unit a column's header states; null for keys the catalogue does not know. */
function columnUnit(key: string, catalogue: Catalogue<FieldSpec>): string | null {
  // yearly values are keyed by their token, `revenue[2025]`
  const field = catalogue.field(key.replace(/\[\d+\]$/, ''))
  return field === undefined ? null : rawUnit(field)
}

/**
 * The CSV columns of screener rows: `symbol,company_name`, then one column per query_values key (in the order they
 * first appear) with its unit, e.g. `market_cap (IDR)`.
 */
export function screenerCsvColumns(
  rows: readonly ScreenerRow[],
  catalogue: Catalogue<FieldSpec>,
): CsvColumn<ScreenerRow>[] {
  const keys = new Set<string>()
  for (const row of rows) for (const key of Object.keys(row.query_values ?? {})) keys.add(key)
  // the default order (by symbol) brings a `symbol` value: it would only repeat the first column
  keys.delete('symbol')
  keys.delete('company_name')
  return [
    { header: 'symbol', value: (row) => row.symbol },
    { header: 'company_name', value: (row) => row.company_name },
    ...[...keys].map((key) => ({
      header: headerName(key, catalogue),
      value: (row: ScreenerRow) => row.query_values?.[key],
    })),
  ]
}

/** The CSV of screener rows: raw values, RFC 4180 quoting, CRLF line ends (see `screenerCsvColumns`). */
export const buildCsv = (rows: readonly ScreenerRow[], catalogue: Catalogue<FieldSpec>): string =>
  toCsv(screenerCsvColumns(rows, catalogue), rows)

function headerName(key: string, catalogue: Catalogue<FieldSpec>): string {
  const unit = columnUnit(key, catalogue)
  return unit === null ? key : `${key} (${unit})`
}

/** The export's file name stem: `screener-idx`. */
export const csvFileStem = (market: Market): string => `screener-${market}`

/** `screener-idx-2026-11-21.csv`, dated in the person's own calendar. */
export const csvFileName = (market: Market, today: Date): string => datedFileName(csvFileStem(market), today)

/**
 * Every row of a query, fetched page by page (200 at a time, one request after the other, so the service is never
 * flooded). A question (`q`) is asked once; the service ignores offset for questions, so the following pages
 * are asked with the where/order_by it translated the question into.
 */
export async function fetchAllRows(
  search: ScreenerSearch,
  options: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<ScreenerRow[]> {
  const first = await getScreenerPage({ ...search, limit: EXPORT_PAGE_SIZE, page: 1 }, options.signal)
  const translated = first.llm_translation?.translated_params
  const rest: ScreenerSearch =
    translated === undefined
      ? { ...search, limit: EXPORT_PAGE_SIZE }
      : { ...search, ...searchFromTranslation(translated), limit: EXPORT_PAGE_SIZE }
  const rows = [...first.results]
  let total = first.pagination.total_count
  options.onProgress({ done: rows.length, total })
  while (rows.length < total) {
    const next = await getScreenerPage(rest, options.signal, rows.length)
    // an empty page means the data shrank while exporting: stop rather than ask forever
    if (next.results.length === 0) break
    rows.push(...next.results)
    total = next.pagination.total_count
    options.onProgress({ done: rows.length, total })
  }
  return rows
}
