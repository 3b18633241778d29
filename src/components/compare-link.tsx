import { Link } from 'react-router'
import { parseCompanyRef } from '../lib/companies/company-figures'
import { comparePath, MAX_COMPARED_COMPANIES } from '../lib/companies/compare-path'

/** "Compare …": opens the comparison of up to five of these companies (tickers in any form: `BBCA.JK`, `D05`). */
export function CompareLink({ symbols, children }: { symbols: readonly string[]; children: string }) {
  const companies = symbols
    .map(parseCompanyRef)
    .filter((company) => company !== null)
    .slice(0, MAX_COMPARED_COMPANIES)
  return (
    <Link to={comparePath(companies)} className="button-link">
      {children}
    </Link>
  )
}
