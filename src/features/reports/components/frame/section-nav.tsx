import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Market } from '../../../../shared/catalogue'
import { creditQueries } from '../../../../lib/credits'
import { idxReportViewPath, sgxReportViewPath } from '../../../../shared/reports/report-requests'
import { IDX_VIEWS, SGX_VIEWS, sectionPath, viewsOf } from '../../../../shared/reports/report-sections'
import { useReportsText } from '../../text'
import { viewTitle } from './view-title'

interface SectionNavProps {
  market: Market
  ticker: string
  current: string
}

/** The API request each view makes (see reportQueries), in the views' order. */
const apiPaths = (market: Market, ticker: string) =>
  market === 'idx'
    ? IDX_VIEWS.map((view) => idxReportViewPath(ticker, view.apiSections))
    : SGX_VIEWS.map((view) => sgxReportViewPath(ticker, view.apiSections))

/**
 * The report's sections; each is a link, so a section can be opened, shared and reached with back and forward. In
 * live mode a section the server does not hold yet says what opening it will cost.
 */
export function SectionNav({ market, ticker, current }: SectionNavProps) {
  const views = viewsOf(market)
  const { data: costs } = useQuery(creditQueries.cost(apiPaths(market, ticker)))
  const t = useReportsText()
  return (
    <nav className="report-nav" aria-label={t('nav.label')}>
      <ul>
        {views.map((view, i) => (
          <li key={view.slug}>
            <Link
              to={sectionPath(market, ticker, view.slug)}
              aria-current={view.slug === current ? 'page' : undefined}
              className={view.slug === current ? 'report-nav__link report-nav__link--current' : 'report-nav__link'}
            >
              {viewTitle(t, view)}
            </Link>
            {costs?.live === true && view.slug !== current && <CostNote credits={costs.costs[i]?.credits} />}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What opening a section costs, "3 credits"; nothing when it is free (cached, or demo mode). */
function CostNote({ credits }: { credits: number | undefined }) {
  const t = useReportsText()
  if (credits === undefined || credits === 0) return null
  return <span className="report-nav__cost">{t('nav.cost', { count: credits })}</span>
}
