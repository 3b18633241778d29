/** While a page's code loads: a quiet line, announced to screen readers, never a blank screen. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      Loading…
    </p>
  )
}
