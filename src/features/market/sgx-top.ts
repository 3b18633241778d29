/** One company of an SGX top list: the service names its figure after the list (see `SGX_FIGURE`). */
type SgxTopRow = { symbol: string; company_name: string } & Partial<Record<string, unknown>>

/** The field of each list's rows that holds its figure. */
const SGX_FIGURE: Record<string, string> = { dividend_yield: 'forward_dividend_yield' }

export interface SgxTopCompany {
  symbol: string
  name: string
  /** SGD for revenue, earnings and market cap; a decimal fraction for the yield; a multiple for P/E */
  figure: number | null
}

/** One list of an SGX top-companies answer, in the service's order, with its figure read from the right field. */
export function sgxTopRows(
  answer: Partial<Record<string, readonly SgxTopRow[]>>,
  classification: string,
): SgxTopCompany[] {
  const field = SGX_FIGURE[classification] ?? classification
  return (answer[classification] ?? []).map((row) => {
    const figure = row[field]
    return { symbol: row.symbol, name: row.company_name, figure: typeof figure === 'number' ? figure : null }
  })
}
