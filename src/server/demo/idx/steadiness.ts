import { clamp } from '../core/random'

/**
 * How much a company's revenue and profitability move from year to year, relative to the market's typical company
 * (1): banks, utilities, telcos and consumer staples are steadier, commodity producers and property developers more
 * volatile, and the bigger the company the steadier its figures. On the real exchange a large private bank grows its
 * earnings by roughly 10–30 % a year and a large telco within about ±20 %; the big swings are commodity producers'
 * and small caps'.
 */
const SECTOR_VOLATILITY: Readonly<Record<string, number>> = {
  banks: 0.55,
  utilities: 0.6,
  telecommunication: 0.6,
  tobacco: 0.6,
  'food-beverage': 0.7,
  'food-staples-retailing': 0.7,
  'nondurable-household-products': 0.7,
  'transportation-infrastructure': 0.75,
  insurance: 0.8,
  'oil-gas-coal': 1.3,
  'basic-materials': 1.25,
  'properties-real-estate': 1.25,
  'alternative-energy': 1.3,
}

/** The sub-sector of a company's key (`banks/3`). */
export const subSectorOfKey = (key: string): string => key.slice(0, key.indexOf('/'))

/**
 * A company's volatility of yearly figures, from its sub-sector and size (market.ts's sizeZ: standard units of log
 * market cap from the median): about 0.1 for the largest bank, 1 for a median company of an ordinary sub-sector, up
 * to about 1.7 for a small coal miner.
 */
export function yearlyVolatility(key: string, sizeZ: number): number {
  const sector = SECTOR_VOLATILITY[subSectorOfKey(key)] ?? 1
  const size = clamp(1 - 0.27 * sizeZ, 0.18, 1.3)
  return sector * size
}
