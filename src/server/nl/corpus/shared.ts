/** Conditions the corpus repeats, written once. The latest complete fiscal year of the demo market is 2025. */
export const BANKS = "sub_sector = 'banks'"
export const COAL = "industry = 'coal'"
export const HEALTH = "sector = 'healthcare'"
export const INSURERS = "sub_sector = 'insurance'"
export const PROPERTY = "sector = 'properties-real-estate'"
export const TECH = "sector = 'technology'"
export const TELCOS = "sub_sector = 'telecommunication'"
export const ENERGY = "sector = 'energy'"
export const STAPLES = "sector = 'consumer-non-cyclicals'"
export const PLANTATIONS = "sub_industry = 'plantations-crops'"
export const CEMENT = "industry = 'construction-materials'"
export const RETAIL = "sub_sector = 'retailing'"
export const NICKEL = "sub_industry = 'diversified-metals-minerals'"
export const SGX_BANKS = "sub_sector = 'banks-credit-services'"
export const REITS = "sector = 'reit'"
export const HOSPITALS = "industry = 'healthcare-providers'"
export const GOLD = "sub_industry = 'gold'"
export const PHARMA = "industry = 'pharmaceuticals'"

export const GOVERNMENT =
  "major_shareholders_name in ['Negara Republik Indonesia', 'PT Danantara Asset Management'] and " +
  'major_shareholders_share_percentage > 0.5'

export const SMALL_IDX = 'market_cap < 1000000000000'
export const MID_IDX = 'market_cap >= 1000000000000 and market_cap < 10000000000000'
export const LARGE_IDX = 'market_cap >= 10000000000000'
export const SMALL_SGX = 'market_cap < 300000000'
export const MID_SGX = 'market_cap >= 300000000 and market_cap < 1000000000'
export const LARGE_SGX = 'market_cap >= 1000000000'

export const LOW_DEBT = 'der_mrq >= 0 and der_mrq < 0.5'
export const HIGH_DEBT = 'der_mrq > 2'
export const HIGH_MARGIN = 'net_profit_margin[2025] > 0.2'
export const UNDERVALUED = 'pb_mrq > 0 and pb_mrq < 1'
export const NEAR_52W_HIGH = 'last_close_price >= 0.95 * 52_w_high_price'
export const NEAR_52W_LOW = 'last_close_price <= 1.05 * 52_w_low_price'
export const NEAR_ATH = 'last_close_price >= 0.95 * all_time_high_price'
export const NEAR_ATL = 'last_close_price <= 1.05 * all_time_low_price'

/** The growth of a metric in 2025 over 2024, as the translator writes it (a positive base, then the ratio). */
export const GROWTH_2025 = (metric: string) =>
  `${metric}[2024] > 0 and (${metric}[2025] - ${metric}[2024]) / ${metric}[2024]`
