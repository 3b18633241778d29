import { FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import type { Quantiles } from './random'

/**
 * The aggregate facts of the real markets the demo is tuned to (counts per sub-sector, size and ratio quantiles,
 * shares of loss-makers and missing values), written here as our own figures, in one
 * place. Points at u = 0 and u = 1 are our own choices for the tails the calibration does not state.
 */

/** Companies per IDX sub-sector slug at scale 1 (979 in all, recently delisted included). */
export const IDX_SUB_SECTOR_COUNTS: Readonly<Record<string, number>> = {
  'basic-materials': 115,
  'food-beverage': 102,
  'properties-real-estate': 95,
  'oil-gas-coal': 89,
  'consumer-services': 53,
  banks: 48,
  'industrial-goods': 40,
  'software-it-services': 36,
  retailing: 33,
  'heavy-constructions-civil-engineering': 29,
  'logistics-deliveries': 28,
  'healthcare-equipment-providers': 26,
  'apparel-luxury-goods': 24,
  'industrial-services': 23,
  telecommunication: 23,
  'holding-investment-companies': 20,
  'media-entertainment': 20,
  'automobiles-components': 19,
  insurance: 19,
  'financing-service': 16,
  'pharmaceuticals-health-care-research': 15,
  'food-staples-retailing': 14,
  'household-goods': 14,
  transportation: 12,
  'nondurable-household-products': 12,
  'technology-hardware-equipment': 11,
  utilities: 11,
  'transportation-infrastructure': 9,
  'investment-service': 6,
  tobacco: 5,
  'multi-sector-holdings': 5,
  'leisure-goods': 5,
  'alternative-energy': 2,
}

export const LISTING_BOARDS = ['Development', 'Main', 'Watchlist', 'Acceleration', 'New Economy'] as const
export type ListingBoard = (typeof LISTING_BOARDS)[number]

/** Listing-board counts of 977 companies. */
export const IDX_BOARD_COUNTS: Readonly<Record<ListingBoard, number>> = {
  Development: 456,
  Main: 262,
  Watchlist: 212,
  Acceleration: 44,
  'New Economy': 3,
}

/**
 * Listings by decade (of 979). The first IDX listing was in 1977; within the 2020s the real yearly IPO counts
 * (51, 54, 59, 79, 41 for 2020–2024, a quieter 2025 and a few so far in 2026) weight the years.
 */
export const IDX_LISTING_DECADES: readonly { count: number; years: readonly (readonly [number, number])[] }[] = [
  { count: 2, years: [1977, 1978, 1979].map((y) => [y, 1] as const) },
  { count: 36, years: range(1980, 1989).map((y) => [y, y >= 1988 ? 4 : 1] as const) },
  { count: 174, years: range(1990, 1999).map((y) => [y, 1] as const) },
  { count: 147, years: range(2000, 2009).map((y) => [y, 1] as const) },
  { count: 303, years: range(2010, 2019).map((y) => [y, 1] as const) },
  {
    count: 315,
    years: [
      [2020, 51],
      [2021, 54],
      [2022, 59],
      [2023, 79],
      [2024, 41],
      [2025, 26],
      [2026, 5],
    ],
  },
]

/** The levels each calibration table gives a value at: the ends, p5, the quartiles, p95, and p99 where known. */
const LEVELS = [0, 0.05, 0.25, 0.5, 0.75, 0.95, 0.99, 1] as const

/** A quantile table from its values at LEVELS, in order (seven values: no p99). */
function atLevels(...values: number[]): Quantiles {
  const levels = values.length === LEVELS.length ? LEVELS : LEVELS.filter((level) => level !== 0.99)
  if (values.length !== levels.length) throw new Error(`a quantile table of ${String(values.length)} values`)
  return values.map((value, i) => [levels[i] ?? 1, value] as const)
}

/** Market cap (IDR), year-end 2021 quantiles; the tail runs to the 2026 largest (about 1.2e15). */
export const IDX_MARKET_CAP_QUANTILES = atLevels(6e9, 8.2e10, 3.5e11, 1.3e12, 5.3e12, 4.7e13, 1.6e14, 1.2e15)
export const IDX_LARGEST_MARKET_CAP = 1.2e15
export const IDX_BIG_BANK_MARKET_CAP = 7.5e14

/** Yearly revenue (IDR), FY2023–2024; p5 and the ends are ours. */
export const IDX_REVENUE_QUANTILES = atLevels(3e8, 1.2e10, 1.1e11, 1.2e12, 4.3e12, 2e13, 1.1e14, 3.2e14)

/** Employees of 866 of 977 companies (the rest report none). */
export const IDX_EMPLOYEE_QUANTILES = atLevels(3, 10, 78, 338, 1344, 11219, 31155, 136229)
export const IDX_EMPLOYEE_NULL_SHARE = 1 - 866 / 977

/** Net margin (earnings / revenue). Linear interpolation puts about 24.9 % of company-years below zero. */
export const NET_MARGIN_QUANTILES = atLevels(-3, -0.85, 0.003, 0.052, 0.126, 0.37, 0.75)

/** Revenue growth year on year, with a long right tail. */
export const REVENUE_GROWTH_QUANTILES = atLevels(-0.75, -0.4, -0.08, 0.047, 0.16, 0.47, 2.5)

/** SGX market cap (SGD): median about 1e8, the largest (a bank) about 1.9e11. Inner points are our own. */
export const SGX_MARKET_CAP_QUANTILES = atLevels(2e6, 6e6, 2.8e7, 1e8, 4.5e8, 5e9, 3.5e10, 1.9e11)
export const SGX_LARGEST_MARKET_CAP = 1.9e11

/** SGX employees (our own estimate; REITs are externally managed and report none). */
export const SGX_EMPLOYEE_QUANTILES = atLevels(4, 15, 90, 350, 1500, 12000, 60000)

/** First and latest fiscal years with reported data, and the forecast years of covered companies. */
export const FIRST_YEAR = FIRST_FISCAL_YEAR
export const LATEST_YEAR = LATEST_FISCAL_YEAR
export const FORECAST_YEARS = [2026, 2027] as const

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
