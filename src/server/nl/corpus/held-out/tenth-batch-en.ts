import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 10')

const TEXTILES = "sub_industry = 'textiles'"
const PAPER = "sub_industry = 'paper'"
const BROADCASTERS = "sub_industry = 'broadcasting'"
const HEAVY_CONSTRUCTION = "sub_sector = 'heavy-constructions-civil-engineering'"
const INVESTMENT_COMPANIES = "sub_industry = 'investment-companies'"
const SHIPPING = "(industry = 'passenger-marine-transportation' or sub_industry = 'marine-ports-services')"
const EARNINGS_LAST_3 = 'earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0'
const GROWTH_2024 = (metric: string) => `${metric}[2023] > 0 and (${metric}[2024] - ${metric}[2023]) / ${metric}[2023]`

/** The tenth held-out batch, English: a sell-side analyst, a thesis student, a trader with symbols. */
export const TENTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('textiles pe < 12', `${TEXTILES} and pe_ttm > 0 and pe_ttm < 12`),
  terse('hospitals ROE > 15% DER < 1', `${S.HOSPITALS} and roe_ttm > 0.15 and der_mrq >= 0 and der_mrq < 1`),
  terse('top 15 by ROE ex-banks', "sub_sector != 'banks'", '-roe_ttm', all(15)),
  terse('paper makers, net margin > 10%', `${PAPER} and net_profit_margin[2025] > 0.1`),
  terse('plantations yield > 5%, pbv < 1.2', `${S.PLANTATIONS} and yield_ttm > 0.05 and pb_mrq > 0 and pb_mrq < 1.2`),
  terse('heavy construction, top 5 by 2025 revenue', HEAVY_CONSTRUCTION, '-revenue[2025]', all(5)),
  terse('SGX office REITs P/B < 0.9', "sub_sector = 'reit-office' and pb > 0 and pb < 0.9", null, SGX),
  terse('investment companies p/b < 0.7', `${INVESTMENT_COMPANIES} and pb_mrq > 0 and pb_mrq < 0.7`),
  terse(
    'broadcasters, ev/ebitda < 6',
    `${BROADCASTERS} and enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 6`,
  ),
  terse('steel producers op margin > 8%', "sub_industry = 'iron-steel' and operating_profit_margin[2025] > 0.08"),
  terse(
    'S-REITs mcap > S$ 2B, yield > 6%',
    `${S.REITS} and market_cap > 2000000000 and forward_dividend_yield > 0.06`,
    null,
    SGX,
  ),
  terse('IDX30, 5 lowest PBV', "indices in ['IDX30'] and pb_mrq > 0", 'pb_mrq', all(5)),

  chatty(
    'For my thesis I need a list of hospital operators listed on the IDX with revenue above 1 trillion rupiah in 2024. Could you help?',
    `${S.HOSPITALS} and revenue[2024] > 1000000000000`,
  ),
  chatty(
    'Hello! Could you help me find plantation companies that were profitable in each of 2022, 2023 and 2024? It is for my undergraduate thesis.',
    `${S.PLANTATIONS} and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0`,
  ),
  chatty(
    "I'm writing my thesis on the textile industry: which textile companies had a net loss in 2025?",
    `${TEXTILES} and earnings[2025] < 0`,
  ),
  chatty(
    'could you kindly show me the ten largest forestry and paper companies by total assets?',
    "industry = 'forestry-paper'",
    '-total_assets[2025]',
    all(10),
  ),
  chatty(
    'Hi, sorry to bother you, which toll road operators have a debt to equity ratio above 2?',
    `${S.TOLL_ROADS} and der_mrq > 2`,
  ),
  chatty(
    'good morning, I would like to see media and entertainment companies that pay a dividend, please',
    "sub_sector = 'media-entertainment' and yield_ttm > 0",
  ),
  chatty(
    'For a research paper, could you list Singapore industrial REITs with a forward dividend yield above 7%?',
    "sub_sector = 'reit-industrial' and forward_dividend_yield > 0.07",
    null,
    SGX,
  ),
  chatty(
    "Could you please help me find companies with more than 20,000 employees? I'm studying labour-intensive firms.",
    'employee_num > 20000',
  ),
  chatty(
    'thanks in advance: which poultry companies have a current ratio above 1.5?',
    `${S.POULTRY} and current_ratio[2025] > 1.5`,
  ),
  chatty(
    'I would be grateful if you could show me shipping companies listed after 2015',
    `${SHIPPING} and listing_date > '2015-12-31'`,
  ),
  chatty(
    'Dear team, my supervisor asked for the five SGX banks with the highest net profit margin',
    S.SGX_BANKS,
    '-net_profit_margin',
    all(5, 'sgx'),
  ),
  chatty(
    'could you help me find cement makers whose gross margin was above 25% in 2023?',
    `${S.CEMENT} and gross_profit_margin[2023] > 0.25`,
  ),

  typos('hosptials with net margn above 10%', `${S.HOSPITALS} and net_profit_margin[2025] > 0.1`),
  typos('plantaton stocks with dividend yeild over 6%', `${S.PLANTATIONS} and yield_ttm > 0.06`),
  typos('textle companies with revenue abve 1 trillion', `${TEXTILES} and revenue[2025] > 1000000000000`),
  typos('cheapest insurence companies by P/B', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  typos('companys with ROA abvoe 8%', 'roa_ttm > 0.08'),
  typos('goverment owned banks with PE below 8', `${S.BANKS} and ${S.GOVERNMENT} and pe_ttm > 0 and pe_ttm < 8`),
  typos('toll raod operators sorted by market cap', S.TOLL_ROADS, '-market_cap', all(50)),
  typos('pharmacuetical companies with no debt', `${S.PHARMA} and total_debt[2025] = 0`),
  typos('reits with the highest dividnd yield', S.REITS, '-forward_dividend_yield', SGX),
  typos('poultry stocks neer their 52-week low', `${S.POULTRY} and ${S.NEAR_52W_LOW}`),
  typos('Largest EMPLOYERS in retail', S.RETAIL, '-employee_num'),

  symbols('ROE>20% & DER<0.5 & mcap>10T', `roe_ttm > 0.2 and ${S.LOW_DEBT} and market_cap > 10000000000000`),
  symbols('P/E 5-10x & yield >= 6%', 'pe_ttm >= 5 and pe_ttm <= 10 and yield_ttm >= 0.06'),
  symbols('1y perf > +40%', 'yearly_mcap_change > 0.4'),
  symbols('price <= 70% of 52w high', 'last_close_price <= 0.7 * 52_w_high_price'),
  symbols('rev growth > 25% YoY & NPM > 10%', `${S.GROWTH_2025('revenue')} > 0.25 and net_profit_margin[2025] > 0.1`),
  symbols('mcap < 1T, P/S < 0.5x', 'market_cap < 1000000000000 and ps_ttm > 0 and ps_ttm < 0.5'),
  symbols('Q3-2025 net income > Q3-2024 net income', 'earnings_q[Q3-2025] > earnings_q[Q3-2024]'),
  symbols(
    'hospitals w/ EV/EBITDA < 10x',
    `${S.HOSPITALS} and enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 10`,
  ),
  symbols('SGX: 1y chg > 20% & beta < 1', 'change_1y > 0.2 and beta < 1', null, SGX),
  symbols('near ATH + ROE > 15%', `${S.NEAR_ATH} and roe_ttm > 0.15`),
  symbols('div yield ≥ 8% & payout ≤ 70%', 'yield_ttm >= 0.08 and payout_ratio <= 0.7'),
  symbols('employees > 10k & ROE < 5%', 'employee_num > 10000 and roe_ttm < 0.05'),

  imperative('rank hospitals by revenue', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('sort plantation stocks by dividend yield', S.PLANTATIONS, '-yield_ttm', all(50)),
  imperative('list the 5 newest listings in technology', S.TECH, '-listing_date', all(5)),
  imperative('order textile companies by P/B, lowest first', `${TEXTILES} and pb_mrq > 0`, 'pb_mrq', all(50)),
  imperative('show the 10 property developers with the highest total debt', S.PROPERTY, '-total_debt[2025]', all(10)),
  imperative('rank SGX REITs by market cap, smallest first', S.REITS, 'market_cap', all(50, 'sgx')),
  imperative('give me the top 20 companies by free cash flow', null, '-free_cash_flow[2025]', all(20)),
  imperative(
    'sort gold miners by EV/EBITDA, lowest first',
    `${S.GOLD} and enterprise_to_ebitda[2025] > 0`,
    'enterprise_to_ebitda[2025]',
    all(50),
  ),
  imperative('find poultry producers and rank them by net income', S.POULTRY, '-earnings[2025]', all(50)),
  imperative('list LQ45 members by ESG risk score, best first', "indices in ['LQ45']", 'esg_score', all(50)),
  imperative('rank investment companies by market cap', INVESTMENT_COMPANIES, '-market_cap', all(50)),
  imperative('show me the 3 airlines with the lowest P/S', `${S.AIRLINES} and ps_ttm > 0`, 'ps_ttm', all(3)),

  periods(
    'net margin above 15% in each of 2021, 2022 and 2023',
    'net_profit_margin[2021] > 0.15 and net_profit_margin[2022] > 0.15 and net_profit_margin[2023] > 0.15',
  ),
  periods(
    'hospitals with revenue growth above 10% in both 2024 and 2025',
    `${S.HOSPITALS} and ${GROWTH_2024('revenue')} > 0.1 and ${S.GROWTH_2025('revenue')} > 0.1`,
  ),
  periods(
    'dividends paid every year since 2021',
    'total_dividend[2021] > 0 and total_dividend[2022] > 0 and total_dividend[2023] > 0 and ' +
      'total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('plantations profitable three years running', `${S.PLANTATIONS} and ${EARNINGS_LAST_3}`),
  periods(
    'ROA above 5% between 2020 and 2023',
    'roa[2020] > 0.05 and roa[2021] > 0.05 and roa[2022] > 0.05 and roa[2023] > 0.05',
  ),
  periods(
    'textile companies loss making from 2022 to 2025',
    `${TEXTILES} and earnings[2022] < 0 and earnings[2023] < 0 and earnings[2024] < 0 and earnings[2025] < 0`,
  ),
  periods(
    'revenue above 500 billion in Q1, Q2 and Q3 2025',
    'revenue_q[Q1-2025] > 500000000000 and revenue_q[Q2-2025] > 500000000000 and revenue_q[Q3-2025] > 500000000000',
  ),
  periods('net income up from Q2 2025 to Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods(
    'hospitals whose latest-quarter revenue beat the same quarter a year ago',
    `${S.HOSPITALS} and revenue_q[Q3-2026] > revenue_q[Q3-2025]`,
  ),
  periods(
    'operating margin over 20% for 2022, 2023, 2024 and 2025',
    'operating_profit_margin[2022] > 0.2 and operating_profit_margin[2023] > 0.2 and ' +
      'operating_profit_margin[2024] > 0.2 and operating_profit_margin[2025] > 0.2',
  ),
  periods('free cash flow positive in 2023 and 2024', 'free_cash_flow[2023] > 0 and free_cash_flow[2024] > 0'),
  periods('SGX companies profitable in each of 2023, 2024 and 2025', EARNINGS_LAST_3, null, SGX),
  periods(
    'gross profit above 1 trillion in Q4 2024 and Q4 2025',
    'gross_profit_q[Q4-2024] > 1000000000000 and gross_profit_q[Q4-2025] > 1000000000000',
  ),

  names(
    'companies where PT Saratoga Investama Sedaya holds shares',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names(
    'companies where Anthoni Salim holds more than 5%',
    "major_shareholders_name like '%anthoni salim%' and major_shareholders_share_percentage > 0.05",
  ),
  names(
    'plantation companies whose president director is Rudy Hartanto',
    `${S.PLANTATIONS} and key_executives_name like '%rudy hartanto%' and ` +
      "key_executives_position like '%president director%'",
  ),
  names('companies affiliated with Djarum', "affiliates like '%djarum%'"),
  names('hospitals where the state owns more than half', `${S.HOSPITALS} and ${S.GOVERNMENT}`),
  names(
    'companies where executives hold more than 2% of the shares',
    'executives_shareholdings_share_percentage > 0.02',
  ),
  names(
    'banks with Siti Rahmawati among their executives',
    `${S.BANKS} and key_executives_name like '%siti rahmawati%'`,
  ),
  names('heavy construction companies controlled by the government', `${HEAVY_CONSTRUCTION} and ${S.GOVERNMENT}`),
  names('companies owned by "Sinar Mas"', "major_shareholders_name like '%sinar mas%'"),
  refused('companies where foreign investors own more than 30%'),
  refused('banks with the youngest board of directors'),
  refused('stocks with the highest short interest'),
  refused('companies whose CEO also chairs another listed company'),
  refused('stocks with a buy rating from most analysts'),
  refused('companies that bought back shares this year'),
  refused('which miners have the lowest carbon emissions per ton'),
  refused('companies with the most branches'),

  verbs('hospitals trading under 3 times sales', `${S.HOSPITALS} and ps_ttm > 0 and ps_ttm < 3`),
  verbs('plantation companies paying more than 5%', `${S.PLANTATIONS} and yield_ttm > 0.05`),
  verbs('companies whose net income halved in 2025', `${S.GROWTH_2025('earnings')} <= -0.5`),
  verbs('property stocks that doubled over the past year', `${S.PROPERTY} and yearly_mcap_change >= 1`),
  verbs('textile stocks that lost half their value in the past year', `${TEXTILES} and yearly_mcap_change <= -0.5`),
  verbs('companies whose revenue doubled in 2024', `${GROWTH_2024('revenue')} >= 1`),
  verbs('airlines earning more than 1 trillion', `${S.AIRLINES} and earnings[2025] > 1000000000000`),
  verbs('companies growing revenue by more than 40%', `${S.GROWTH_2025('revenue')} > 0.4`),
  verbs('REITs yielding over 8%', `${S.REITS} and forward_dividend_yield > 0.08`, null, SGX),
  verbs('gold miners trading above 5 times book', `${S.GOLD} and pb_mrq > 5`),
  verbs('stocks that fell more than 8% today', 'daily_close_change < -0.08'),
  verbs('companies whose EBITDA tripled in 2025', `${S.GROWTH_2025('ebitda')} >= 2`),
  verbs('SGX stocks that gained over 15% this year', 'change_ytd > 0.15', null, SGX),

  compounds('debt-free hospitals', `${S.HOSPITALS} and total_debt[2025] = 0`),
  compounds('loss-making textile makers', `${TEXTILES} and earnings[2025] < 0`),
  compounds('high-yield plantation stocks', S.PLANTATIONS, '-yield_ttm'),
  compounds('low-PB insurers', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('cash-rich property developers', `${S.PROPERTY} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('small-cap pharma stocks', `${S.PHARMA} and ${S.SMALL_IDX}`),
  compounds('EBITDA figures above 5 trillion', 'ebitda[2025] > 5000000000000'),
  compounds('banks with ESG risk scores under 25', `${S.BANKS} and esg_score < 25`),
  compounds('dividend-paying SGX banks', `${S.SGX_BANKS} and dividend_ttm > 0`, null, SGX),
  compounds('net-cash tech companies', `${S.TECH} and net_debt[2025] < 0`),
  compounds('high-margin software companies', `${S.SOFTWARE} and ${S.HIGH_MARGIN}`),
  compounds('low-PE broadcasters', `${BROADCASTERS} and pe_ttm > 0`, 'pe_ttm'),
  compounds('capex spending above 2 trillion in 2024', 'capital_expenditure[2024] > 2000000000000'),

  everyday('which hospitals have the most employees', S.HOSPITALS, '-employee_num'),
  everyday(
    'IPOs of 2024 that are profitable',
    "listing_date >= '2024-01-01' and listing_date <= '2024-12-31' and earnings[2025] > 0",
  ),
  everyday('KOMPAS100 stocks near their 52-week high', `indices in ['KOMPAS100'] and ${S.NEAR_52W_HIGH}`),
  everyday('cheapest plantation stocks', `${S.PLANTATIONS} and pe_ttm > 0`, 'pe_ttm'),
  everyday('state-owned companies with a dividend yield above 7%', `${S.GOVERNMENT} and yield_ttm > 0.07`),
  everyday('shares under Rp 200 with positive earnings', 'last_close_price < 200 and earnings[2025] > 0'),
  everyday('oldest listed insurers', S.INSURERS, 'listing_date'),
  everyday('SGX healthcare REITs', "sub_sector = 'reit-specialty-healthcare'", null, SGX),
  everyday('companies in IDXHIDIV20 with a payout ratio below 60%', "indices in ['IDXHIDIV20'] and payout_ratio < 0.6"),
  everyday('worst performing textile stocks over the past year', TEXTILES, 'yearly_mcap_change'),
  everyday('banks with a cost to income ratio under 40%', `${S.BANKS} and cost_to_income_ratio[2025] < 0.4`),
  everyday(
    'biggest SGX transport and logistics companies',
    "sub_sector = 'transportation-logistics'",
    '-market_cap',
    SGX,
  ),
  everyday(
    'life insurers with premium income above 10 trillion',
    `${S.LIFE_INSURERS} and premium_income[2025] > 10000000000000`,
  ),
]
