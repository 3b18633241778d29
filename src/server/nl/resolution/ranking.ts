import { SCREENER_DEFAULT_LIMIT, SCREENER_MAX_LIMIT } from '../../../shared/api/screener'
import type { Condition, ValueExpr } from '../../../shared/where'
import { amountValue } from '../tokens/amounts'
import { compare, growthOf, isNull, num } from './condition-trees'
import type { Draft, Subject } from '../grammar/types'
import type { FieldContext } from './fields'
import { refuse } from '../refusal/not-translatable'
import type { Trend } from '../recognition/types'
import type { Ranking } from './types'
import { floorOf, metricById, naturallyDescending } from '../vocabulary/metrics'
import type { Metric } from '../vocabulary/metrics'
import { orderKey } from '../../../shared/where/build'

/** How many results a ranking word gives when the question does not say: "top banks" means ten. */
export const RANKING_DEFAULT_LIMIT = 10

/**
 * The ranking, from every ranking word, `by` and direction in the question. One metric at most: the one written
 * with a ranking word ("highest ROE") or after `by`, else the ranking word's own (market cap for "top", P/E for
 * "cheapest"). The direction is, in order: an explicit "descending"/"lowest first", the ranking word written with
 * the metric, the first ranking word, the `by` ("sorted by" ascends, "by" and "ranked by" descend).
 */
export function resolveRanking(draft: Draft, context: FieldContext): Ranking | null {
  const { ranks, sorts, directions } = draft
  const [firstRank] = ranks
  if (firstRank === undefined && sorts.length === 0) {
    const [direction] = directions
    if (direction !== undefined)
      refuse(`Could not tell what '${direction.raw}' sorts: name a metric, e.g. 'sorted by P/E descending'.`)
    return null
  }
  const subjects = [
    ...ranks.flatMap((rank) => (rank.subject === null ? [] : [rank.subject])),
    ...sorts.map((s) => s.subject),
  ]
  const [subject = null, second] = subjects
  if (second !== undefined && (second.metric !== subject?.metric || second.trend !== subject.trend))
    refuse(`Could not rank by two metrics at once: ${subject?.metric.name} and ${second.metric.name}.`)

  const trend: Trend | null = subject?.trend ?? ranks.find((rank) => rank.trend !== null)?.trend ?? null
  const attached = ranks.find((rank) => rank.subject !== null)
  const losses = subject === null && rankedByLosses(draft)
  const metric = losses ? metricById('earnings') : (subject?.metric ?? defaultMetric(draft, trend))
  // "best first" is the highest ROE but the lowest ESG risk score
  const explicit = [
    ...new Set(
      directions.map(({ descending, quality }) =>
        quality === undefined ? descending : (quality === 'best') === naturallyDescending(metric),
      ),
    ),
  ]
  const withMetric = new Set(ranks.filter((rank) => rank.subject !== null).map((rank) => rank.word.descending))
  if (explicit.length > 1 || withMetric.size > 1)
    refuse('Could not tell which way to sort: the question asks for both directions.')
  // "sorted by X" lists the better values first: the highest, except where lower is better (P/E, debt, ESG risk)
  const sorted = sorts[0] === undefined ? undefined : naturallyDescending(sorts[0].subject.metric)
  // "top 10 cheapest": the word that named the metric gives the direction, "top" only the count
  const named = subject === null ? ranks.find((rank) => rank.word.defaultMetric === metric.id) : undefined
  const implied = attached?.word.descending ?? named?.word.descending ?? firstRank?.word.descending ?? sorted ?? true
  // "top declining" means the steepest declines first: the lowest growth; "biggest loss makers" the lowest earnings
  const descending = explicit[0] ?? (trend === 'down' || losses ? !implied : implied)
  const positiveOnly = ranks.some((rank) => rank.word.positiveOnly)
  const floor = descending ? null : floorOf(metric)
  const ranked = rankedValue(metric, subject, trend, positiveOnly || floor === '>', floor === '>=', context)
  // "newest" and "oldest" say which end of the listing dates comes first: with another metric they say nothing
  const dated = ranks.find((rank) => rank.word.defaultMetric === 'listing_date')
  if (dated !== undefined && metric.id !== 'listing_date')
    refuse(`Could not tell how to sort: '${dated.raw}' orders by listing date, not by ${ranked.text}.`)
  const [most, least] = ranked.sized ? ['largest', 'smallest'] : ['highest', 'lowest']
  const only = positiveOnly || floor === '>' ? ', positive values only' : floor === '>=' ? ', zero and above only' : ''
  return {
    key: orderKey(ranked.expr, descending),
    guards: ranked.guards,
    text: `ranked by ${ranked.text}, ${descending ? most : least} first${only}`,
    superlative: firstRank !== undefined,
  }
}

/** "Biggest loss makers": a size word ranking loss-makers ranks them by the size of the loss. */
function rankedByLosses(draft: Draft): boolean {
  const loss = draft.filters.some((group) => group.some((f) => f.kind === 'state' && f.state === 'lossMaking'))
  return loss && draft.ranks.length > 0 && draft.ranks.every((rank) => rank.word.defaultMetric === 'market_cap')
}

function defaultMetric(draft: Draft, trend: Trend | null): Metric {
  const [first] = draft.ranks
  const defaults = draft.ranks.flatMap((rank) => (rank.word.defaultMetric === null ? [] : [rank.word.defaultMetric]))
  // a word with a metric of its own ("most profitable") says more than "top"; "top dividend payers" rank by yield
  const payers = draft.filters.some((group) => group.some((f) => f.kind === 'state' && f.state === 'dividendPayer'))
  const own = [...new Set(defaults.filter((candidate) => candidate !== 'market_cap'))]
  // "high yield low PE stocks": two words with a metric of their own each ask for a ranking of their own
  const [one, other] = own.map(metricById)
  if (one !== undefined && other !== undefined)
    refuse(`Could not rank by two metrics at once: ${one.name} and ${other.name}.`)
  const id = own[0] ?? (payers ? 'dividend_yield' : undefined) ?? defaults[0]
  if (trend !== null)
    refuse(
      `Could not tell which metric's growth '${first?.raw ?? ''}' ranks by: name one, e.g. 'fastest growing banks by revenue'.`,
    )
  if (id === undefined)
    refuse(`Could not tell what '${first?.raw ?? ''}' ranks by: name a metric, e.g. 'highest dividend yield'.`)
  return metricById(id)
}

interface RankedValue {
  readonly expr: ValueExpr
  readonly guards: Condition[]
  readonly text: string
  /** amounts of money and counts read "largest first", everything else "highest first" */
  readonly sized: boolean
}

/** What the ranking sorts on, and the conditions that keep companies without a meaningful value out. */
function rankedValue(
  metric: Metric,
  subject: Subject | null,
  trend: Trend | null,
  positiveOnly: boolean,
  nonNegative: boolean,
  context: FieldContext,
): RankedValue {
  const year = subject?.year ?? null
  if (trend !== null) {
    const growth = context.growth(metric, year)
    const guards = [compare(growth.base, '>', num(0)), isNull(growth.current, true)]
    const text = `${growth.label} growth in ${growth.period}`
    return { expr: growthOf(growth.current, growth.base), guards, text, sized: false }
  }
  const field = context.field(metric, year)
  // a date ranks without a sign: "cheapest" by a listing date is just its order
  const numeric = field.def.type === 'number'
  const guard =
    positiveOnly && numeric
      ? compare(field.ref, '>', num(0))
      : nonNegative && numeric
        ? compare(field.ref, '>=', num(0))
        : isNull(field.ref, true)
  const unit = field.def.unit
  const sized = unit === 'IDR' || unit === 'SGD' || unit === 'count'
  return { expr: field.ref, guards: [guard], text: field.text, sized }
}

/** The limit: the number asked for (at most the screener's maximum), ten for a ranking word, else the default. */
export function resolveLimit(draft: Draft, ranking: Ranking | null, context: FieldContext): [number, string] {
  const { count } = draft
  if (count === null) {
    return ranking?.superlative === true && !draft.sortAsked
      ? [RANKING_DEFAULT_LIMIT, `top ${RANKING_DEFAULT_LIMIT}`]
      : [SCREENER_DEFAULT_LIMIT, '']
  }
  const asked = amountValue(count)
  if (count.currency !== null || count.unit !== null || !Number.isInteger(asked))
    refuse(`Could not read '${count.raw}' as a number of results.`)
  if (asked < 1) refuse(`The number of results must be at least 1, not '${count.raw}'.`)
  const limit = Math.min(asked, SCREENER_MAX_LIMIT)
  if (asked > limit) context.note(`${count.raw} capped at ${SCREENER_MAX_LIMIT}, the most the screener returns`)
  return [limit, `${ranking === null ? 'first' : 'top'} ${limit}`]
}
