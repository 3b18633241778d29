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
import { commodityName, orderLabel, statusLabel } from '../labels'
import { useAuctionsText, type AuctionsT } from '../text'
import { ChoiceSelect } from './choice-select'
import { ParticipantFields } from './participant-fields'

const asOptions = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }))

/** The filters chosen from a fixed list, in the order they are shown, in the language shown. */
const choiceFilters = (t: AuctionsT): readonly ChoiceFilterField[] => [
  {
    key: 'province',
    label: t('column.province'),
    anyLabel: t('filters.anyProvince'),
    options: asOptions(AUCTION_PROVINCES),
  },
  {
    key: 'commodity_type',
    label: t('column.commodity'),
    anyLabel: t('filters.anyCommodity'),
    options: AUCTION_COMMODITIES.map((value) => ({ value, label: commodityName(t, value) })),
  },
  {
    key: 'area_type',
    label: t('column.areaType'),
    anyLabel: t('filters.anyAreaType'),
    options: asOptions(AUCTION_AREA_TYPES),
  },
  {
    key: 'status',
    label: t('column.status'),
    anyLabel: t('filters.anyStatus'),
    options: AUCTION_STATUSES.map(({ value }) => ({
      value,
      label: t('filters.statusOption', { label: statusLabel(t, value) ?? value, status: value }),
    })),
  },
]

interface ChoiceFilterField {
  key: ChoiceFilter
  label: string
  anyLabel: string
  options: readonly Option[]
}

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
  const t = useAuctionsText()
  const orders = AUCTION_ORDER_CHOICES.map(({ value }) => ({ value, label: orderLabel(t, value) }))
  return (
    <section className="auction-filters" aria-label={t('filters.label')}>
      {choiceFilters(t).map(({ key, label, anyLabel, options }) => (
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
        label={t('filters.sortBy')}
        value={search.order_by}
        options={orders}
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
        {t('filters.clear')}
      </button>
    </section>
  )
}
