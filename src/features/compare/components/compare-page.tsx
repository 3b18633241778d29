import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { LinkProblems } from '../../../components/link-problems'
import { OptionSelect } from '../../../components/option-select'
import { InlineProblem, RetryProblem } from '../../../components/states'
import { companyFiguresQuery, type CompanyRef } from '../../../lib/companies/company-figures'
import { PRICE_RANGES } from '../../../lib/reports/price-windows'
import { useUrlState } from '../../../lib/url-state'
import { comparedCompanies, compareSearch } from '../compare-search'
import { AddCompany } from './add-company'
import { CompareFigures } from './compare-figures'
import { ComparePrices } from './compare-prices'
import { CompareYears } from './compare-years'
import { useDocumentTitle } from '../../../lib/document-title'
import { useErrorText } from '../../../components/error-text'
import { useCompareText } from '../text'
import '../compare.css'

/** `/compare?symbols=BBCA,BBRI,D05&range=1y`: two to five companies of either market side by side. */
export function ComparePage() {
  const { state, problems, commit, useDefault } = useUrlState(compareSearch)
  const { companies, problems: symbolProblems } = comparedCompanies(state.symbols)
  const figures = useQuery(companyFiguresQuery(companies))
  const rangeId = useId()
  const t = useCompareText()
  const errorText = useErrorText()
  useDocumentTitle(t('page.title'))
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
      <h1>{t('page.title')}</h1>
      <LinkProblems problems={problems} onUseDefault={useDefault} />
      {symbolProblems.map((problem) => (
        <InlineProblem key={problem.kind === 'not-ticker' ? problem.text : problem.kind}>
          {problem.kind === 'not-ticker'
            ? t('problem.notTicker', { text: problem.text })
            : t('problem.tooMany', { max: problem.max })}
        </InlineProblem>
      ))}
      <AddCompany companies={companies} onChange={setCompanies} />
      {companies.length < 2 ? (
        <p>{t(companies.length === 0 ? 'page.addTwo' : 'page.addOne')}</p>
      ) : (
        <>
          {mixed && <p className="compare__currencies">{t('page.currencies')}</p>}
          {missing.length > 0 && (
            <InlineProblem>
              {t('page.missing', {
                count: missing.length,
                // a list of tickers, which read the same in every language
                companies: missing
                  .map((company) =>
                    t('page.missingCompany', { symbol: company.symbol, market: company.market.toUpperCase() }),
                  )
                  .join(', '),
              })}
            </InlineProblem>
          )}
          <section className="panel" aria-labelledby={`${rangeId}-figures`}>
            <h2 id={`${rangeId}-figures`}>{t('page.keyFigures')}</h2>
            {figures.error !== null ? (
              <RetryProblem onRetry={() => void figures.refetch()}>
                {t('page.figuresFailed', { reason: errorText(figures.error) })}
              </RetryProblem>
            ) : figures.data === undefined ? (
              <p aria-busy="true">{t('page.loadingFigures')}</p>
            ) : (
              <CompareFigures companies={figures.data} />
            )}
          </section>
          <section className="panel" aria-labelledby={`${rangeId}-prices`}>
            <h2 id={`${rangeId}-prices`}>{t('page.prices')}</h2>
            <label htmlFor={rangeId}>{t('page.range')} </label>
            <OptionSelect
              id={rangeId}
              options={PRICE_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
              value={state.range}
              onChange={(range) => {
                commit({ range })
              }}
            />
            <ComparePrices companies={companies} range={state.range} />
          </section>
          <section className="panel" aria-labelledby={`${rangeId}-years`}>
            <h2 id={`${rangeId}-years`}>{t('page.years')}</h2>
            <CompareYears companies={companies} />
          </section>
        </>
      )}
    </div>
  )
}
