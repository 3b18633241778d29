import type { CorpusEntry } from './entry'
import { corpusGroup, SGX } from './entry'
import * as S from './shared'

/**
 * The tuning set's third part for issue 47, English: a class named by its companies' activity (producers, growers,
 * planters, miners, one word or two), British and Australian courtesy around a request, a plus beside a price-level
 * condition, and a multiple of change said of a class alone. Written as a person would ask; the held-out split
 * (held-out/) is never tuned on. (tuning-everyday.ts is full: new rows start here.)
 */
const en = {
  chatty: corpusGroup('tuning: chatty', 'en'),
  symbols: corpusGroup('tuning: symbols', 'en'),
  verbs: corpusGroup('tuning: verbs and multiples', 'en'),
  compounds: corpusGroup('tuning: compounds and filler nouns', 'en'),
}
const COAL_PRODUCTION = "sub_industry = 'coal-production'"
const APPAREL_RETAIL = "sub_industry = 'apparel-textile-retail'"
const FARM_MACHINERY = "sub_industry = 'agricultural-farm-machinery'"
const RESTAURANTS = "sub_industry = 'restaurants'"
const AIRPORTS = "sub_industry = 'airport-operators'"

export const TUNING_TRADES_AND_COURTESY: readonly CorpusEntry[] = [
  en.compounds('coal producers with net margin above 15%', `${COAL_PRODUCTION} and net_profit_margin[2025] > 0.15`),
  en.compounds('sort coal producers by dividend yield', COAL_PRODUCTION, '-yield_ttm', { limit: 50 }),
  en.compounds('palm oil planters with debt to equity below 1', `${S.PLANTATIONS} and der_mrq >= 0 and der_mrq < 1`),
  en.compounds('goldminers with ROE above 10%', `${S.GOLD} and roe_ttm > 0.1`),
  en.chatty("G'day, which banks have a P/B below 1?", `${S.BANKS} and pb_mrq > 0 and pb_mrq < 1`),
  en.chatty('mate, reckon you could find cement makers with ROE above 10%, ta', `${S.CEMENT} and roe_ttm > 0.1`),
  en.chatty(
    'analyst here, any telco organisations with net margin above 10%?',
    `${S.TELCOS} and net_profit_margin[2025] > 0.1`,
  ),
  en.symbols('ROE > 15% + price < 70% of 52w high', 'roe_ttm > 0.15 and last_close_price < 0.7 * 52_w_high_price'),
  en.verbs('coal miners that doubled over the last year', `${S.COAL} and yearly_mcap_change >= 1`),
  en.verbs('banks that lost a quarter of their value over the past year', `${S.BANKS} and yearly_mcap_change <= -0.25`),
  en.compounds('apparel retailers with P/B below 2', `${APPAREL_RETAIL} and pb_mrq > 0 and pb_mrq < 2`),
  en.compounds('agricultural machinery companies with ROE above 8%', `${FARM_MACHINERY} and roe_ttm > 0.08`),
  en.compounds('restaurant chains with net margin above 10%', `${RESTAURANTS} and net_profit_margin[2025] > 0.1`),
  en.chatty('quick one: which airport operators made a loss in 2024?', `${AIRPORTS} and earnings[2024] < 0`),
  en.symbols('interest cover 2024 < 2 & DER > 1', 'interest_coverage_ratio[2024] < 2 and der_mrq > 1'),
  en.chatty('A colleague asked me about telcos with ROE above 12%', `${S.TELCOS} and roe_ttm > 0.12`),
  en.chatty("I teach piano and I'm curious which banks made a loss in 2024", `${S.BANKS} and earnings[2024] < 0`),
  en.symbols('banks w/ 2025 net income up > 8% vs 2024', `${S.BANKS} and ${S.GROWTH_2025('earnings')} > 0.08`),
  en.chatty('For my thesis about steel, which banks have ROE above 15%?', `${S.BANKS} and roe_ttm > 0.15`),
  en.chatty(
    'cement makers with ROE above 10% together with a P/B below 2',
    `${S.CEMENT} and roe_ttm > 0.1 and pb_mrq > 0 and pb_mrq < 2`,
  ),
  en.chatty(
    'banks where the state owns more than half, plus a yield above 5%',
    `${S.BANKS} and ${S.GOVERNMENT} and yield_ttm > 0.05`,
  ),
  en.symbols(
    'REITs yld>=7 & D/E<1',
    `${S.REITS} and forward_dividend_yield >= 0.07 and debt_to_equity >= 0 and debt_to_equity < 1`,
    null,
    SGX,
  ),
  en.symbols('1d chg > 5%', 'change_1d > 0.05', null, SGX),
  en.verbs('REITs whose share price fell this week', `${S.REITS} and change_7d < 0`, null, SGX),
  // batches 23 and 24's English classes asked anew: fiscal-year tokens compared, PATMI and NPAT, px, IT consulting
  en.symbols('FY2025 revenue > FY2024 revenue', 'revenue[2025] > revenue[2024]'),
  en.symbols('EBITDA in FY2025 above FY2022', 'ebitda[2025] > ebitda[2022]'),
  en.symbols('gross profit in FY25 over FY24', 'gross_income[2025] > gross_income[2024]', null, SGX),
  en.verbs('banks trading at less than 7 times NPAT', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 7`),
  en.symbols('PATMI > S$50m', 'earnings[2025] > 50000000', null, SGX),
  en.symbols('px under 300 & PER < 8', 'last_close_price < 300 and pe_ttm > 0 and pe_ttm < 8'),
  en.compounds(
    'IT consulting companies with positive net income',
    `industry = 'it-services-consulting' and earnings[2025] > 0`,
  ),
  en.chatty('I was hoping you could find banks with ROE above 15%', `${S.BANKS} and roe_ttm > 0.15`),
  // batches 25 and 26's English classes asked anew: producers of a Production label, S-REIT kinds, fertiliser,
  // fisheries, 'made money', a listing year after a symbol, a period shorthand before 'performers'
  en.compounds(
    'oil & gas producers with ROE above 12%',
    "sub_industry = 'oil-gas-production-refinery' and roe_ttm > 0.12",
  ),
  en.compounds(
    'office S-REITs yielding over 7%',
    "sub_sector = 'reit-office' and forward_dividend_yield > 0.07",
    null,
    SGX,
  ),
  en.compounds('fertilizer companies with ROE above 8%', "sub_industry = 'agricultural-chemicals' and roe_ttm > 0.08"),
  en.compounds(
    'fisheries companies with net margin above 5%',
    "sub_industry = 'fish-meat-poultry' and net_profit_margin[2025] > 0.05",
  ),
  en.verbs('coal companies that made money in 2022', `industry = 'coal' and earnings[2022] > 0`),
  en.symbols('banks listed >= 2015', `${S.BANKS} and listing_date >= '2015-01-01'`),
  en.symbols('top 1W losers among REITs', S.REITS, 'change_7d', SGX),
  // classes named by a trade's everyday word (vocabulary/trade-classes.ts)
  en.compounds(
    'drilling services companies with positive net income in 2024',
    "sub_industry = 'oil-gas-drilling-service' and earnings[2024] > 0",
  ),
  en.compounds(
    'bus operators with DER below 0.5',
    "sub_industry = 'road-transportation' and der_mrq >= 0 and der_mrq < 0.5",
  ),
  en.compounds(
    'furniture companies with P/E under 12',
    "sub_industry = 'home-furnishings' and pe_ttm > 0 and pe_ttm < 12",
  ),
  en.compounds('publishers that lost money in 2025', "sub_industry = 'consumer-publishing' and earnings[2025] < 0"),
  en.compounds(
    'staffing firms with ROE above 10%',
    "sub_industry = 'human-resource-employment-services' and roe_ttm > 0.1",
  ),
  en.compounds('water companies with dividend yield above 3%', "industry = 'water-utilities' and yield_ttm > 0.03"),
  en.compounds(
    'staffing companies with market cap above 200 million',
    "sub_sector = 'business-employment-services' and market_cap > 200000000",
    null,
    SGX,
  ),
  // a stock exchange as a company; housewares
  en.compounds('stock exchanges with ROE above 10%', "sub_industry = 'market-operators' and roe_ttm > 0.1"),
  en.compounds('housewares stocks with ROE above 10%', "sub_industry = 'housewares-specialties' and roe_ttm > 0.1"),
]
