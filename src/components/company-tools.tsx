import { Link } from 'react-router'
import type { CompanyRef } from '../lib/companies/company-figures'
import { useKeyboardShortcut } from '../lib/keyboard'
import { savedStore, toggleWatched } from '../lib/saved'
import { comparePath } from '../lib/companies/compare-path'
import { WatchButton } from './watch-button'

/** A report's own tools: Watch (also the `w` key) and Compare, which opens the comparison with this company in it. */
export function CompanyTools({ company }: { company: CompanyRef }) {
  useKeyboardShortcut('w', () => {
    savedStore().update((data) => toggleWatched(data, company)[0])
  })
  return (
    <div className="company-tools">
      <WatchButton company={company} />
      <Link to={comparePath([company])} className="button-link">
        Compare
      </Link>
      <span className="muted company-tools__hint">
        Press <kbd>w</kbd> to watch
      </span>
    </div>
  )
}
