import type { ItemBody } from '../recognition/types'
import { half, preset, rank } from './words'

/**
 * Concepts: what people mean by "small cap", "low debt", "most profitable", "cheap", "newest listings", in
 * English. Each preset has one rule (resolution/presets.ts), stated in the response's message; each ranking word here
 * names the metric it ranks by. Indonesian wordings of the same concepts are in indonesian.ts.
 */

/**
 * "near/at/close to [their] 52-week high": every way of placing the price at a high or a low. "Within 5% of" is
 * how the answer words "near", so it is read back as the same rule; another distance is no phrase, and refused.
 */
function nearPhrases(nouns: readonly string[]): string {
  const before = [
    'near',
    'at',
    'close to',
    'trading near',
    'trading at',
    'trading close to',
    'sitting near',
    'sitting close to',
    'trading around',
    'hitting',
    'hit',
    'hits',
    'reached',
    'new',
    'sitting at',
    'around',
  ]
  const within = ['within 5% of', 'within 5 percent of', 'trading within 5% of']
  const owners = ['', 'their ', 'the ', 'its ', 'a ']
  return [...before, ...within]
    .flatMap((word) => owners.flatMap((owner) => nouns.map((noun) => `${word} ${owner}${noun}`)))
    .join('|')
}

export const CONCEPT_WORDS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    'small cap|small caps|smallcap|smallcaps|small capitalisation|small capitalization|small cap stocks',
    preset('smallCap'),
  ],
  [
    'mid cap|mid caps|midcap|midcaps|mid sized|mid size|mid capitalisation|second liners|second liner',
    preset('midCap'),
  ],
  [
    'large cap|large caps|largecap|largecaps|big cap|big caps|bigcap|blue chip|blue chips|bluechip|bluechips|mega cap|mega caps',
    preset('largeCap'),
  ],
  [
    'low debt|lowdebt|little debt|low leverage|low gearing|less debt|not much debt|low debts|strong balance sheet|strong balance sheets',
    preset('lowDebt'),
  ],
  [
    'high debt|highdebt|highly indebted|heavily indebted|indebted|highly leveraged|heavily leveraged|high leverage|over leveraged|' +
      'overleveraged|lots of debt|a lot of debt|too much debt|high gearing|highly geared',
    preset('highDebt'),
  ],
  ['debt free|debtfree|no debt|zero debt|without debt|without any debt|no borrowings', preset('debtFree')],
  [
    'more cash than debt|cash exceeds debt|cash greater than debt|cash above debt|cash exceeding debt|cash more than debt|' +
      'cash rich|cashrich',
    preset('cashOverDebt'),
  ],
  ['net cash|net cash position|negative net debt', preset('netCash')],
  [
    'high margin|high margins|high profit margins|high profit margin|fat margins|strong margins|wide margins|high net margins',
    preset('highMargin'),
  ],
  [
    'thin margin|thin margins|low margin|low margins|low profit margins|slim margins|weak margins',
    preset('thinMargin'),
  ],
  [
    'undervalued|under valued|below book value|below book|trading below book value|value stocks|value stock|value plays|' +
      'deep value|trading under book value|under book value|' +
      // the verb before the valuation phrase: "do any … trade below book value?"
      'trade below book value|trades below book value|traded below book value|trade under book value|trades under book value|' +
      'trading below book|trading under book|trade below book|trades below book|trading at a discount to book|trade at a discount to book|trades at a discount to book|priced below book value',
    preset('undervalued'),
  ],
  [
    'below intrinsic value|below their intrinsic value|below its intrinsic value|trading below intrinsic value|' +
      'trading below their intrinsic value|trading below its intrinsic value|under intrinsic value|' +
      'under their intrinsic value|trading under their intrinsic value|priced below their intrinsic value|' +
      'price below intrinsic value|price below their intrinsic value|priced below intrinsic value',
    preset('belowIntrinsicValue'),
  ],
  [
    'above intrinsic value|above their intrinsic value|above its intrinsic value|trading above intrinsic value|' +
      'trading above their intrinsic value|priced above intrinsic value|priced above their intrinsic value|' +
      'price above intrinsic value|price above their intrinsic value|share price above intrinsic value',
    preset('aboveIntrinsicValue'),
  ],
  [
    nearPhrases([
      '52 week high',
      '52 week highs',
      '52w high',
      '52w highs',
      '52 wk high',
      'year high',
      'year highs',
      '1 year high',
    ]),
    preset('near52wHigh'),
  ],
  [
    nearPhrases([
      '52 week low',
      '52 week lows',
      '52w low',
      '52w lows',
      '52 wk low',
      'year low',
      'year lows',
      '1 year low',
    ]),
    preset('near52wLow'),
  ],
  [
    nearPhrases(['all time high', 'all time highs', 'record high', 'record highs', 'ath', 'aths']),
    preset('nearAllTimeHigh'),
  ],
  [
    nearPhrases(['all time low', 'all time lows', 'record low', 'record lows', 'atl', 'atls']),
    preset('nearAllTimeLow'),
  ],
  [
    'state owned|state owned enterprises|state owned enterprise|state owned companies|soe|soes|government owned|' +
      'government controlled|state controlled|controlled by the government|controlled by the state|' +
      'owned by the government|owned by the state|majority owned by the government|majority owned by the state|' +
      'where the state owns more than half|where the government owns more than half|the state owns more than half|' +
      'state enterprises|government linked|government linked companies|' +
      // Danantara holds the state's stakes: its "names" (companies) are the state-owned ones, by the same rule
      'danantara|danantara names|danantara companies|danantara stocks|danantara owned|danantara backed|danantara linked',
    preset('stateOwned'),
  ],
  // ranking words that carry their own metric
  [
    'most profitable|highest earning|top earning|top earners|biggest earners|make the most money|makes the most money|' +
      'making the most money|made the most money|earn the most|earns the most|earned the most|made the most|most lucrative',
    rank(true, { defaultMetric: 'earnings' }),
  ],
  ['least profitable|lowest earning', rank(false, { defaultMetric: 'earnings' })],
  [
    'newest|newest listings|latest ipos|recent ipos|newest ipos|new listings|latest listings|most recent listings|' +
      'recent listings|newly listed|most recently listed|latest listed|newest companies|youngest|newest first|' +
      'most recent first|latest first|youngest first|most recent|most recent ipos|most recently listed ipos',
    rank(true, { defaultMetric: 'listing_date' }),
  ],
  [
    'oldest|oldest listed|longest listed|earliest listed|oldest companies|oldest first|earliest first|least recent|' +
      'least recent ipos|least recent listings|least recently listed|earliest ipos',
    rank(false, { defaultMetric: 'listing_date' }),
  ],
  [
    'cheap|bargain|bargains|inexpensive|low valuation|low valuations|lowly valued|attractively valued|' +
      'low pe|low p e|lowpe|low per|low pe ratio|per rendah',
    rank(false, { defaultMetric: 'pe', positiveOnly: true }),
  ],
  [
    'expensive|overvalued|over valued|pricey|richly valued|high valuation|high valuations|high pe|high p e|highpe|' +
      'per tinggi',
    rank(true, { defaultMetric: 'pe', positiveOnly: true }),
  ],
  [
    'largest employers|biggest employers|top employers|employers|employ the most people|employ the most|' +
      'employs the most people|employs the most|most people employed',
    rank(true, { defaultMetric: 'employees' }),
  ],
  [
    'top dividend|best dividend|best dividends|high dividend|high dividends|high dividend stocks|high yield|high yield stocks|' +
      'high yielding|top dividend stocks|best dividend stocks|top yielders|highyield|highyielding',
    rank(true, { defaultMetric: 'dividend_yield' }),
  ],
  ['best|strongest', rank(true)],
  ['worst|weakest', rank(false)],
  // states and numbers in words
  [
    'lost money|lose money|loses money|losing money in|in the red in|made a loss|made losses|make a loss|makes a loss|' +
      'posted a loss',
    { kind: 'state', state: 'lossMaking' },
  ],
  [
    'made a profit|made profits|make a profit|makes a profit|turned a profit|made money|make money|makes money|' +
      'making money in',
    { kind: 'state', state: 'profitable' },
  ],
  [
    'dividend stocks|dividend stock|dividend shares|dividends paid|dividend paid',
    { kind: 'state', state: 'dividendPayer' },
  ],
  [
    'half|half of their profit|half of their profits|half of profit|half of profits|half of earnings|half of their earnings|' +
      'half of net income|half of their net income',
    half('half'),
  ],
  [
    'beat the previous year|beat the prior year|higher than the previous year|higher than the prior year|' +
      'above the previous year|up on the previous year|up from the previous year|more than the previous year|' +
      'higher than last year|up on last year|beat last year',
    { kind: 'growth', trend: 'up' },
  ],
  [
    'lower than the previous year|below the previous year|down on the previous year|down from the previous year|' +
      'lower than last year|down on last year',
    { kind: 'growth', trend: 'down' },
  ],
]
