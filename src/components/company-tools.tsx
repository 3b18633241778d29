import { Link } from 'react-router'
import type { CompanyRef } from '../lib/companies/company-figures'
import { useKeyboardShortcut } from '../lib/keyboard'
import { savedStore, toggleWatched } from '../lib/saved'
import { comparePath } from '../lib/companies/compare-path'
import { ComponentsText, useComponentsText } from './text'
import { WatchButton } from './watch-button'

/** A report's own tools: Watch (also the `w` key) and Compare, which opens the comparison with this company in it. */
export function CompanyTools({ company }: { company: CompanyRef }) {
  const t = useComponentsText()
  useKeyboardShortcut('w', () => {
    savedStore().update((data) => toggleWatched(data, company)[0])
  })
  return (
    <div className="company-tools">
      <WatchButton company={company} />
      <Link to={comparePath([company])} className="button-link">
        {t('company.compare')}
      </Link>
      <span className="muted company-tools__hint">
        <ComponentsText id="company.watchHint" components={{ 0: <kbd /> }} />
      </span>
    </div>
  )
}
