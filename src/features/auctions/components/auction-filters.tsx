import {
  AUCTION_AREA_TYPES,
  AUCTION_COMMODITIES,
  AUCTION_ORDER_CHOICES,
  AUCTION_PROVINCES,
  AUCTION_STATUSES,
} from '../../../shared/api/auction-options'
import { activeFilters, filtersOf, NO_FILTERS, type AuctionsSearch } from '../../../shared/auctions/auctions-search'
import { ChoiceSelect } from './choice-select'
import { ParticipantFields } from './participant-fields'

const asOptions = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }))
const PROVINCE_OPTIONS = asOptions(AUCTION_PROVINCES)
const COMMODITY_OPTIONS = asOptions(AUCTION_COMMODITIES)
const AREA_TYPE_OPTIONS = asOptions(AUCTION_AREA_TYPES)
const STATUS_OPTIONS = AUCTION_STATUSES.map((status) => ({
  value: status.value,
  label: `${status.label} (${status.value})`,
}))

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
      <ChoiceSelect
        label="Province"
        anyLabel="All provinces"
        value={search.province}
        options={PROVINCE_OPTIONS}
        onChange={(province) => {
          onCommit({ province })
        }}
      />
      <ChoiceSelect
        label="Commodity"
        anyLabel="All commodities"
        value={search.commodity}
        options={COMMODITY_OPTIONS}
        onChange={(commodity) => {
          onCommit({ commodity })
        }}
      />
      <ChoiceSelect
        label="Area type"
        anyLabel="WIUP and WIUPK"
        value={search.areaType}
        options={AREA_TYPE_OPTIONS}
        onChange={(areaType) => {
          onCommit({ areaType })
        }}
      />
      <ChoiceSelect
        label="Status"
        anyLabel="Any status"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => {
          onCommit({ status })
        }}
      />
      <ParticipantFields
        participant={search.participant}
        qualified={filters.qualified}
        minParticipants={search.minParticipants}
        onCommit={onCommit}
      />
      <ChoiceSelect
        label="Sort by"
        value={search.orderBy}
        options={AUCTION_ORDER_CHOICES}
        onChange={(orderBy) => {
          if (orderBy !== null) onCommit({ orderBy })
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
