/**
 * How IDX sub-sectors differ: size, valuation, balance-sheet shape and staffing. The figures are rough medians
 * chosen so the market-wide quantiles land on calibration (revenue p50 ≈ 1.2e12 against market cap p50 ≈ 1.3e12,
 * total assets p50 ≈ 2.4e12); the per-sector spread is ours.
 */
export interface SubSectorProfile {
  /** Added to a company's size score: banks, telecoms and tobacco skew large. */
  readonly sizeTilt: number
  /** Median price-to-sales at year end. */
  readonly priceToSales: number
  /** Median revenue over total assets. */
  readonly assetTurnover: number
  readonly grossMargin: number
  readonly fixedAssetShare: number
  readonly inventoryShare: number
  /** Added to the employee score: plantations, retail and garments employ many; holdings few. */
  readonly labour: number
  /** Where state-owned enterprises plausibly operate. */
  readonly stateOwned: boolean
}

const p = (
  sizeTilt: number,
  priceToSales: number,
  assetTurnover: number,
  grossMargin: number,
  fixedAssetShare: number,
  inventoryShare: number,
  labour: number,
  stateOwned = false,
): SubSectorProfile => ({
  sizeTilt,
  priceToSales,
  assetTurnover,
  grossMargin,
  fixedAssetShare,
  inventoryShare,
  labour,
  stateOwned,
})

const PROFILES: Readonly<Record<string, SubSectorProfile>> = {
  'oil-gas-coal': p(0.3, 0.9, 0.6, 0.25, 0.4, 0.06, 0.2, true),
  'alternative-energy': p(0.8, 3, 0.15, 0.35, 0.6, 0.02, -0.5),
  'basic-materials': p(0, 1, 0.6, 0.2, 0.4, 0.15, 0.2, true),
  'industrial-goods': p(-0.2, 0.7, 0.7, 0.2, 0.3, 0.2, 0.2, true),
  'industrial-services': p(-0.3, 0.9, 0.8, 0.25, 0.2, 0.05, 0.5),
  'multi-sector-holdings': p(0.6, 0.9, 0.4, 0.22, 0.3, 0.1, 0.8),
  'food-staples-retailing': p(0, 0.5, 1.6, 0.2, 0.25, 0.3, 0.8),
  'food-beverage': p(0.1, 1.2, 0.8, 0.25, 0.4, 0.15, 1, true),
  tobacco: p(0.5, 1.5, 1, 0.2, 0.25, 0.4, 1.2),
  'nondurable-household-products': p(-0.1, 1.2, 1, 0.35, 0.3, 0.2, 0.3),
  'automobiles-components': p(0, 0.7, 0.9, 0.15, 0.3, 0.15, 0.6),
  'household-goods': p(-0.5, 0.9, 0.8, 0.25, 0.3, 0.25, 0.2),
  'leisure-goods': p(-0.6, 1.2, 0.8, 0.25, 0.2, 0.25, -0.2),
  'apparel-luxury-goods': p(-0.5, 0.6, 0.8, 0.18, 0.4, 0.25, 1.2),
  'consumer-services': p(-0.3, 2, 0.35, 0.45, 0.55, 0.03, 0.3),
  'media-entertainment': p(-0.1, 2, 0.5, 0.4, 0.3, 0.02, 0),
  retailing: p(-0.1, 0.5, 1.4, 0.25, 0.25, 0.35, 0.6),
  'healthcare-equipment-providers': p(0.1, 2.5, 0.7, 0.35, 0.55, 0.05, 0.7),
  'pharmaceuticals-health-care-research': p(0.1, 1.8, 0.9, 0.45, 0.3, 0.2, 0.5, true),
  banks: p(0.9, 3, 0.09, 0, 0.02, 0, 0.5, true),
  'financing-service': p(-0.2, 2, 0.2, 0.6, 0.02, 0, 0),
  'investment-service': p(-0.2, 3, 0.15, 0.7, 0.02, 0, -0.8),
  insurance: p(-0.1, 1.2, 0.3, 0.3, 0.03, 0, -0.3, true),
  'holding-investment-companies': p(0, 4, 0.15, 0.4, 0.1, 0.03, -1),
  'properties-real-estate': p(-0.1, 2.5, 0.15, 0.45, 0.15, 0.35, -0.4, true),
  'software-it-services': p(0.1, 3, 0.7, 0.4, 0.1, 0.03, -0.2),
  'technology-hardware-equipment': p(-0.4, 1, 0.9, 0.2, 0.2, 0.2, -0.3),
  'transportation-infrastructure': p(0.4, 2.5, 0.2, 0.4, 0.7, 0.01, 0.3, true),
  'heavy-constructions-civil-engineering': p(-0.1, 0.6, 0.5, 0.12, 0.15, 0.1, 0.3, true),
  telecommunication: p(0.7, 2, 0.4, 0.5, 0.6, 0.02, 0.4, true),
  utilities: p(0.5, 2, 0.3, 0.3, 0.65, 0.02, 0.1, true),
  transportation: p(-0.3, 1, 0.5, 0.2, 0.6, 0.02, 0.2, true),
  'logistics-deliveries': p(-0.5, 1, 0.7, 0.2, 0.45, 0.02, 0),
}

export function profileOf(subSectorSlug: string): SubSectorProfile {
  const profile = PROFILES[subSectorSlug]
  if (!profile) throw new Error(`no demo profile for IDX sub-sector ${subSectorSlug}`)
  return profile
}

/** How a company's statements are shaped: banks and insurers report their own line items. */
export type StatementKind = 'bank' | 'insurer' | 'general'

export function statementKind(subSectorSlug: string): StatementKind {
  if (subSectorSlug === 'banks') return 'bank'
  if (subSectorSlug === 'insurance') return 'insurer'
  return 'general'
}

/**
 * Relative share of a sub-sector's companies per sub-industry, where an even spread would look wrong
 * (coal producers outnumber drilling firms; almost every property company is a developer). Default 1.
 */
export const SUB_INDUSTRY_WEIGHTS: Readonly<Record<string, number>> = {
  'Oil & Gas Production & Refinery': 10,
  'Oil & Gas Storage & Distribution': 12,
  'Coal Production': 35,
  'Coal Distribution': 10,
  'Oil & Gas Drilling Service': 5,
  'Oil, Gas & Coal Equipment & Services': 17,
  'Basic Chemicals': 12,
  'Agricultural Chemicals': 4,
  'Specialty Chemicals': 10,
  'Construction Materials': 12,
  'Containers & Packaging': 14,
  Aluminum: 4,
  Cooper: 1,
  Gold: 8,
  'Iron & Steel': 16,
  'Precious Metals & Minerals': 3,
  'Diversified Metals & Minerals': 12,
  'Mining Equipment & Services': 5,
  Timber: 3,
  Paper: 9,
  'Diversified Forest Products': 2,
  Liquors: 3,
  'Soft Drinks': 10,
  'Dairy Products': 5,
  'Processed Foods': 36,
  'Fish, Meat, & Poultry': 14,
  'Plantations & Crops': 34,
  'Real Estate Development & Management': 85,
  'Real Estate Services': 10,
  'Gaming Venue': 0.5,
  'Hotels, Resorts & Cruise Lines': 20,
  'Travel Agencies': 4,
  'Recreational & Sports Facilities': 6,
  Restaurants: 12,
  'Education Services': 4,
  'Consumer Support Services': 6,
  'Insurance Brokers': 1,
  'General Insurance': 10,
  'Life Insurance': 5,
  Reinsurance: 3,
  'Consumer Financing': 10,
  'Venture Capital': 1,
  'Specialize Business Financing': 5,
  'Investment Management': 1,
  'Investment Banking & Brokerage Services': 4,
  'Market Operators': 0.2,
  'Investment Support Service': 1,
  'Financial Holdings': 6,
  'Investment Companies': 14,
}

/** Sub-industries whose companies may have no revenue at all (holding vehicles, pre-revenue miners). */
export const NO_REVENUE_SUB_INDUSTRIES: ReadonlySet<string> = new Set([
  'Investment Companies',
  'Financial Holdings',
  'Multi-sector Holdings',
  'Gold',
  'Diversified Metals & Minerals',
  'Precious Metals & Minerals',
  'Coal Production',
])
