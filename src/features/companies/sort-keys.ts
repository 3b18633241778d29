import { COMPANY_SORT_KEYS } from '../../shared/api/requests/companies'
import type { CompanySortKey } from '../../shared/api/companies'
import { idxSpecs } from '../../shared/catalogue'
import { formatMoney, formatPercent, formatRatio } from '../../lib/format'

/**
 * The fiscal year of the list's yearly metrics: the service sorts on the latest complete fiscal year
 * (`src/server/routes/companies-v1.ts` reads it from the same catalogue); market cap is the current one.
 */
export const LIST_FISCAL_YEAR = idxSpecs.latestYear

export interface SortKeyInfo {
  /** in words, as the picker offers it */
  readonly label: string
  /** text keys sort A→Z first; numbers largest first */
  readonly kind: 'text' | 'number'
  /** unit and period in the value column's header ("IDR, FY2025"); text keys have no value column */
  readonly unit?: string
  readonly description?: string
  readonly format?: (value: number) => string
}

const fiscal = `FY${LIST_FISCAL_YEAR}`
const rupiah = (value: number) => formatMoney(value, 'IDR')

export const SORT_KEY_INFO: Readonly<Record<CompanySortKey, SortKeyInfo>> = {
  symbol: { label: 'Symbol', kind: 'text' },
  company_name: { label: 'Company name', kind: 'text' },
  market_cap: {
    label: 'Market cap',
    kind: 'number',
    unit: 'IDR, latest',
    description: 'Market capitalisation at the latest close.',
    format: rupiah,
  },
  dividend_yield: {
    label: 'Dividend yield',
    kind: 'number',
    unit: `%, ${fiscal}`,
    description: `Dividends of fiscal year ${LIST_FISCAL_YEAR} over the price.`,
    format: formatPercent,
  },
  total_dividend: {
    label: 'Total dividend',
    kind: 'number',
    unit: `IDR per share, ${fiscal}`,
    description: `Dividends per share paid for fiscal year ${LIST_FISCAL_YEAR}.`,
    format: rupiah,
  },
  revenue: {
    label: 'Revenue',
    kind: 'number',
    unit: `IDR, ${fiscal}`,
    description: `Revenue of fiscal year ${LIST_FISCAL_YEAR}.`,
    format: rupiah,
  },
  earnings: {
    label: 'Earnings',
    kind: 'number',
    unit: `IDR, ${fiscal}`,
    description: `Net income of fiscal year ${LIST_FISCAL_YEAR}; losses are negative.`,
    format: rupiah,
  },
  pb: {
    label: 'P/B',
    kind: 'number',
    unit: `×, ${fiscal}`,
    description: 'Price to book value.',
    format: formatRatio,
  },
  pe: {
    label: 'P/E',
    kind: 'number',
    unit: `×, ${fiscal}`,
    description: 'Price to earnings; negative for a loss.',
    format: formatRatio,
  },
  ps: { label: 'P/S', kind: 'number', unit: `×, ${fiscal}`, description: 'Price to sales.', format: formatRatio },
}

const NAME_KEYS: readonly CompanySortKey[] = ['symbol', 'company_name']

/**
 * The picker's order: names first, then the metrics in the API's own order (size, dividends, results, valuation),
 * which is the order people ask for them; one list to keep, not two.
 */
export const SORT_KEYS_IN_PICKER_ORDER: readonly CompanySortKey[] = [
  ...NAME_KEYS,
  ...COMPANY_SORT_KEYS.filter((key) => !NAME_KEYS.includes(key)),
]

/** The direction a key is first sorted in: numbers largest first, names from A. */
export const naturallyDescending = (key: CompanySortKey): boolean => SORT_KEY_INFO[key].kind === 'number'
