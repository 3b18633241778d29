import { formatCount } from '../lib/format'
import { OptionSelect } from './option-select'
import { useId } from 'react'

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
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)
  return (
    <nav className="pagination" aria-label="Pages" aria-busy={busy}>
      <p className="pagination__summary" aria-live="polite">
        {total === 0 ? 'No results' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        Previous page
      </button>
      <span className="pagination__page">
        Page {page} of {lastPage}
      </span>
      <button
        type="button"
        disabled={page >= lastPage}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        Next page
      </button>
      <label htmlFor={sizeId}>Per page</label>
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
