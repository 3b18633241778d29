import { Link } from 'react-router'
import type { Market } from '../../../shared/catalogue'
import { sectionPath, viewsOf } from '../report-sections'

interface SectionNavProps {
  market: Market
  ticker: string
  current: string
}

/** The report's sections; each is a link, so a section can be opened, shared and reached with back and forward. */
export function SectionNav({ market, ticker, current }: SectionNavProps) {
  return (
    <nav className="report-nav" aria-label="Report sections">
      <ul>
        {viewsOf(market).map((view) => (
          <li key={view.slug}>
            <Link
              to={sectionPath(market, ticker, view.slug)}
              aria-current={view.slug === current ? 'page' : undefined}
              className={view.slug === current ? 'report-nav__link report-nav__link--current' : 'report-nav__link'}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
