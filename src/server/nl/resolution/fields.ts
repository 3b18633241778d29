import { FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR, catalogueFor } from '../../../shared/catalogue'
import type { Catalogue, FieldDef, Market } from '../../../shared/catalogue'
import type { FieldRef } from '../../../shared/where'
import { field } from './condition-trees'
import { quarterField } from '../../../shared/where/build'
import { LATEST_QUARTER } from '../../demo/core/calendar'
import { NO_PERIODS, twoYearsApart, type Periods } from '../prepass/quarters'
import { quarterName } from '../prepass/quarter-pairs'
import type { YearMention } from '../grammar/types'
import { refuse } from '../refusal/not-translatable'
import type { Metric, MetricFields } from '../vocabulary/metrics'

/** A catalogue field chosen for a metric, with how the message names it: `revenue in 2025`, `P/E (TTM)`. */
export interface Resolved {
  readonly ref: FieldRef
  readonly def: FieldDef
  readonly text: string
}

/** The two periods a growth compares: `(current - base) / base`. */
export interface Growth {
  readonly current: FieldRef
  readonly base: FieldRef
  readonly def: FieldDef
  /** `revenue` */
  readonly label: string
  /** how the message names the periods: `2025` and `2024`, `Q3-2024` and `Q2-2024` */
  readonly period: string
  readonly basePeriod: string
}

const LISTED = { idx: 'IDX', sgx: 'SGX' } as const

/**
 * The resolution stage's memory: picks each metric's field on the market for the year that applies to it, and collects the
 * notes that tell the person what was assumed.
 *
 * Years: a year written next to a metric is its year. A question with a single distinct year said for it (after a
 * condition, or before a metric) applies it to every other metric too ("banks with P/E below 10 and ROE above 15% in
 * 2023"), but a year between a metric and its condition is that metric's alone ("revenue 2025 > 50T & ROE > 18%"); one with several years cannot say which
 * applies to a metric written without one, and is refused. Without a year, a metric uses its current value, or,
 * when it only exists per year, the latest complete fiscal year (and the message says so).
 */
export class FieldContext {
  readonly catalogue: Catalogue
  readonly notes: string[] = []
  private readonly used = new Set<number>()
  private readonly noted = new Set<YearMention>()
  private readonly shared: YearMention | null
  private readonly several: boolean
  private pairUsed = false
  private quarterlyUsed = false
  private baseYearUsed = false

  constructor(
    readonly market: Market,
    private readonly mentions: readonly YearMention[],
    private readonly periods: Periods = NO_PERIODS,
  ) {
    this.catalogue = catalogueFor(market)
    // a metric's own year ("revenue 2025 > 50T") is not the question's: it is lent to no other metric
    const lent = mentions.filter((mention) => mention.own !== true)
    const distinct = [...new Set(lent.map((mention) => mention.year))]
    this.shared = distinct.length === 1 ? (lent[0] ?? null) : null
    this.several = distinct.length > 1
  }

  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text)
  }

  /** The field answering `metric` for the year written next to it (`bound`), or the question's year. */
  field(metric: Metric, bound: YearMention | null): Resolved {
    const fields = this.fieldsOf(metric)
    if (fields.yearly !== undefined) {
      const year = bound ?? this.sharedYear(metric)
      const quarter = year === null ? undefined : this.periods.quarters.get(year.year)
      if (year !== null && quarter !== undefined) return this.quarterly(metric, fields.yearly, this.use(year), quarter)
      if (year === null && this.periods.quarterly) {
        this.quarterlyUsed = true
        const latest = LATEST_QUARTER
        this.note(`no quarter given: used Q${latest.quarter}-${latest.year}, the latest reported quarter`)
        return this.quarterly(metric, fields.yearly, latest.year, latest.quarter)
      }
      if (year !== null) return this.yearly(fields.yearly, this.use(year))
      if (fields.current === undefined) return this.yearly(fields.yearly, this.defaultYear())
    }
    if (fields.current === undefined) throw new Error(`metric '${metric.id}' has no field`)
    const def = this.def(fields.current)
    if (bound !== null) {
      this.noted.add(bound)
      this.note(`${label(def)} is a current value, so ${bound.raw} was not applied to it`)
    }
    return { ref: field(def.name), def, text: label(def) }
  }

  /**
   * The growth of `metric` over the year that applies to it: needs a yearly field and the year before it. Asked
   * "quarterly", the latest reported quarter against the same quarter a year before (no seasonal swing).
   */
  growth(metric: Metric, bound: YearMention | null, valuesOnly = false): Growth {
    const name = this.fieldsOf(metric).yearly
    const { pair } = this.periods
    if (name !== undefined && pair !== null && bound === null) {
      this.pairUsed = true
      const current = this.quarterly(metric, name, pair.to.year, pair.to.quarter)
      const base = this.quarterly(metric, name, pair.from.year, pair.from.quarter)
      const [period, basePeriod] = [quarterName(pair.to), quarterName(pair.from)]
      return { current: current.ref, base: base.ref, def: current.def, label: label(current.def), period, basePeriod }
    }
    if (name !== undefined && this.periods.quarterly && bound === null) {
      this.quarterlyUsed = true
      const { year, quarter } = LATEST_QUARTER
      const current = this.quarterly(metric, name, year, quarter)
      const def = current.def
      this.note(
        `quarterly: Q${quarter}-${year} against Q${quarter}-${year - 1}; companies a quarter behind have no Q${quarter}-${year} yet`,
      )
      const base = quarterField(def.name, year - 1, quarter)
      return { current: current.ref, base, def, label: label(def), period: String(year), basePeriod: String(year - 1) }
    }
    if (name === undefined) {
      const where = `${LISTED[this.market]}-listed companies`
      refuse(`${metric.name} has no yearly values for ${where}, so its growth cannot be computed.`)
    }
    const given = bound ?? this.sharedYear(metric)
    const year = given === null ? this.defaultYear() : this.use(given)
    this.checkYear(year)
    // "Q3 2024 revenue growth above 10%": against which quarter is not said, and the full years are not what is asked
    const quarter = given === null ? undefined : this.periods.quarters.get(year)
    if (quarter !== undefined)
      refuse(
        `Could not tell what Q${quarter}-${year} is compared with: say it, e.g. 'revenue up 10% from Q${quarter} ${year - 1} to Q${quarter} ${year}' or 'Q${quarter} ${year} revenue up 10% year on year'.`,
      )
    if (year - 1 < FIRST_FISCAL_YEAR)
      refuse(`Growth in ${year} needs ${year - 1}, but yearly data starts in ${FIRST_FISCAL_YEAR}.`)
    const def = this.def(name)
    const base = this.baseYearOf(year, valuesOnly)
    const [period, basePeriod] = [String(year), String(base)]
    return { current: field(name, year), base: field(name, base), def, label: label(def), period, basePeriod }
  }

  /**
   * The year a change is measured against: the year before, or the earlier of two years compared further apart,
   * which only a comparison of the two values may use (a growth rate over them is not what the corpus computes).
   */
  private baseYearOf(year: number, valuesOnly: boolean): number {
    const { baseYear } = this.periods
    if (baseYear === null) return year - 1
    // one base for two changes ("… above 2023 and profit up from 2024") would lend it to the wrong one
    if (!valuesOnly || this.baseYearUsed) refuse(twoYearsApart(baseYear, year))
    this.checkYear(baseYear)
    this.baseYearUsed = true
    return baseYear
  }

  /**
   * Refuses a year that nothing in the question used: answering without it would answer a different question
   * ("margins above 20% in 2021, 2022 ..." must not quietly become 2021 alone).
   */
  finish(): void {
    const { pair } = this.periods
    if (pair !== null && !this.pairUsed) {
      const [from, to] = [quarterName(pair.from), quarterName(pair.to)]
      refuse(`Could not tell what changed from ${from} to ${to}: name a metric, e.g. 'revenue up from Q1 to Q2 2025'.`)
    }
    // "top 10 this quarter by market cap": a current value has no quarter, and dropping it would answer another question
    const { quarterlySaid } = this.periods
    if (quarterlySaid !== null && !this.quarterlyUsed && !this.pairUsed)
      refuse(`Could not tell what '${quarterlySaid}' applies to: name a metric, e.g. 'P/E below 15'.`)
    const { baseYear } = this.periods
    if (baseYear !== null && !this.baseYearUsed) refuse(twoYearsApart(baseYear, LATEST_FISCAL_YEAR))
    for (const mention of this.mentions) {
      if (this.used.has(mention.year) || this.noted.has(mention)) continue
      refuse(
        `Could not tell what '${mention.raw}' applies to: write the year next to a metric, e.g. 'revenue in 2023'.`,
      )
    }
  }

  /** The quarterly twin of a yearly line (`revenue` → `revenue_q[Q1-2024]`), or a refusal naming the metric. */
  private quarterly(metric: Metric, yearly: string, year: number, quarter: number): Resolved {
    const def = this.catalogue.field(`${yearly}_q`)
    if (def?.quarterly !== true)
      refuse(
        `${metric.name} has no quarterly values for ${LISTED[this.market]}-listed companies: ask for a year instead.`,
      )
    const latest = LATEST_QUARTER
    if (year * 4 + quarter > latest.year * 4 + latest.quarter)
      refuse(
        `Q${quarter}-${year} has not been reported yet: the latest reported quarter is Q${latest.quarter}-${latest.year}.`,
      )
    if (year < FIRST_FISCAL_YEAR) refuse(`Quarterly data starts in Q1-${FIRST_FISCAL_YEAR}: there is none for ${year}.`)
    return { ref: quarterField(def.name, year, quarter), def, text: `${label(def)} in Q${quarter}-${year}` }
  }

  private yearly(name: string, year: number): Resolved {
    this.checkYear(year)
    const def = this.def(name)
    return { ref: field(name, year), def, text: `${label(def)} in ${year}` }
  }

  private sharedYear(metric: Metric): YearMention | null {
    if (this.several)
      refuse(`The question names several years: write the year next to ${metric.name}, e.g. 'revenue in 2023'.`)
    return this.shared
  }

  private use(mention: YearMention): number {
    this.used.add(mention.year)
    if (mention.relative === 'last') this.note(`'${mention.raw}' read as ${mention.year}`)
    if (mention.relative === 'this') {
      const next = mention.year + 1
      this.note(
        `'${mention.raw}' read as ${mention.year}, the latest complete fiscal year, as ${next} has no full-year data yet`,
      )
    }
    return mention.year
  }

  private defaultYear(): number {
    this.note(`no year given: used ${LATEST_FISCAL_YEAR}, the latest complete fiscal year`)
    return LATEST_FISCAL_YEAR
  }

  private checkYear(year: number): void {
    if (year > LATEST_FISCAL_YEAR)
      refuse(`There is no full-year data for ${year} yet: the latest complete fiscal year is ${LATEST_FISCAL_YEAR}.`)
    if (year < FIRST_FISCAL_YEAR) refuse(`Yearly data starts in ${FIRST_FISCAL_YEAR}: there is none for ${year}.`)
  }

  private fieldsOf(metric: Metric): MetricFields {
    const fields = metric[this.market]
    if (fields === null) refuse(`${metric.name} is not available for ${LISTED[this.market]}-listed companies.`)
    return fields
  }

  private def(name: string): FieldDef {
    const def = this.catalogue.field(name)
    if (def === undefined) throw new Error(`the ${this.market} catalogue has no field '${name}'`)
    return def
  }
}

/** A field's label inside a sentence: "Market cap" → "market cap"; "P/E (TTM)", "ROE" and "EPS" stay. */
export function label(def: FieldDef): string {
  const second = def.label.charAt(1)
  return second !== second.toLowerCase() || !/\p{L}/u.test(second)
    ? def.label
    : def.label.charAt(0).toLowerCase() + def.label.slice(1)
}
