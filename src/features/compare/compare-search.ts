import { parseCompanyRef, type CompanyRef } from '../../lib/companies/company-figures'
import { PRICE_RANGES, type PriceRange } from '../../lib/reports/price-windows'
import { defineUrlState, urlParam } from '../../shared/url-state'

import { MAX_COMPARED_COMPANIES } from '../../lib/companies/compare-path'

export interface CompareSearch {
  /** as written in the link: `BBCA,BBRI,D05` */
  symbols: string
  range: PriceRange
}

export const compareSearch = defineUrlState<CompareSearch>({
  symbols: urlParam.text('symbols'),
  range: urlParam.oneOf('range', PRICE_RANGES, '1y', 'priceRange'),
})

/** What is wrong with a link's companies: a text that is no ticker, or more companies than are compared. */
export type CompareProblem = { kind: 'not-ticker'; text: string } | { kind: 'too-many'; max: number }

/** The companies of a link, each once, in its order; what cannot be a ticker is reported, not guessed. */
export function comparedCompanies(symbols: string): { companies: CompanyRef[]; problems: CompareProblem[] } {
  const companies: CompanyRef[] = []
  const problems: CompareProblem[] = []
  for (const text of symbols
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const company = parseCompanyRef(text)
    if (company === null) problems.push({ kind: 'not-ticker', text })
    else if (!companies.some((c) => c.market === company.market && c.symbol === company.symbol)) companies.push(company)
  }
  if (companies.length > MAX_COMPARED_COMPANIES) {
    problems.push({ kind: 'too-many', max: MAX_COMPARED_COMPANIES })
    companies.length = MAX_COMPARED_COMPANIES
  }
  return { companies, problems }
}
