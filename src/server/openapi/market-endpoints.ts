import {
  AUCTIONS_DEFAULT_LIMIT,
  AUCTIONS_MAX_LIMIT,
  AUCTIONS_PARAMETERS,
  AUCTION_ORDERS,
  auctionDetail,
  auctionsResponse,
} from '../../shared/api/auctions'
import { AUCTION_AREA_TYPES, AUCTION_COMMODITIES, AUCTION_PROVINCES } from '../../shared/api/auction-options'
import { DAILY_MAX_DAYS, DAILY_PARAMETERS, idxDailyResponse, sgxDailyResponse } from '../../shared/api/daily'
import { FREE_FLOAT_FILTERS, freeFloatResponse } from '../../shared/api/free-float'
import {
  industriesResponse,
  sgxSectorsResponse,
  sgxTagsResponse,
  subindustriesResponse,
  subsectorsResponse,
  tagsResponse,
} from '../../shared/api/helper-lists'
import { listingPerformanceResponse } from '../../shared/api/listing-performance'
import {
  IDX_TOTAL_EARLIEST,
  INDEX_CODES,
  INDEX_DAILY_PARAMETERS,
  idxTotalResponse,
  indexDailyResponse,
} from '../../shared/api/market-indices'
import {
  MOST_TRADED_PARAMETERS,
  N_STOCK_DEFAULT,
  N_STOCK_MAX,
  SGX_TOP_CLASSIFICATIONS,
  SGX_TOP_DEFAULT_MIN_MCAP_MILLION,
  SGX_TOP_PARAMETERS,
  TOP_CHANGES_PARAMETERS,
  TOP_CHANGE_CLASSIFICATIONS,
  TOP_CHANGE_DEFAULT_MIN_MCAP_BILLION,
  TOP_CHANGE_PERIODS,
  mostTradedResponse,
  sgxTopResponse,
  topChangesResponse,
} from '../../shared/api/rankings'
import {
  SUBSECTOR_REPORT_PARAMETERS,
  SUBSECTOR_REPORT_SECTIONS,
  subsectorReport,
} from '../../shared/api/subsector-report'
import { sgxSubSectors } from '../../shared/catalogue'
import type { Endpoint } from './endpoint'
import { date, flag, listOf, oneOf, pathParameter, queryParameters, text, whole } from './parameters'

const window = {
  start: date(`First day; default 30 days before \`end\`. A window longer than ${String(DAILY_MAX_DAYS)} days is cut to the ${String(DAILY_MAX_DAYS)} ending at \`end\`.`, '2026-10-01'),
  end: date('Last day; default today. A future date is refused.', '2026-10-30'),
} // prettier-ignore
const nStock = whole(`Rows per list, at most ${String(N_STOCK_MAX)}.`, { min: 1, max: N_STOCK_MAX, default: N_STOCK_DEFAULT, example: 3 }) // prettier-ignore
const subSector = text('An IDX sub-sector slug (`banks`).', 'banks')
const symbol = pathParameter('symbol', 'An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`.')

const daily = (market: 'idx' | 'sgx'): Endpoint => ({
  path: market === 'idx' ? '/v2/daily/{symbol}/' : '/v2/sgx/daily/{symbol}/',
  operationId: market === 'idx' ? 'daily_retrieve' : 'sgx_daily_retrieve',
  tag: 'Prices',
  summary: market === 'idx' ? 'Daily closes of an IDX company' : 'Daily closes of an SGX company',
  parameters: [
    market === 'idx' ? symbol : pathParameter('symbol', 'An SGX ticker: `D05`.'),
    ...queryParameters(DAILY_PARAMETERS, window),
  ],
  answer:
    market === 'idx'
      ? { name: 'IdxDaily', schema: idxDailyResponse, description: 'One row per trading day, oldest first.' }
      : { name: 'SgxDaily', schema: sgxDailyResponse, description: 'One row per trading day, oldest first.' },
  errorShape: 'endpoint',
  refusals: [400, 404],
  example: ({ idx, sgx }) => (market === 'idx' ? `/v2/daily/${idx}/` : `/v2/sgx/daily/${sgx}/`),
})

/** A helper list: no parameters, nothing to refuse. */
const list = (path: string, operationId: string, summary: string, answer: Endpoint['answer']): Endpoint => ({
  path,
  operationId,
  tag: 'Helper lists',
  summary,
  parameters: [],
  answer,
  errorShape: 'endpoint',
  refusals: [],
  example: () => path,
})

export const MARKET_ENDPOINTS: readonly Endpoint[] = [
  daily('idx'),
  daily('sgx'),
  {
    path: '/v2/index-daily/{index_code}/',
    operationId: 'index_daily_retrieve',
    tag: 'Prices',
    summary: 'Daily level of an IDX index',
    parameters: [
      pathParameter('index_code', `An index code, lower case: ${INDEX_CODES.join(', ')}.`),
      ...queryParameters(INDEX_DAILY_PARAMETERS, window),
    ],
    answer: { name: 'IndexDaily', schema: indexDailyResponse, description: 'One row per trading day, oldest first.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/index-daily/lq45/',
  },
  {
    path: '/v2/idx-total/',
    operationId: 'idx_total_retrieve',
    tag: 'Prices',
    summary: 'Daily market capitalisation of the whole IDX',
    description: `\`start\` may not be earlier than ${IDX_TOTAL_EARLIEST}.`,
    parameters: queryParameters(INDEX_DAILY_PARAMETERS, window),
    answer: { name: 'IdxTotal', schema: idxTotalResponse, description: 'One row per trading day, oldest first.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/idx-total/',
  },
  {
    path: '/v2/subsector/report/{sub_sector}/',
    operationId: 'subsector_report_retrieve_2',
    tag: 'Reports',
    summary: 'IDX sub-sector report',
    parameters: [
      pathParameter('sub_sector', 'An IDX sub-sector slug (`banks`).'),
      ...queryParameters(SUBSECTOR_REPORT_PARAMETERS, {
        sections: listOf('The sections to include; all when absent.', SUBSECTOR_REPORT_SECTIONS),
      }),
    ],
    answer: { name: 'SubsectorReport', schema: subsectorReport, description: 'The requested sections.' },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: () => '/v2/subsector/report/banks/?sections=statistics,market_cap',
  },
  {
    path: '/v2/companies/top-changes/',
    operationId: 'companies_top_changes_retrieve',
    tag: 'Rankings',
    summary: 'IDX top gainers and losers over several periods',
    parameters: queryParameters(TOP_CHANGES_PARAMETERS, {
      classifications: listOf('The lists; both when absent.', TOP_CHANGE_CLASSIFICATIONS),
      periods: listOf('The periods; all when absent.', TOP_CHANGE_PERIODS),
      n_stock: nStock,
      min_mcap_billion: whole('Smallest market cap, billion IDR.', { min: 0, default: TOP_CHANGE_DEFAULT_MIN_MCAP_BILLION, example: 0 }), // prettier-ignore
      sub_sector: subSector,
    }),
    answer: { name: 'TopChanges', schema: topChangesResponse, description: 'Lists keyed by classification, then period.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/companies/top-changes/?periods=1d,30d&n_stock=3&min_mcap_billion=0',
  },
  {
    path: '/v2/most-traded/',
    operationId: 'most_traded_retrieve',
    tag: 'Rankings',
    summary: 'The most traded IDX stocks of each day',
    parameters: queryParameters(MOST_TRADED_PARAMETERS, {
      ...window,
      n_stock: nStock,
      adjusted: flag('Rank on traded value (volume × close) rather than volume.', false),
      sub_sector: subSector,
    }),
    answer: { name: 'MostTraded', schema: mostTradedResponse, description: 'Lists keyed by trading day, oldest first.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/most-traded/?n_stock=2',
  },
  {
    path: '/v2/sgx/companies/top/',
    operationId: 'sgx_companies_top_retrieve',
    tag: 'Rankings',
    summary: 'SGX leaders on yield, revenue, earnings, market cap and P/E',
    parameters: queryParameters(SGX_TOP_PARAMETERS, {
      classifications: listOf('The lists; all when absent.', SGX_TOP_CLASSIFICATIONS),
      n_stock: nStock,
      sector: text('An SGX sector slug (see `/v2/sgx/sectors/`).', sgxSubSectors[0]?.sector.slug),
      min_mcap_million: whole('Smallest market cap, million SGD.', { min: 0, default: SGX_TOP_DEFAULT_MIN_MCAP_MILLION, example: 0 }), // prettier-ignore
    }),
    answer: { name: 'SgxTop', schema: sgxTopResponse, description: 'Lists keyed by classification.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/sgx/companies/top/?classifications=market_cap,pe&n_stock=3&min_mcap_million=0',
  },
  {
    path: '/v2/free-float/',
    operationId: 'free_float_retrieve',
    tag: 'Market',
    summary: 'Free float of the IDX companies of one classification',
    description: 'Exactly one classification is required: none, or several, is a 400.',
    parameters: queryParameters(FREE_FLOAT_FILTERS, {
      sector: text('An IDX sector slug (`financials`).', 'financials'),
      sub_sector: subSector,
      industry: text('An IDX industry slug (`banks`).', 'banks'),
      sub_industry: text('An IDX sub-industry slug (`banks`).', 'banks'),
    }),
    answer: { name: 'FreeFloat', schema: freeFloatResponse, description: 'Companies, highest free float first.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/free-float/?sub_sector=banks',
  },
  {
    path: '/v2/listing-performance/{symbol}/',
    operationId: 'listing_performance_retrieve',
    tag: 'Market',
    summary: 'IPO details and price change since listing of an IDX company',
    parameters: [symbol],
    answer: { name: 'ListingPerformance', schema: listingPerformanceResponse, description: 'The listing.' },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: ({ newest }) => `/v2/listing-performance/${newest}/`,
  },
  {
    path: '/v2/mining/license-auctions/',
    operationId: 'mining_license_auctions_retrieve',
    tag: 'Mining',
    summary: 'Mining licence auctions',
    parameters: queryParameters(AUCTIONS_PARAMETERS, {
      province: oneOf('The province.', AUCTION_PROVINCES),
      commodity_type: oneOf('The commodity.', AUCTION_COMMODITIES),
      area_type: oneOf('The kind of licence area.', AUCTION_AREA_TYPES),
      status: text('The auction status, as the ministry writes it.', 'Lelang Selesai'),
      participant: text('Auctions a company (any part of its name) took part in.', 'Tambang'),
      qualified: { ...flag('With `participant`: only auctions it qualified in.', false), needs: ['participant'] },
      min_participants: whole('At least this many participants.', { min: 0, example: 2 }),
      order_by: oneOf('The order; a leading `-` is descending.', AUCTION_ORDERS as [string, ...string[]], '-winner_date'), // prettier-ignore
      limit: whole(`Rows per page, at most ${String(AUCTIONS_MAX_LIMIT)}.`, { min: 1, max: AUCTIONS_MAX_LIMIT, default: AUCTIONS_DEFAULT_LIMIT, example: 2 }), // prettier-ignore
      offset: whole('Rows to skip.', { min: 0, default: 0, example: 2 }),
    }),
    answer: { name: 'AuctionsPage', schema: auctionsResponse, description: 'A page of auctions.' },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v2/mining/license-auctions/?limit=2',
  },
  {
    path: '/v2/mining/license-auctions/{wiup_code}/',
    operationId: 'mining_license_auctions_retrieve_2',
    tag: 'Mining',
    summary: 'One mining licence auction, with its phases and participants',
    parameters: [pathParameter('wiup_code', 'The licence area code.')],
    answer: { name: 'AuctionDetail', schema: auctionDetail, description: 'The auction.' },
    errorShape: 'endpoint',
    refusals: [404],
    example: ({ wiupCode }) => `/v2/mining/license-auctions/${encodeURIComponent(wiupCode)}/`,
  },
  list('/v2/subsectors/', 'subsectors_list', 'IDX sub-sectors', { name: 'Subsectors', schema: subsectorsResponse, description: 'Each sub-sector with its sector.' }),
  list('/v2/industries/', 'industries_list', 'IDX industries', { name: 'Industries', schema: industriesResponse, description: 'Each industry with its sub-sector.' }),
  list('/v2/subindustries/', 'subindustries_list', 'IDX sub-industries', { name: 'Subindustries', schema: subindustriesResponse, description: 'Each sub-industry with its industry.' }),
  list('/v2/sgx/subsectors/', 'sgx_subsectors_list', 'SGX sub-sectors', { name: 'Subsectors', schema: subsectorsResponse, description: 'Each sub-sector with its sector.' }),
  list('/v2/sgx/sectors/', 'sgx_sectors_list', 'SGX sectors', { name: 'SgxSectors', schema: sgxSectorsResponse, description: 'Sector slugs.' }),
  list('/v2/tags/', 'tags_list', 'IDX news and filing tags', { name: 'Tags', schema: tagsResponse, description: 'Tag slugs, A to Z.' }),
  list('/v2/sgx/tags/', 'sgx_tags_retrieve', 'SGX news tags', { name: 'SgxTags', schema: sgxTagsResponse, description: 'Tag slugs, A to Z.' }),
] // prettier-ignore
