import { current, metric, metricOnBoth } from './metric-fields'
import type { Metric } from './metric-fields'

/**
 * The metrics of the market rather than of the accounts: price changes over a period, the listing date, highs and
 * lows, beta and volume. The accounts' metrics are in metrics.ts.
 */
export const MARKET_METRICS: readonly Metric[] = [
  metric(
    'change_1d',
    'Daily change',
    'daily change|change today|1 day change|one day change|daily return|daily performance|price change today|perubahan harian|' +
      'perubahan harga hari ini|perubahan hari ini|perubahan harga harian|' +
      '1d chg|1d change|1d return|1d perf|1 day chg|daily chg|chg 1d|change 1d|chg today',
    current('daily_close_change'),
    current('change_1d'),
  ),
  metric(
    'change_1w',
    'Change over a week',
    '1 week change|weekly change|one week change|7 day change|change 7d|chg 1w|change 1w|1w chg|1w change',
    null,
    current('change_7d'),
  ),
  metric(
    'change_1m',
    'Change over a month',
    '1 month change|monthly change|one month change|change 1m|chg 1m|1 month price change|one month price change|' +
      'price change over one month|price change over a month|1m change|1m chg|1m perf|1m return|one month return|' +
      'perubahan harga sebulan|perubahan sebulan|perubahan 1 bulan',
    null,
    current('change_1m'),
  ),
  metric(
    'change_ytd',
    'Change year to date',
    'ytd change|year to date change|ytd return|change ytd|chg ytd|ytd|ytd chg|ytd perf|ytd performance',
    null,
    current('change_ytd'),
  ),
  metric(
    'change_1y',
    'Change over a year',
    '1 year change|one year change|1y change|chg 1y|one year return|1 year return|annual return|yearly return|change 1y|market cap change over 1 year|market cap change|1 year performance|' +
      '1y perf|1y performance|1y chg|1 year chg|1yr change|1yr chg|1yr perf|1y return|1yr return|12m change|12m return|12m perf|' +
      'perubahan harga setahun|perubahan setahun|perubahan harga 1 tahun|perubahan 1 tahun',
    current('yearly_mcap_change'),
    current('change_1y'),
  ),
  metric(
    'change_3y',
    'Change over three years',
    '3 year change|three year change|3 year return|change 3y|chg 3y|3y chg|3y change',
    null,
    current('change_3y'),
  ),
  metric(
    'listing_date',
    'Listing date',
    'listing date|ipo date|tanggal listing|tanggal ipo',
    current('listing_date'),
    null,
  ),
  metricOnBoth(
    'high_52w',
    '52-week high',
    '52 week high price|52 week high|52w high|harga tertinggi 52 minggu',
    current('52_w_high_price'),
  ),
  metricOnBoth(
    'low_52w',
    '52-week low',
    '52 week low price|52 week low|52w low|harga terendah 52 minggu',
    current('52_w_low_price'),
  ),
  metricOnBoth(
    'high_all_time',
    'All-time high',
    'all time high price|all time high|ath',
    current('all_time_high_price'),
  ),
  metricOnBoth('low_all_time', 'All-time low', 'all time low price|all time low|atl', current('all_time_low_price')),
  metric(
    'intrinsic_value',
    'Intrinsic value',
    'intrinsic value|intrinsic value per share|intrinsic values|fair value|fair value per share|nilai intrinsik|nilai wajar',
    current('intrinsic_value'),
    null,
  ),
  metric('beta', 'Beta', 'beta', null, current('beta')),
  // how actively a stock trades is its volume: "most actively traded", "paling ramai ditransaksikan"
  metric(
    'volume',
    'Trading volume',
    'volume|trading volume|average volume|actively traded|heavily traded|most traded|most liquid|' +
      'trading activity|volume perdagangan|ramai ditransaksikan|ramai diperdagangkan|aktif diperdagangkan|likuid',
    null,
    current('volume'),
  ),
  metric(
    'dividend_yield_5y',
    'Dividend yield (5y avg)',
    '5 year average dividend yield|five year average dividend yield|5y average dividend yield|5y avg dividend yield|' +
      '5 year avg dividend yield|5 yr avg dividend yield|5 year average yield|average dividend yield over 5 years',
    null,
    current('dividend_yield_5y_avg'),
  ),
]
