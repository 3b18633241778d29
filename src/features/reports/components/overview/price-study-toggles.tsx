import { ToggleGroup } from '../../../../components/segmented-choice'
import { MOVING_AVERAGE_DAYS, type MovingAverageDays } from '../../api/price-series'
import { LOG_RANGES, type ReportSearch } from '../../report-search'
import { useReportsText } from '../../text'

interface PriceStudyTogglesProps {
  search: ReportSearch
  /** the index "vs index" compares with, as its name is written (IHSG, STI) */
  indexName: string
  onChange: (patch: Partial<ReportSearch>) => void
}

/** The price chart's studies as toggle buttons: the moving averages, a log scale and the comparison with the index. */
export function PriceStudyToggles({ search, indexName, onChange }: PriceStudyTogglesProps) {
  const t = useReportsText()
  const logOffered = LOG_RANGES.includes(search.range)
  const toggleAverage = (days: MovingAverageDays) => {
    const on = search.averages.includes(days)
    onChange({ averages: on ? search.averages.filter((d) => d !== days) : [...search.averages, days] })
  }
  const averages = MOVING_AVERAGE_DAYS.map((days) => ({
    key: `ma${String(days)}`,
    label: t('studies.average', { days }),
    title: t('studies.averageName', { days }),
    pressed: search.averages.includes(days),
    onClick: () => {
      toggleAverage(days)
    },
  }))
  return (
    <ToggleGroup
      label={t('studies.label')}
      className="price-studies"
      buttons={[
        ...averages,
        {
          key: 'log',
          label: t('studies.log'),
          title: t(logOffered ? 'studies.logName' : 'studies.logUnavailable'),
          pressed: logOffered && search.log,
          disabled: !logOffered,
          onClick: () => {
            onChange({ log: !search.log })
          },
        },
        {
          key: 'versus',
          label: t('studies.versus', { index: indexName }),
          title: t('studies.versusName', { index: indexName }),
          pressed: search.versus === 'index',
          onClick: () => {
            onChange({ versus: search.versus === 'index' ? 'none' : 'index' })
          },
        },
      ]}
    />
  )
}
