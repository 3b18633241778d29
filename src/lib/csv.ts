/** One CSV column: its header and the raw value of a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => unknown
}

/** How far a multi-page export has come. */
export interface ExportProgress {
  done: number
  total: number
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
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return textCell(value)
  if (Array.isArray(value))
    return textCell(value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('|'))
  return textCell(JSON.stringify(value))
}

/**
 * A CSV file's text: RFC 4180 quoting, CRLF line ends, raw full-precision numbers, text a spreadsheet would run
 * as a formula defused with a leading `'` (numbers never are), null and undefined as empty cells.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => textCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** `auctions-2026-11-21.csv`: the stem and the date in the person's own calendar. */
export function csvFileName(stem: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${stem}-${String(today.getFullYear())}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  // the byte order mark makes Excel read the file as UTF-8 (company names are not all ASCII)
  downloadFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
}

/** Hands a file to the browser as a download: an object URL and a temporary `<a download>`. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // revoked on the next task, once the click has started the download
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
