import { Link, useLocation } from 'react-router'
import { useDocumentTitle } from '../lib/document-title'
import { AppText, useAppText } from './text'

export function NotFoundPage() {
  const location = useLocation()
  const t = useAppText()
  useDocumentTitle(t('notFound.title'))
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>
        <AppText id="notFound.body" values={{ path: location.pathname }} components={{ 0: <code /> }} />
      </p>
      <p>
        <Link to="/screener">{t('notFound.toScreener')}</Link>
      </p>
    </section>
  )
}
