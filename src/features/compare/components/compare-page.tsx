import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { LinkProblems } from '../../../components/link-problems'
import { OptionSelect } from '../../../components/option-select'
import { InlineProblem, RetryProblem } from '../../../components/states'
import { companyFiguresQuery, type CompanyRef } from '../../../lib/companies/company-figures'
import { PRICE_RANGES, type PriceRange } from '../../../lib/reports/price-windows'
import { useUrlState } from '../../../lib/url-state'
import { comparedCompanies, compareSearch } from '../compare-search'
import { AddCompany } from './add-company'
import { CompareFigures } from './compare-figures'
import { ComparePrices } from './compare-prices'
import { CompareYears } from './compare-years'
import '../compare.css'

const RANGE_NAMES: Record<PriceRange, string> = { '1m': '1 month', '3m': '3 months', '1y': '1 year', '5y': '5 years' }

/** `/compare?symbols=BBCA,BBRI,D05&range=1y`: two to five companies of either market side by side. */
export function ComparePage() {
  const { state, problems, commit, useDefault } = useUrlState(compareSearch)
  const { companies, problems: symbolProblems } = comparedCompanies(state.symbols)
  const figures = useQuery(companyFiguresQuery(companies))
  const rangeId = useId()
  const setCompanies = (next: readonly CompanyRef[]) => {
    commit({ symbols: next.map((company) => company.symbol).join(',') })
  }
  const missing = companies.filter(
    (company) =>
      figures.data !== undefined &&
      !figures.data.some((row) => row.symbol === company.symbol && row.market === company.market),
  )
  const mixed = new Set(companies.map((company) => company.market)).size > 1
  return (
    <div className="compare">
      <h1>Compare companies</h1>
      <LinkProblems problems={problems} onUseDefault={useDefault} />
      {symbolProblems.map((problem) => (
        <InlineProblem key={problem}>{problem}</InlineProblem>
      ))}
      <AddCompany companies={companies} onChange={setCompanies} />
      {companies.length < 2 ? (
        <p>Add {companies.length === 0 ? 'two to five companies' : 'at least one more company'} to compare.</p>
      ) : (
        <>
          {mixed && (
            <p className="compare__currencies">
              IDX companies report in rupiah (IDR), SGX companies in Singapore dollars (SGD): ratios and rebased prices
              are compared across both; amounts are compared only within one currency.
            </p>
          )}
          {missing.length > 0 && (
            <InlineProblem>
              No company {missing.map((company) => `${company.symbol} (${company.market.toUpperCase()})`).join(', ')} is
              listed: {missing.length === 1 ? 'it is' : 'they are'} left out.
            </InlineProblem>
          )}
          <section className="panel" aria-labelledby={`${rangeId}-figures`}>
            <h2 id={`${rangeId}-figures`}>Key figures</h2>
            {figures.error !== null ? (
              <RetryProblem onRetry={() => void figures.refetch()}>
                The figures could not be loaded: {figures.error.message}
              </RetryProblem>
            ) : figures.data === undefined ? (
              <p aria-busy="true">Loading figures…</p>
            ) : (
              <CompareFigures companies={figures.data} />
            )}
          </section>
          <section className="panel" aria-labelledby={`${rangeId}-prices`}>
            <h2 id={`${rangeId}-prices`}>Share prices</h2>
            <label htmlFor={rangeId}>Range </label>
            <OptionSelect
              id={rangeId}
              options={PRICE_RANGES.map((range) => ({ value: range, label: RANGE_NAMES[range] }))}
              value={state.range}
              onChange={(range) => {
                commit({ range })
              }}
            />
            <ComparePrices companies={companies} range={state.range} />
          </section>
          <section className="panel" aria-labelledby={`${rangeId}-years`}>
            <h2 id={`${rangeId}-years`}>Revenue and net income by year</h2>
            <CompareYears companies={companies} />
          </section>
        </>
      )}
    </div>
  )
}
