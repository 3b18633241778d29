import type { Market } from '../../shared/catalogue'
import { SCREENER_DEFAULTS, serialiseScreenerSearch, type ScreenerSearch } from '../../shared/screener/screener-search'

import type messages from './messages/en.json'

type MessageKey = keyof typeof messages

export interface StarterScreen {
  /** the catalogue keys of its name and its description */
  title: MessageKey
  description: MessageKey
  search: ScreenerSearch
}

const screen = (title: MessageKey, description: MessageKey, patch: Partial<ScreenerSearch>): StarterScreen => ({
  title,
  description,
  search: { ...SCREENER_DEFAULTS, ...patch },
})

/** Ready-made screens: plain links to URLs, so they can be bookmarked and changed like any other screen. */
export const STARTER_SCREENS: Record<Market, readonly StarterScreen[]> = {
  idx: [
    screen('starter.cheapBanks', 'starter.cheapBanksHint', {
      where: "sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 10",
      orderBy: 'pe_ttm',
    }),
    screen('starter.dividendPayers', 'starter.dividendPayersHint', {
      where: 'yield_ttm >= 0.04',
      orderBy: '-yield_ttm',
    }),
    screen('starter.growingRevenue', 'starter.growingRevenueHint', {
      where: 'revenue[2024] > 0 and revenue[2025] > revenue[2024] * 1.2',
      orderBy: '-market_cap',
    }),
    screen('starter.lq45LossMakers', 'starter.lq45LossMakersHint', {
      where: "indices in ['LQ45'] and earnings[2025] < 0",
      orderBy: 'earnings[2025]',
    }),
  ],
  sgx: [
    screen('starter.sgxReits', 'starter.sgxReitsHint', {
      market: 'sgx',
      where: "sector = 'reit' and forward_dividend_yield is not null",
      orderBy: '-forward_dividend_yield',
    }),
    screen('starter.sgxLargeCaps', 'starter.sgxLargeCapsHint', {
      market: 'sgx',
      where: 'market_cap > 10000000000',
      orderBy: '-market_cap',
    }),
  ],
}

export const starterHref = (starter: StarterScreen) => `/screener?${serialiseScreenerSearch(starter.search)}`
