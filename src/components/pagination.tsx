import { useId } from 'react'
import { useFormat } from '../lib/i18n/use-format'
import { OptionSelect } from './option-select'
import { useComponentsText } from './text'

interface PaginationProps {
  /** 1-based */
  page: number
  pageSize: number
  total: number
  pageSizes: readonly number[]
  /** while the next page loads, the controls stay but say so */
  busy?: boolean
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

/** "Showing 51–100 of 979", previous and next, and the page size. */
export function Pagination({ page, pageSize, total, pageSizes, busy = false, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId()
  const t = useComponentsText()
  const { formatCount } = useFormat()
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)
  return (
    <nav className="pagination" aria-label={t('pagination.label')} aria-busy={busy}>
      <p className="pagination__summary" aria-live="polite">
        {total === 0
          ? t('pagination.noResults')
          : t('pagination.showing', { first: formatCount(first), last: formatCount(last), total: formatCount(total) })}
      </p>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        {t('pagination.previous')}
      </button>
      <span className="pagination__page">
        {t('pagination.page', { page: formatCount(page), pages: formatCount(lastPage) })}
      </span>
      <button
        type="button"
        disabled={page >= lastPage}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        {t('pagination.next')}
      </button>
      <label htmlFor={sizeId}>{t('pagination.perPage')}</label>
      <OptionSelect
        id={sizeId}
        options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(size) => {
          onPageSize(Number(size))
        }}
      />
    </nav>
  )
}
