import { screenerResponse, type ScreenerRow } from '../../shared/api/screener'
import type { Catalogue, FieldDef, Market } from '../../shared/catalogue'
import { apiGet } from '../../lib/api-client'
import { screenerPath, toApiQuery, type ScreenerSearch } from './screener-search'

/** The service's largest page: the fewest requests for a whole export. */
export const EXPORT_PAGE_SIZE = 200

/** The unit of a field's raw value: `IDR`, `ratio`, `date`, `list`, ... and `fraction` for percentages. */
export function rawUnit(field: FieldDef): string {
  if (field.type === 'string_list') return 'list'
  // percent fields hold decimals (0.045 is 4.5 %): say so, as the raw value is written that way
  return field.unit === 'percent' ? 'fraction' : field.unit
}

/** The unit a column's header states; null for keys the catalogue does not know. */
function columnUnit(key: string, catalogue: Catalogue): string | null {
  // yearly values are keyed by their token, `revenue[2025]`
  const field = catalogue.field(key.replace(/\[\d+\]$/, ''))
  return field === undefined ? null : rawUnit(field)
}

/** Leading characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One text cell: defused if a spreadsheet would run it, then quoted per RFC 4180 when it needs to be. */
function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A raw value: numbers in full (fractions stay fractions), lists joined with `|`, null as an empty cell. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  // a number is never defused: -0.5 is a value, not a formula
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return textCell(value)
  if (Array.isArray(value))
    return textCell(value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('|'))
  return textCell(JSON.stringify(value))
}

/**
 * The CSV of screener rows: `symbol,company_name`, then one column per query_values key (in the order they first
 * appear) with its unit, e.g. `market_cap (IDR)`. Raw values, RFC 4180 quoting, CRLF line ends.
 */
export function buildCsv(rows: readonly ScreenerRow[], catalogue: Catalogue): string {
  const keys = new Set<string>()
  for (const row of rows) for (const key of Object.keys(row.query_values ?? {})) keys.add(key)
  // the default order (by symbol) brings a `symbol` value: it would only repeat the first column
  keys.delete('symbol')
  keys.delete('company_name')
  const columns = [...keys]
  const header = ['symbol', 'company_name', ...columns.map((key) => headerName(key, catalogue))]
  const lines = [header.map(textCell).join(',')]
  for (const row of rows)
    lines.push([row.symbol, row.company_name, ...columns.map((key) => row.query_values?.[key])].map(cell).join(','))
  return `${lines.join('\r\n')}\r\n`
}

function headerName(key: string, catalogue: Catalogue): string {
  const unit = columnUnit(key, catalogue)
  return unit === null ? key : `${key} (${unit})`
}

/** `screener-idx-2026-11-21.csv`, dated in the person's own calendar. */
export function csvFileName(market: Market, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `screener-${market}-${String(today.getFullYear())}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`
}

export interface ExportProgress {
  done: number
  total: number
}

/**
 * Every row of a query, fetched page by page (200 at a time, one request after the other, so the service is never
 * flooded). A question (`q`) is asked once; the service ignores offset for questions, so the following pages
 * are asked with the where/order_by it translated the question into.
 */
export async function fetchAllRows(
  search: ScreenerSearch,
  options: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<ScreenerRow[]> {
  const path = screenerPath(search.market)
  const first = await apiGet(
    `${path}?${toApiQuery({ ...search, limit: EXPORT_PAGE_SIZE, page: 1 })}`,
    screenerResponse,
    options.signal,
  )
  const translated = first.llm_translation?.translated_params
  const rest: ScreenerSearch =
    translated === undefined
      ? { ...search, limit: EXPORT_PAGE_SIZE }
      : { ...search, q: '', where: translated.where ?? '', orderBy: translated.order_by ?? '', limit: EXPORT_PAGE_SIZE }
  const rows = [...first.results]
  let total = first.pagination.total_count
  options.onProgress({ done: rows.length, total })
  while (rows.length < total) {
    const params = new URLSearchParams(toApiQuery({ ...rest, page: 1 }))
    params.set('offset', String(rows.length))
    const next = await apiGet(`${path}?${params.toString()}`, screenerResponse, options.signal)
    // an empty page means the data shrank while exporting: stop rather than ask forever
    if (next.results.length === 0) break
    rows.push(...next.results)
    total = next.pagination.total_count
    options.onProgress({ done: rows.length, total })
  }
  return rows
}
