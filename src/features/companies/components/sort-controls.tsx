import { useId } from 'react'
import type { CompanySortKey } from '../../../shared/api/companies'
import { SORT_KEY_INFO, SORT_KEYS_IN_PICKER_ORDER } from '../sort-keys'

export interface SortControlsProps {
  sortBy: CompanySortKey
  descending: boolean
  /** a key picked from the list: the caller sorts numbers largest first, names from A */
  onSortBy: (key: CompanySortKey) => void
  onDescending: (descending: boolean) => void
}

/** "Sort by" with the service's ten keys in words, and "Descending". */
export function SortControls({ sortBy, descending, onSortBy, onDescending }: SortControlsProps) {
  const sortId = useId()
  const descendingId = useId()
  return (
    <div className="sort-controls">
      <label htmlFor={sortId}>Sort by</label>
      <select
        id={sortId}
        value={sortBy}
        onChange={(event) => {
          const key = SORT_KEYS_IN_PICKER_ORDER.find((candidate) => candidate === event.target.value)
          if (key !== undefined) onSortBy(key)
        }}
      >
        {SORT_KEYS_IN_PICKER_ORDER.map((key) => (
          <option key={key} value={key}>
            {SORT_KEY_INFO[key].label}
          </option>
        ))}
      </select>
      <input
        id={descendingId}
        type="checkbox"
        checked={descending}
        onChange={(event) => {
          onDescending(event.target.checked)
        }}
      />
      <label htmlFor={descendingId}>Descending</label>
    </div>
  )
}
