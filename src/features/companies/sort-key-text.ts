import type { CompanySortKey } from '../../shared/api/companies'
import type { Formats } from '../../lib/i18n/use-format'
import { LIST_FISCAL_YEAR, SORT_KEY_INFO, type SortKeyInfo } from './sort-keys'
import type { CompaniesT } from './text'

type MetricKey = Exclude<CompanySortKey, 'symbol' | 'company_name'>

const isMetric = (key: CompanySortKey): key is MetricKey => SORT_KEY_INFO[key].kind === 'number'

const formatOf = (key: MetricKey, { formatMoney, formatPercent, formatRatio }: Formats) => {
  if (key === 'dividend_yield') return formatPercent
  if (key === 'pb' || key === 'pe' || key === 'ps') return formatRatio
  return (value: number) => formatMoney(value, 'IDR')
}

/**
 * A sort key in the language shown: SORT_KEY_INFO's label, unit and description from the catalogue, its values
 * written by the locale's formatting functions.
 */
export function sortKeyText(key: CompanySortKey, t: CompaniesT, formats: Formats): SortKeyInfo {
  const { kind } = SORT_KEY_INFO[key]
  const label = t(`sortKey.${key}`)
  if (!isMetric(key)) return { label, kind }
  return {
    label,
    kind,
    unit: t(`unit.${key}`, { fiscal: `FY${String(LIST_FISCAL_YEAR)}` }),
    description: t(`description.${key}`, { year: String(LIST_FISCAL_YEAR) }),
    format: formatOf(key, formats),
  }
}
