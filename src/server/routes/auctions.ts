import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import type { z } from 'zod/mini'
import { AUCTIONS_PARAMETERS, auctionsQuery } from '../../shared/api/auctions'
import { paginate } from '../../shared/api/pagination'
import { AuctionStore } from '../auctions/auction-store'
import { endpointProblem } from '../http/problems'
import { readParameters, type ParameterRules } from '../http/query'

/** The real service answers every bad parameter with one sentence; ours adds what exactly was wrong. */
function invalidParameters(detail: string) {
  return endpointProblem(400, `Invalid query parameters: ${detail}.`)
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown parameter ${issue.keys.join(', ')}`
  const name = issue.path.join('.')
  switch (name) {
    case 'limit':
      return 'limit must be an integer from 1 to 30'
    case 'offset':
      return 'offset must be a non-negative integer'
    case 'min_participants':
      return 'min_participants must be a non-negative integer'
    case 'qualified':
      return issue.code === 'custom' ? 'qualified requires participant' : 'qualified must be true or false'
    case 'order_by':
      return 'order_by must be one of winner_date, participant_count, licensed_area_ha, commodity_type, optionally prefixed with -'
    default:
      return `${name} is not valid`
  }
}

const rules: ParameterRules<string> = {
  allowed: AUCTIONS_PARAMETERS,
  // a repeated name is named before an unknown one
  refuse: ({ unknown, repeated }) =>
    invalidParameters(
      repeated.length > 0 ? `${repeated.join(', ')} given more than once` : `unknown parameter ${unknown.join(', ')}`,
    ),
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

/** `/v2/mining/license-auctions/` (filtered, sorted, paginated) and `/v2/mining/license-auctions/{wiup_code}/`. */
export function auctionRoutes(db: Database): Hono {
  const store = new AuctionStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/mining/license-auctions', (c) => {
    const parsed = auctionsQuery.safeParse(withoutBlankFilters(readParameters(c.req.url, rules)))
    const firstIssue = parsed.error?.issues[0]
    if (!parsed.success) throw invalidParameters(firstIssue === undefined ? 'unknown' : describeIssue(firstIssue))
    const { limit, offset } = parsed.data
    const { total, rows } = store.page(parsed.data)
    return c.json({ results: rows, pagination: paginate(total, limit, offset, rows.length) })
  })

  app.get('/v2/mining/license-auctions/:wiup_code', (c) => {
    const detail = store.detail(c.req.param('wiup_code'))
    if (detail === undefined) throw endpointProblem(404, 'Auction not found.')
    return c.json(detail)
  })

  return app
}
