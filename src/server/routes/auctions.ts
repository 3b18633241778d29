import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import {
  AUCTION_ORDER_FIELDS,
  AUCTIONS_MAX_LIMIT,
  AUCTIONS_PARAMETERS,
  auctionsQuery,
  type AuctionsParameter,
} from '../../shared/api/auctions'
import { paginate } from '../../shared/api/pagination'
import { AuctionStore } from '../auctions/auction-store'
import { endpointProblem } from '../http/problems'
import { issueSentence, parameterReader, type IssueSentences } from '../http/query'

/** The real service answers every bad parameter with one sentence; ours adds what exactly was wrong. */
function invalidParameters(detail: string) {
  return endpointProblem(400, `Invalid query parameters: ${detail}.`)
}

const ISSUE_SENTENCES: IssueSentences<AuctionsParameter> = {
  limit: `limit must be an integer from 1 to ${String(AUCTIONS_MAX_LIMIT)}`,
  offset: 'offset must be a non-negative integer',
  min_participants: 'min_participants must be a non-negative integer',
  // the schema's own words for the rule across parameters
  qualified: (issue) => (issue.code === 'custom' ? issue.message : 'qualified must be true or false'),
  order_by: `order_by must be one of ${AUCTION_ORDER_FIELDS.join(', ')}, optionally prefixed with -`,
}

/**
 * Text filters sent blank (`?province=&status=`, as a form submits the fields left empty) filter nothing: as absent,
 * the way Django filters treat them, rather than "equal to the empty string" (which matched no auction at all).
 */
const TEXT_FILTERS: readonly string[] = ['province', 'commodity_type', 'area_type', 'status', 'participant']
const withoutBlankFilters = (values: Readonly<Partial<Record<string, string>>>) =>
  Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !TEXT_FILTERS.includes(name) || (value ?? '').trim() !== ''),
  )

const readAuctionsQuery = parameterReader({
  allowed: AUCTIONS_PARAMETERS,
  schema: auctionsQuery,
  // a repeated name is named before an unknown one
  refuse: ({ unknown, repeated }) =>
    invalidParameters(
      repeated.length > 0 ? `${repeated.join(', ')} given more than once` : `unknown parameter ${unknown.join(', ')}`,
    ),
  invalid: (issue) => invalidParameters(issueSentence(ISSUE_SENTENCES, issue, (name) => `${name} is not valid`)),
  prepare: withoutBlankFilters,
})

/** `/v2/mining/license-auctions/` (filtered, sorted, paginated) and `/v2/mining/license-auctions/{wiup_code}/`. */
export function auctionRoutes(db: Database): Hono {
  const store = new AuctionStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/mining/license-auctions', (c) => {
    const query = readAuctionsQuery(c.req.url)
    const { limit, offset } = query
    const { total, rows } = store.page(query)
    return c.json({ results: rows, pagination: paginate(total, limit, offset, rows.length) })
  })

  app.get('/v2/mining/license-auctions/:wiup_code', (c) => {
    const detail = store.detail(c.req.param('wiup_code'))
    if (detail === undefined) throw endpointProblem(404, 'Auction not found.')
    return c.json(detail)
  })

  return app
}
