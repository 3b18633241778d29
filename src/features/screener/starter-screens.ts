import type { Market } from '../../shared/catalogue'
import { SCREENER_DEFAULTS, serialiseScreenerSearch, type ScreenerSearch } from '../../shared/screener/screener-search'

export interface StarterScreen {
  title: string
  description: string
  search: ScreenerSearch
}

const screen = (title: string, description: string, patch: Partial<ScreenerSearch>): StarterScreen => ({
  title,
  description,
  search: { ...SCREENER_DEFAULTS, ...patch },
})

/** Ready-made screens: plain links to URLs, so they can be bookmarked and changed like any other screen. */
export const STARTER_SCREENS: Record<Market, readonly StarterScreen[]> = {
  idx: [
    screen('Cheap banks', 'Banks with a positive P/E under 10, cheapest first.', {
      where: "sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 10",
      orderBy: 'pe_ttm',
    }),
    screen('Dividend payers', 'A trailing dividend yield of 4 % or more, highest first.', {
      where: 'yield_ttm >= 0.04',
      orderBy: '-yield_ttm',
    }),
    screen('Growing revenue', 'Revenue up more than 20 % in 2025, largest companies first.', {
      where: 'revenue[2024] > 0 and revenue[2025] > revenue[2024] * 1.2',
      orderBy: '-market_cap',
    }),
    screen('LQ45 loss-makers', 'Members of LQ45 that lost money in 2025.', {
      where: "indices in ['LQ45'] and earnings[2025] < 0",
      orderBy: 'earnings[2025]',
    }),
  ],
  sgx: [
    screen('SGX REITs by yield', 'Real-estate investment trusts, highest forward yield first.', {
      market: 'sgx',
      where: "sector = 'reit' and forward_dividend_yield is not null",
      orderBy: '-forward_dividend_yield',
    }),
    screen('SGX large caps', 'Market cap above S$ 10 billion.', {
      market: 'sgx',
      where: 'market_cap > 10000000000',
      orderBy: '-market_cap',
    }),
  ],
}

export const starterHref = (starter: StarterScreen) => `/screener?${serialiseScreenerSearch(starter.search)}`
