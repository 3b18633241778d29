import './saved.css'
import { useState } from 'react'
import type { CompanyRef } from '../lib/companies/company-figures'
import { parseTicker } from '../shared/ticker'
import { isWatched, savedStore, toggleWatched, useSaved } from '../lib/saved'
import { useComponentsText } from './text'

interface WatchButtonProps {
  company: CompanyRef
  /** smaller, for table rows */
  compact?: boolean
}

/**
 * "Watch" / "Watching": adds the company to the active watchlist or takes it out (the first Watch creates
 * "My watchlist"). A toggle button (aria-pressed) whose name carries the ticker, so a row's button is not one of
 * fifty "Watch"; what changed is also said in a status line for screen readers.
 */
export function WatchButton({ company: given, compact = false }: WatchButtonProps) {
  // rows of the IDX screener name companies `BBCA.JK`; the store keeps the canonical ticker
  const company = { market: given.market, symbol: parseTicker(given.market, given.symbol) ?? given.symbol }
  const { data } = useSaved()
  const t = useComponentsText()
  // what the last press did, said in the language shown (also after a switch)
  const [said, setSaid] = useState<'watch.added' | 'watch.removed' | null>(null)
  const watching = isWatched(data, company)
  return (
    <>
      <button
        type="button"
        className={compact ? 'watch-button watch-button--compact' : 'watch-button'}
        aria-pressed={watching}
        // in a table row only a star shows (drawn by CSS, so a cell's text stays its ticker); the name says it all
        aria-label={
          compact ? t(watching ? 'watch.watchingSymbol' : 'watch.watchSymbol', { symbol: company.symbol }) : undefined
        }
        onClick={() => {
          savedStore().update((current) => {
            const [next] = toggleWatched(current, company)
            setSaid(isWatched(next, company) ? 'watch.added' : 'watch.removed')
            return next
          })
        }}
      >
        {compact ? null : (
          <>
            <span aria-hidden="true">{watching ? '★ ' : '☆ '}</span>
            {watching ? t('watch.watching') : t('watch.watch')}
            <span className="visually-hidden"> {company.symbol}</span>
          </>
        )}
      </button>
      <span role="status" className="visually-hidden">
        {said === null ? '' : t(said, { symbol: company.symbol })}
      </span>
    </>
  )
}
