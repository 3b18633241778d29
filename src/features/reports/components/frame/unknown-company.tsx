import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from '../../../../lib/document-title'
import { useReportsText } from '../../text'

interface ReportProblemProps {
  title: string
  children?: ReactNode
  /** the app's ticker search, passed in by the route (features do not import the app) */
  tickerSearch?: ReactNode
}

/** A report link that leads nowhere: what went wrong, a search for the right ticker, and the way to the screener. */
export function ReportProblem({ title, children, tickerSearch }: ReportProblemProps) {
  const t = useReportsText()
  useDocumentTitle(title)
  return (
    <section className="panel report-problem" aria-labelledby="report-problem-title">
      <h1 id="report-problem-title">{title}</h1>
      {children}
      {tickerSearch !== undefined && <div className="report-problem__search">{tickerSearch}</div>}
      <p>
        <Link to="/screener">{t('problem.findInScreener')}</Link>
      </p>
    </section>
  )
}
