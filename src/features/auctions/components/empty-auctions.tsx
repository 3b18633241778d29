import {
  NO_FILTERS,
  participantPatch,
  type AuctionFilters,
  type AuctionsSearch,
} from '../../../shared/auctions/auctions-search'
import { activeFilterLabels } from '../labels'
import { useAuctionsText } from '../text'

interface EmptyAuctionsProps {
  filters: AuctionFilters
  onCommit: (patch: Partial<AuctionsSearch>) => void
}

/** No auction matches: name the filters in force and offer to drop each one. */
export function EmptyAuctions({ filters, onCommit }: EmptyAuctionsProps) {
  const t = useAuctionsText()
  const active = activeFilterLabels(t, filters)
  return (
    <div className="auctions-empty" role="status">
      <p>{t('empty.noMatch')}</p>
      <ul className="auctions-empty__offers">
        {active.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              onClick={() => {
                // dropping the participant drops "qualified only" too, which needs it
                onCommit(
                  filter.key === 'participant'
                    ? participantPatch(NO_FILTERS.participant)
                    : { [filter.key]: NO_FILTERS[filter.key] },
                )
              }}
            >
              {t('empty.remove', { filter: filter.label })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface PastLastPageProps {
  page: number
  lastPage: number
  onPage: (page: number) => void
}

/** A link to a page past the end (the set shrank since): say so and lead to the last one. */
export function PastLastPage({ page, lastPage, onPage }: PastLastPageProps) {
  const t = useAuctionsText()
  return (
    <div className="auctions-empty" role="status">
      <p>
        {t('empty.pastLastPage', { page, lastPage })}{' '}
        <button
          type="button"
          onClick={() => {
            onPage(lastPage)
          }}
        >
          {t('empty.goToPage', { page: lastPage })}
        </button>
      </p>
    </div>
  )
}
