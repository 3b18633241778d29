import { useAppText } from './text'

/** While a page's code loads: a quiet line, announced to screen readers, never a blank screen. */
export function PageLoading() {
  const t = useAppText()
  return (
    <p className="page-loading" role="status" aria-live="polite">
      {t('page.loading')}
    </p>
  )
}
