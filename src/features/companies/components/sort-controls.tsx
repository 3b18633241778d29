import { useId } from 'react'
import type { CompanySortKey } from '../../../shared/api/companies'
import { OptionSelect } from '../../../components/option-select'
import { SORT_KEYS_IN_PICKER_ORDER } from '../sort-keys'
import { useCompaniesText } from '../text'

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
  const t = useCompaniesText()
  return (
    <div className="sort-controls">
      <label htmlFor={sortId}>{t('sort.by')}</label>
      <OptionSelect
        id={sortId}
        options={SORT_KEYS_IN_PICKER_ORDER.map((key) => ({ value: key, label: t(`sortKey.${key}`) }))}
        value={sortBy}
        onChange={onSortBy}
      />
      <input
        id={descendingId}
        type="checkbox"
        checked={descending}
        onChange={(event) => {
          onDescending(event.target.checked)
        }}
      />
      <label htmlFor={descendingId}>{t('sort.descending')}</label>
    </div>
  )
}
