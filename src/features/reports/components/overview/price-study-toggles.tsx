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
  return (
    <div className="segmented price-studies" role="group" aria-label={t('studies.label')}>
      {MOVING_AVERAGE_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={search.averages.includes(days)}
          title={t('studies.averageName', { days })}
          onClick={() => {
            toggleAverage(days)
          }}
        >
          {t('studies.average', { days })}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={logOffered && search.log}
        disabled={!logOffered}
        title={t(logOffered ? 'studies.logName' : 'studies.logUnavailable')}
        onClick={() => {
          onChange({ log: !search.log })
        }}
      >
        {t('studies.log')}
      </button>
      <button
        type="button"
        aria-pressed={search.versus === 'index'}
        title={t('studies.versusName', { index: indexName })}
        onClick={() => {
          onChange({ versus: search.versus === 'index' ? 'none' : 'index' })
        }}
      >
        {t('studies.versus', { index: indexName })}
      </button>
    </div>
  )
}
