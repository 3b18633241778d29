/** One company of a day's most-traded list, as the service sends it. */
interface TradedRow {
  symbol: string
  company_name: string
  volume: number
  price: number | null
}

/** A company's trading over the days it was among the most traded. */
export interface TradedCompany {
  symbol: string
  name: string
  /** the days (of those asked) on which it was among the day's most traded */
  days: number
  /** shares traded on those days */
  volume: number
  /** IDR: the sum of each day's volume × that day's close; null when a day's close is missing */
  value: number | null
  /** the close of the latest of those days */
  lastPrice: number | null
}

/**
 * The most-traded answer (each day's top companies, keyed by date) as one list for the period: each company's
 * volume and value summed over the days it was in a day's top list, ranked by volume or by value, largest first.
 */
export function mostTradedOver(
  answer: Partial<Record<string, readonly TradedRow[]>>,
  rankBy: 'volume' | 'value',
): TradedCompany[] {
  const companies = new Map<string, TradedCompany>()
  const dates = Object.keys(answer).sort()
  for (const date of dates) {
    for (const row of answer[date] ?? []) {
      const company = companies.get(row.symbol) ?? {
        symbol: row.symbol,
        name: row.company_name,
        days: 0,
        volume: 0,
        value: 0,
        lastPrice: null,
      }
      company.days += 1
      company.volume += row.volume
      company.value = company.value === null || row.price === null ? null : company.value + row.volume * row.price
      company.lastPrice = row.price
      companies.set(row.symbol, company)
    }
  }
  const key = (company: TradedCompany) => (rankBy === 'volume' ? company.volume : company.value)
  return [...companies.values()].sort((a, b) => (key(b) ?? -1) - (key(a) ?? -1) || a.symbol.localeCompare(b.symbol))
}
