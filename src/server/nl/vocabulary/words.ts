import { LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import type { ItemBody, ListingRelation, PresetName, RankWord } from '../recognition/types'

/**
 * The grammatical vocabulary: comparisons, ranking, years, states, listing, markets, connectors and the filler
 * words that carry no meaning for a screen. Each row is `phrase|phrase|...` and what those phrases mean.
 */

export const rank = (descending: boolean, rest: Partial<RankWord> = {}): ItemBody => ({
  kind: 'rank',
  rank: { descending, defaultMetric: null, positiveOnly: false, growth: false, ...rest },
})
export const preset = (name: PresetName): ItemBody => ({ kind: 'preset', preset: name })
export const listed = (relation: ListingRelation): ItemBody => ({ kind: 'listed', relation, explicit: true })
/** "half" as a number, in the words of each language: 50 percent. */
export const half = (raw: string): ItemBody => ({
  kind: 'number',
  amount: { digits: '50', power: 0, currency: null, unit: 'percent', raw },
})

export const WORDS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  // comparisons
  [
    'above|over|more than|greater than|higher than|larger than|bigger than|exceeding|exceeds|exceed|in excess of|north of|>',
    { kind: 'compare', op: '>' },
  ],
  [
    'at least|no less than|not less than|minimum|min|greater than or equal to|more than or equal to|>=',
    { kind: 'compare', op: '>=' },
  ],
  ['below|under|less than|lower than|smaller than|fewer than|beneath|south of|<', { kind: 'compare', op: '<' }],
  [
    'at most|no more than|not more than|maximum|max|up to|less than or equal to|no higher than|<=',
    { kind: 'compare', op: '<=' },
  ],
  ['equal to|equals|equal|of exactly|exactly|=', { kind: 'compare', op: '=' }],
  ['not equal to|other than zero|!=', { kind: 'compare', op: '!=' }],
  ['or more|or greater|+', { kind: 'postfix', op: '>=', chained: null }],
  ['or above|or higher|or over', { kind: 'postfix', op: '>=', chained: '>' }],
  ['or less|or fewer', { kind: 'postfix', op: '<=', chained: null }],
  ['or below|or lower|or under', { kind: 'postfix', op: '<=', chained: '<' }],
  ['between', { kind: 'between' }],
  ['positive', { kind: 'sign', op: '>' }],
  ['negative', { kind: 'sign', op: '<' }],
  // ranking
  ['top|leading', rank(true, { defaultMetric: 'market_cap' })],
  ['largest|biggest', rank(true, { defaultMetric: 'market_cap' })],
  ['smallest', rank(false, { defaultMetric: 'market_cap' })],
  ['highest|most|greatest', rank(true)],
  ['lowest|least|fewest', rank(false)],
  ['cheapest|least expensive|lowest valued', rank(false, { defaultMetric: 'pe', positiveOnly: true })],
  ['most expensive|priciest|highest valued', rank(true, { defaultMetric: 'pe', positiveOnly: true })],
  ['fastest growing|fastest|fastest growth|quickest', rank(true, { growth: true })],
  ['by|ranked by|rank by|ranking by|ranked on', { kind: 'by', descending: true }],
  ['sorted by|sort by|ordered by|order by|sorted on', { kind: 'by', descending: false }],
  // an imperative before the rows it sorts: "sort banks by yield" (the grammar takes the metric from the later 'by')
  ['sort|rank|order|arrange|sort the|rank the|order the', { kind: 'by', descending: false }],
  [
    'descending|desc|highest first|largest first|biggest first|most first|most expensive first|high to low|highest to lowest|' +
      'largest to smallest',
    { kind: 'direction', descending: true },
  ],
  [
    'ascending|asc|lowest first|lowest risk first|least risky first|safest first|smallest first|cheapest first|fewest first|least first|low to high|lowest to highest|smallest to largest',
    { kind: 'direction', descending: false },
  ],
  ['best first|better first|best to worst', { kind: 'direction', descending: true, quality: 'best' }],
  ['worst first|worse first|worst to best', { kind: 'direction', descending: false, quality: 'worst' }],
  // growth
  ['growth|growth in', { kind: 'growth', trend: 'any' }],
  [
    'growing|increasing|rising|improving|grew|grown|grows|rose|risen|increased|expanded|expanding|improved|climbed|up|' +
      'went up|gone up',
    { kind: 'growth', trend: 'up' },
  ],
  [
    'declining|decreasing|falling|shrinking|decline|drop|fell|dropping|shrank|shrunk|shrinks|declined|decreased|' +
      'dropped|fallen|contracted|contracting|deteriorating|down|went down|gone down',
    { kind: 'growth', trend: 'down' },
  ],
  // states
  [
    'profitable|profit making|making a profit|making profits|in profit|in the black|money making',
    { kind: 'state', state: 'profitable' },
  ],
  [
    'loss making|lossmaking|losmaking|unprofitable|not profitable|losing money|loss makers|making a loss|making losses|' +
      'in the red|with losses|with a loss|loss|losses|net loss|net losses|with a net loss|' +
      // "still" only with the loss it stresses: "P/E still below 10" alone would lend the question's year to P/E
      'still losing money|still loss making|still unprofitable|still making a loss|still making losses|still in the red',
    { kind: 'state', state: 'lossMaking' },
  ],
  [
    'dividend payers|dividend payer|dividend paying|paying dividends|pays dividends|pay dividends|paid dividends|' +
      'paying a dividend|pays a dividend|pay a dividend|with dividends',
    { kind: 'state', state: 'dividendPayer' },
  ],
  [
    'no dividends|no dividend|without dividends|non dividend|non dividend paying|not paying dividends|' +
      'dont pay dividends|do not pay dividends|doesnt pay dividends|does not pay dividends|pay no dividends|' +
      'paying no dividends|pays no dividends|zero dividends',
    { kind: 'state', state: 'noDividend' },
  ],
  // listing
  ['listed after|ipo after|ipos after|ipoed after|went public after|listing date after', listed('after')],
  ['listed before|ipo before|ipos before|ipoed before|went public before|listing date before', listed('before')],
  ['listed in|ipo in|ipos in|ipoed in|went public in|listing date in|listed during', listed('in')],
  ['listed since|ipo since|ipos since|ipoed since|went public since|listed from|listing date since', listed('since')],
  ['listed between|ipo between|ipos between|ipoed between|went public between|listing date between', listed('between')],
  ['listed|ipo|ipos|ipoed|went public', { kind: 'listed', relation: 'in', explicit: false }],
  ['main board|mainboard', { kind: 'board', board: 'Main' }],
  ['development board', { kind: 'board', board: 'Development' }],
  ['watchlist|watch list|watchlist board|watch list board', { kind: 'board', board: 'Watchlist' }],
  ['acceleration board', { kind: 'board', board: 'Acceleration' }],
  ['new economy board', { kind: 'board', board: 'New Economy' }],
  // years: the latest complete fiscal year, not the calendar (the translator has no clock)
  [
    'last year|previous year|prior year|last fiscal year|latest year|latest fiscal year|most recent year',
    { kind: 'year', year: LATEST_FISCAL_YEAR, relative: 'last' },
  ],
  ['this year|current year|this fiscal year', { kind: 'year', year: LATEST_FISCAL_YEAR, relative: 'this' }],
  // markets
  [
    'idx|indonesia|indonesian|jakarta|jkse|bei|indonesia stock exchange|indonesian stock exchange|' +
      'jakarta stock exchange|idx stock exchange',
    { kind: 'market', market: 'idx' },
  ],
  [
    'sgx|singapore|singaporean|singapore exchange|singapore stock exchange|sgx stock exchange',
    { kind: 'market', market: 'sgx' },
  ],
  // where shares are listed, not the exchange as a company (Market Operators, trade-classes.ts)
  [
    'on the stock exchange|on the exchange|on a stock exchange|on stock exchange|on the stock exchanges|' +
      'in the stock exchange|at the stock exchange|listed on the stock exchange',
    { kind: 'filler' },
  ],
  // connectors
  // "loss-making in 2020 but profitable in 2024": both must hold
  // "revenue above 5 trillion while their net margin is above 5%": between two conditions, each of these is "and"
  ['and|as well as|plus|but|along with|together with|while|whilst|and also', { kind: 'connector', word: 'and' }],
  ['or|and/or|either', { kind: 'connector', word: 'or' }],
  ['to', { kind: 'connector', word: 'to' }],
  ['both', { kind: 'both' }],
  // "ex-banks", trader shorthand for excluding
  ['excluding|except|exclude|not|non|other than|apart from|outside|ex', { kind: 'exclude' }],
  // words that carry no meaning for a screen
  [
    [
      'show|me|find|list|give|get|display|return|search|screen|fetch|which|what|who|where|companies|company',
      'stocks|stock|counters|counter|firms|firm|shares|equities|tickers|names|businesses|issuers|corporations|players|with|that',
      'organisations|organisation|organizations|organization|outfits|outfit',
      'are|is|be|were|was|been|being|the|a|an|of|in|on|at|all|please|whose|have|having|has|had|their|its|for',
      'within|among|from|i|want|would|like|can|you|could|see|do|does|there|any|those|these|them|they|some|only',
      'just|currently|now|sector|sectors|subsector|sub sector|sub sectors|industry|industries|subindustry',
      'sub industry|index|indices|indexes|member|members|constituent|constituents|components|part',
      'listing|exchange|market|ratio|year|years|fiscal|fy|financial year|ranked|sorted|value',
      'yoy|year on year|year over year|annual|annually|also|ones|each|every|per year|it',
      'already|pay|pays|paid|carry|carries|listings|performers|performing|how|many|whats|did|make|makes|than|right now|ever',
      // nouns after a metric that add nothing: "ESG risk scores", "revenue figures"
      'figures|numbers|levels|scores|ratings|amounts',
      // "with" in a hurried message: "bnk w roe > 15", "reits wth yield above 7%"
      'w|wth',
    ].join('|'),
    { kind: 'filler' },
  ],
]
