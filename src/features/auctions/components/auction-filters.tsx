import {
  AUCTION_AREA_TYPES,
  AUCTION_COMMODITIES,
  AUCTION_ORDER_CHOICES,
  AUCTION_PROVINCES,
  AUCTION_STATUSES,
} from '../../../shared/api/auction-options'
import {
  activeFilters,
  choicePatch,
  filtersOf,
  NO_FILTERS,
  type AuctionsSearch,
  type ChoiceFilter,
} from '../../../shared/auctions/auctions-search'
import { ChoiceSelect } from './choice-select'
import { ParticipantFields } from './participant-fields'

const asOptions = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }))

/** The filters chosen from a fixed list, in the order they are shown. */
const CHOICE_FILTERS: readonly { key: ChoiceFilter; label: string; anyLabel: string; options: readonly Option[] }[] = [
  { key: 'province', label: 'Province', anyLabel: 'All provinces', options: asOptions(AUCTION_PROVINCES) },
  { key: 'commodity_type', label: 'Commodity', anyLabel: 'All commodities', options: asOptions(AUCTION_COMMODITIES) },
  { key: 'area_type', label: 'Area type', anyLabel: 'WIUP and WIUPK', options: asOptions(AUCTION_AREA_TYPES) },
  {
    key: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: AUCTION_STATUSES.map((status) => ({ value: status.value, label: `${status.label} (${status.value})` })),
  },
]

interface Option {
  value: string
  label: string
}

interface AuctionFiltersProps {
  search: AuctionsSearch
  onCommit: (patch: Partial<AuctionsSearch>) => void
}

/** The list's filters and order; every change is one step in the history. */
export function AuctionFilters({ search, onCommit }: AuctionFiltersProps) {
  const filters = filtersOf(search)
  const anyActive = activeFilters(filters).length > 0
  return (
    <section className="auction-filters" aria-label="Filters">
      {CHOICE_FILTERS.map(({ key, label, anyLabel, options }) => (
        <ChoiceSelect
          key={key}
          label={label}
          anyLabel={anyLabel}
          value={search[key]}
          options={options}
          onChange={(value) => {
            const patch = choicePatch(key, value ?? '')
            if (patch !== null) onCommit(patch)
          }}
        />
      ))}
      <ParticipantFields
        participant={search.participant}
        qualified={filters.qualified}
        minParticipants={search.min_participants}
        onCommit={onCommit}
      />
      <ChoiceSelect
        label="Sort by"
        value={search.order_by}
        options={AUCTION_ORDER_CHOICES}
        onChange={(order_by) => {
          if (order_by !== null) onCommit({ order_by })
        }}
      />
      <button
        type="button"
        className="auction-filters__clear"
        disabled={!anyActive}
        onClick={() => {
          onCommit(NO_FILTERS)
        }}
      >
        Clear filters
      </button>
    </section>
  )
}
