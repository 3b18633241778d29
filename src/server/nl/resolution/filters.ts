import type { CompareOp, Condition } from '../../../shared/where'
import type { Amount } from '../tokens/amounts'
import { and, compare, growthOf, isNull, num, or } from './condition-trees'
import type { Comparison, DraftFilter, Subject } from '../grammar/types'
import type { FieldContext } from './fields'
import type { Part } from './types'
import { resolvePreset } from './presets'
import { capitalise, convert } from './values'
import { refuse } from '../refusal/not-translatable'
import type { Value, ValueUnit } from './values'
import { floorOf, metricById, takesPercent } from '../vocabulary/metrics'
import type { Metric } from '../vocabulary/metrics'

export const OP_WORDS: Readonly<Record<CompareOp, string>> = {
  '>': 'above',
  '>=': 'at least',
  '<': 'below',
  '<=': 'at most',
  '=': 'equal to',
  '!=': 'not equal to',
}

/** A decline of more than 10% is a growth below -10%: the comparison turns round. */
const MIRRORED: Readonly<Record<CompareOp, CompareOp>> = {
  '>': '<',
  '>=': '<=',
  '<': '>',
  '<=': '>=',
  '=': '=',
  '!=': '!=',
}

/**
 * "Paid dividends": on IDX a positive trailing yield, on SGX a positive trailing dividend (SGX has no trailing
 * yield); for a given year, a positive dividend per share of that year on both.
 */
const DIVIDENDS_PAID: Metric = {
  id: 'dividends_paid',
  name: 'Dividends',
  phrases: [],
  idx: { current: 'yield_ttm', yearly: 'total_dividend' },
  sgx: { current: 'dividend_ttm', yearly: 'total_dividend' },
}

/** One group of alternatives ("P/E below 10 or P/B below 1") as one part. */
export function resolveFilterGroup(group: readonly DraftFilter[], context: FieldContext): Part {
  const parts = group.map((filter) => resolveFilter(filter, context))
  const [first] = parts
  if (first === undefined) throw new Error('an empty filter group')
  if (parts.length === 1) return first
  const condition = or(parts.map((part) => and(part.conditions)))
  const text = parts.map((part) => (part.kind === first.kind ? part.text : `${part.kind} ${part.text}`)).join(' or ')
  return { kind: first.kind, conditions: [condition], text }
}

function resolveFilter(filter: DraftFilter, context: FieldContext): Part {
  switch (filter.kind) {
    case 'compare':
      return filter.subject.trend === null
        ? compareField(filter.subject, filter.comparison, context)
        : compareGrowth(filter.subject, filter.comparison, context)
    case 'trend': {
      const growth = context.growth(filter.subject.metric, filter.subject.year, true)
      const down = filter.subject.trend === 'down'
      const text = `${growth.label} ${down ? 'lower' : 'higher'} in ${growth.period} than in ${growth.basePeriod}`
      return { kind: 'with', conditions: [compare(growth.current, down ? '<' : '>', growth.base)], text }
    }
    case 'state':
      return state(filter, context)
    case 'preset':
      return resolvePreset(filter.preset, filter.year, context)
  }
}

function compareField(subject: Subject, comparison: Comparison, context: FieldContext): Part {
  const field = context.field(subject.metric, subject.year)
  const value = (amount: Amount) => {
    perShareOnly(subject.metric, amount, field.text)
    return convert(
      amount,
      amount.unit === 'percent' && takesPercent(subject.metric) ? 'percent' : field.def.unit,
      field.text,
      (note) => {
        context.note(note)
      },
    )
  }
  if (comparison.kind === 'compare') {
    const { value: number, display } = value(comparison.amount)
    const condition = compare(field.ref, comparison.op, num(number))
    // "P/E below 15" means a positive P/E below 15, "debt to equity below 1" one from zero: a loss-maker's
    // negative P/E or a negative equity's negative ratio is not low
    const floor = floorOf(subject.metric)
    if (floor !== null && (comparison.op === '<' || comparison.op === '<=') && number > 0) {
      const conditions = [compare(field.ref, floor, num(0)), condition]
      const text =
        floor === '>'
          ? `positive ${field.text} ${OP_WORDS[comparison.op]} ${display}`
          : `${field.text} of 0 or more and ${OP_WORDS[comparison.op]} ${display}`
      return { kind: 'with', conditions, text }
    }
    return { kind: 'with', conditions: [condition], text: `${field.text} ${OP_WORDS[comparison.op]} ${display}` }
  }
  const [low, high] = ordered(value(comparison.low), value(comparison.high))
  return {
    kind: 'with',
    conditions: [compare(field.ref, '>=', num(low.value)), compare(field.ref, '<=', num(high.value))],
    text: `${field.text} between ${low.display} and ${high.display}`,
  }
}

/** Metrics the data holds per share: a dividend or EPS is never millions of rupiah a share. */
const PER_SHARE_METRICS = new Set(['dividend_per_share', 'eps'])

/**
 * "dividend payments above 500 billion": the data holds dividends per share, not what a company paid in total, so
 * an amount of millions or more is refused rather than compared with a per-share figure.
 */
function perShareOnly(metric: Metric, amount: Amount, what: string): void {
  if (PER_SHARE_METRICS.has(metric.id) && amount.unit === null && amount.power >= 6)
    refuse(`${capitalise(what)} is an amount per share, so '${amount.raw}' does not fit it.`)
}

/**
 * `(revenue[2024] - revenue[2023]) / revenue[2023] > 0.2`, guarded by `revenue[2023] > 0`: over a negative base
 * the fraction's sign would turn round and "growth" would select shrinking companies.
 */
function compareGrowth(subject: Subject, comparison: Comparison, context: FieldContext): Part {
  const growth = context.growth(subject.metric, subject.year)
  const down = subject.trend === 'down'
  const noun = `${growth.label} ${down ? 'decline' : 'growth'} in ${growth.period}`
  const unit: ValueUnit = 'growth'
  const value = (amount: Amount) => {
    const read = convert(amount, unit, noun, (note) => {
      context.note(note)
    })
    return down ? { ...read, value: -read.value } : read
  }
  const expression = growthOf(growth.current, growth.base)
  const guard = compare(growth.base, '>', num(0))
  if (comparison.kind === 'compare') {
    const { value: number, display } = value(comparison.amount)
    const op = down ? MIRRORED[comparison.op] : comparison.op
    const text = `${noun} ${OP_WORDS[comparison.op]} ${display}`
    return { kind: 'with', conditions: [guard, compare(expression, op, num(number))], text }
  }
  const [low, high] = ordered(value(comparison.low), value(comparison.high))
  // a decline between 5% and 10% is a growth between -10% and -5%: the message keeps the words' order
  const [lowShown, highShown] = down ? [high.display, low.display] : [low.display, high.display]
  return {
    kind: 'with',
    conditions: [guard, compare(expression, '>=', num(low.value)), compare(expression, '<=', num(high.value))],
    text: `${noun} between ${lowShown} and ${highShown}`,
  }
}

/** "Between 10 and 5" means the same range as "between 5 and 10". */
function ordered(first: Value, second: Value): [Value, Value] {
  return first.value <= second.value ? [first, second] : [second, first]
}

function state(filter: Extract<DraftFilter, { kind: 'state' }>, context: FieldContext): Part {
  switch (filter.state) {
    case 'profitable':
    case 'lossMaking': {
      const earnings = context.field(metricById('earnings'), filter.year)
      const profit = filter.state === 'profitable'
      const year = earnings.ref.year ?? ''
      const text = `made a ${profit ? 'profit' : 'loss'} in ${year}`
      return { kind: 'that', conditions: [compare(earnings.ref, profit ? '>' : '<', num(0))], text }
    }
    case 'dividendPayer':
    case 'noDividend': {
      const paid = context.field(DIVIDENDS_PAID, filter.year)
      const when = paid.ref.year === null ? 'the last twelve months' : String(paid.ref.year)
      if (filter.state === 'dividendPayer')
        return { kind: 'that', conditions: [compare(paid.ref, '>', num(0))], text: `paid dividends in ${when}` }
      // no dividend shows as a zero or as no value at all, depending on the company's history: both count
      const none: Condition = or([compare(paid.ref, '=', num(0)), isNull(paid.ref, false)])
      return { kind: 'that', conditions: [none], text: `paid no dividends in ${when}` }
    }
  }
}
