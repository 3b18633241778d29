import { useId } from 'react'
import { OptionSelect } from '../../../components/option-select'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import { MAP_INDICES, periodsOf, sectorsOf, type MapSearch } from '../map-search'
import { useMapText } from '../text'

export interface MapFiltersProps {
  search: MapSearch
  onChange: (patch: Partial<MapSearch>) => void
}

const ALL_SECTORS = 'all'

/** The period the colours show, the index (IDX only) and the sector drawn; each choice is one history entry. */
export function MapFilters({ search, onChange }: MapFiltersProps) {
  const t = useMapText()
  const classificationName = useClassificationName()
  const indexId = useId()
  const sectorId = useId()
  const sectors = sectorsOf(search.market).map((sector) => ({
    value: sector.slug,
    label: classificationName('sector', sector.slug),
  }))
  return (
    <div className="market-map__filters">
      <SegmentedChoice
        label={t('period.label')}
        options={periodsOf(search.market).map((period) => ({
          value: period,
          label: t(`period.short.${period}`),
          title: t(`period.name.${period}`),
        }))}
        value={search.period}
        onChange={(period) => {
          onChange({ period })
        }}
      />
      {search.market === 'idx' && (
        <span className="market-map__filter">
          <label htmlFor={indexId}>{t('index.label')}</label>
          <OptionSelect
            id={indexId}
            options={[
              { value: 'all', label: t('index.all') },
              ...MAP_INDICES.map((code) => ({ value: code, label: code.toUpperCase() })),
            ]}
            value={search.index}
            onChange={(index) => {
              onChange({ index })
            }}
          />
        </span>
      )}
      <span className="market-map__filter">
        <label htmlFor={sectorId}>{t('sector.label')}</label>
        <OptionSelect
          id={sectorId}
          options={[{ value: ALL_SECTORS, label: t('sector.all') }, ...sectors]}
          value={search.sector ?? ALL_SECTORS}
          onChange={(sector) => {
            onChange({ sector: sector === ALL_SECTORS ? null : sector })
          }}
        />
      </span>
    </div>
  )
}
