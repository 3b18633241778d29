import { isPlainInteger, isYearLike } from '../tokens/amounts'
import type { Draft, Subject, YearMention } from './types'
import { refuse } from '../refusal/not-translatable'
import { isKind, plusJoins } from './item-cursor'
import type { ItemOf } from './item-cursor'
import type { Item, Trend } from '../recognition/types'
import { combineTrends, readComparison, readExclusion, leavesMetricToCondition } from './readers'
import { DraftBuilder, misplaced } from './draft-builder'
import { classBeforeItsMetric } from './class-of-metric'

/**
 * The grammar stage: reads the items as a small grammar and says what applies to what. In the rules, `Year` is a year-like
 * number, `last year` or `this year`; a year written next to a metric, or after its condition, is its year.
 *
 *   Question   : Clause*
 *   Clause     : Year? Condition | Rank | 'by' Year? Growth? Subject Comparison* | State Year? | Listing | Class
 *              | 'excluding' Class ('and' Class)* | 'both'? Index | Board | Direction | Count | Year
 *   Condition  : Growth? Subject (Comparison (('and' | 'or') Comparison)*)?  — no comparison: a trend or an error
 *              | Comparison Growth? Subject                                 — "more than 10,000 employees"
 *   Subject    : Metric Growth? Year?
 *   Comparison : CompareWord Amount | 'between' Amount ('and' | 'to') Amount | Amount 'or more' | 'positive'
 *   Rank       : Count? RankWord Count? Growth? (Subject Comparison*)?
 *   Listing    : ListingWords Year | 'listed between' Year ('and' | 'to') Year       (see `readListing`)
 *
 * Filler words are already gone. "and" joins nothing by itself; "or" joins two conditions into alternatives, and
 * between classes or indices means the union they get anyway.
 */
/** Metrics that, named without a number or a ranking, mean "pays dividends". */
const DIVIDEND_METRICS = new Set(['dividend_yield', 'dividend_per_share'])

export function assemble(items: readonly Item[]): Draft {
  return new Assembler(classBeforeItsMetric(items)).run()
}

class Assembler extends DraftBuilder {
  run(): Draft {
    let afterFilter = false
    while (!this.done) {
      const item = this.take()
      if (isKind(item, 'connector') && item.word === 'or') {
        this.or(item, afterFilter)
        continue
      }
      const pending = this.orPending
      const before = this.filterCount
      this.clause(item)
      afterFilter = this.filterCount > before
      if (pending !== null && this.orPending === pending) misplaced(pending)
    }
    if (this.orPending !== null) misplaced(this.orPending)
    return this.draft
  }

  private clause(item: Item): void {
    switch (item.kind) {
      case 'metric':
        this.condition(item, null, null)
        break
      case 'growth':
        this.trendFirst(item, null)
        break
      case 'compare':
      case 'between':
      case 'sign':
        this.at -= 1
        this.comparisonFirst(null)
        break
      case 'number':
        this.number(item)
        break
      case 'year':
        this.yearFirst(this.mention(item.year, item.raw, item.relative))
        break
      case 'rank':
        this.rank(item)
        break
      case 'by':
        this.by(item)
        break
      case 'direction':
        this.draft.directions.push({ descending: item.descending, quality: item.quality, raw: item.raw })
        break
      case 'class':
        this.draft.classes.push(item.targets)
        break
      case 'exclude':
        this.draft.exclusions.push(readExclusion(this, item))
        break
      case 'index':
        this.draft.indices.push(item.code)
        break
      case 'both':
        if (!isKind(this.peek(), 'index')) misplaced(item)
        this.draft.allIndices = true
        break
      case 'state':
        this.state(item, null)
        break
      case 'preset':
        this.addFilter({ kind: 'preset', preset: item.preset, year: this.year() })
        break
      case 'listed':
        this.listing(item)
        break
      case 'board':
        this.draft.boards.push(item.board)
        break
      case 'postfix':
        // "yield >= 5% + payout < 60%", "near ATH + ROE > 15%": a plus between two conditions joins them, as "and"
        if (item.raw !== '+' || !plusJoins(this.items[this.at - 2], this.peek(), this.filterCount)) misplaced(item)
        break
      case 'connector':
      case 'market':
      case 'missing':
      case 'filler':
        // "and" and "to" join nothing by themselves; markets and missing fields were judged before assembly
        break
    }
  }

  /** Condition : Growth? Subject (Comparison (('and' | 'or') Comparison)*)? */
  private condition(metric: ItemOf<'metric'>, trend: Trend | null, year: YearMention | null): void {
    const subject = this.subject(metric, trend, year)
    if (this.comparisons(subject)) return
    // a ranking word after its metric, as Indonesian puts it: "dividen tertinggi", "PER terendah"
    const after = this.peek()
    // and after a growth: "pertumbuhan pendapatan tertinggi", "grew revenue fastest" rank by the growth
    if (isKind(after, 'rank') && !isKind(this.peek(1), 'metric')) {
      this.at += 1
      const trend = subject.trend ?? (after.rank.growth ? 'up' : null)
      this.draft.ranks.push({ word: after.rank, raw: after.raw, trend, subject: { ...subject, trend: null } })
      return
    }
    // "sorted" by its direction alone: "kapitalisasi pasar dari besar ke kecil"
    if (subject.trend === null && isKind(after, 'direction')) {
      this.draft.sorts.push({ subject, descending: after.descending })
      return
    }
    // dividends named alone mean paying them: "banks with dividends", "dividen selama 3 tahun"
    if (subject.trend === null && DIVIDEND_METRICS.has(subject.metric.id)) {
      this.addFilter({ kind: 'state', state: 'dividendPayer', year: subject.year })
      return
    }
    if (subject.trend === null) {
      refuse(
        `Could not tell what to do with '${metric.raw}': compare it with a number or rank by it, e.g. 'highest ${metric.raw}'.`,
      )
    }
    this.addFilter({ kind: 'trend', subject })
  }

  /** Subject : Metric Growth? Year? */
  private subject(metric: ItemOf<'metric'>, trend: Trend | null, year: YearMention | null): Subject {
    const suffix = this.takeIf('growth')
    return { metric: metric.metric, trend: combineTrends(trend, suffix?.trend ?? null), year: year ?? this.ownYear() }
  }

  /** Reads the comparisons of a subject, adding a filter for each; false when there is none. */
  private comparisons(subject: Subject): boolean {
    let added = false
    for (let comparison = readComparison(this); comparison !== null; comparison = this.chained()) {
      subject.year ??= this.year()
      this.addFilter({ kind: 'compare', subject, comparison })
      added = true
    }
    return added
  }

  /** Condition : Comparison Growth? Subject — "more than 10,000 employees", "positive free cash flow" */
  private comparisonFirst(year: YearMention | null): void {
    const start = this.at
    const comparison = readComparison(this)
    const growth = isKind(this.peek(1), 'metric') ? this.takeIf('growth') : null
    const metric = this.takeIf('metric')
    if (comparison === null || metric === null)
      refuse(`Could not tell what '${this.wordsFrom(start)}' applies to: name a metric, e.g. 'P/E below 15'.`)
    this.addFilter({ kind: 'compare', subject: this.subject(metric, growth?.trend ?? null, year), comparison })
  }

  private trendFirst(growth: ItemOf<'growth'>, year: YearMention | null): void {
    const metric = this.takeIf('metric')
    if (metric === null) refuse(`Could not tell what '${growth.raw}' refers to: name a metric, e.g. 'growing revenue'.`)
    this.condition(metric, growth.trend, year)
  }

  private number(item: ItemOf<'number'>): void {
    if (isKind(this.peek(), 'postfix')) {
      this.at -= 1
      this.comparisonFirst(null)
      return
    }
    const first = this.items.slice(0, this.at - 1).every((previous) => previous.kind === 'market')
    const countable = isPlainInteger(item.amount) && !isYearLike(item.amount)
    if (countable && (first || isKind(this.peek(), 'rank') || isKind(this.peek(), 'class'))) {
      this.setCount(item.amount)
      return
    }
    if (isYearLike(item.amount)) {
      this.yearFirst(this.mention(Number(item.amount.digits), item.raw, null))
      return
    }
    refuse(`Could not tell what '${item.raw}' refers to: write it after what it limits, e.g. 'P/E below 15'.`)
  }

  /** A year before what it applies to ("2023 revenue", "in 2023, profitable"), or on its own for the question. */
  private yearFirst(year: YearMention): void {
    const next = this.peek()
    if (isKind(next, 'metric')) {
      this.at += 1
      this.condition(next, null, year)
    } else if (isKind(next, 'growth')) {
      this.at += 1
      this.trendFirst(next, year)
    } else if (isKind(next, 'state')) {
      this.at += 1
      this.state(next, year)
    } else if (isKind(next, 'preset')) {
      this.at += 1
      this.addFilter({ kind: 'preset', preset: next.preset, year })
    } else if (isKind(next, 'compare') || isKind(next, 'between') || isKind(next, 'sign')) {
      this.comparisonFirst(year)
    }
  }

  /** Rank : RankWord Count? Growth? (Subject Comparison*)? */
  private rank(item: ItemOf<'rank'>): void {
    const count = this.peek()
    // a year is never a count: "the lowest 2024 debt to equity"
    const countable = isKind(count, 'number') && isPlainInteger(count.amount) && !isYearLike(count.amount)
    if (countable && !isKind(this.peek(1), 'postfix')) {
      this.at += 1
      this.setCount(count.amount)
    }
    const year = this.leadingYear()
    const growth = this.takeIf('growth')
    const trend = growth?.trend ?? (item.rank.growth ? 'up' : null)
    const metric = growth === null && leavesMetricToCondition(this, item) ? null : this.takeIf('metric')
    const subject = metric === null ? null : this.subject(metric, null, year)
    this.draft.ranks.push({ word: item.rank, raw: item.raw, trend, subject })
    if (subject !== null) this.comparisons(subject)
  }

  /** 'by' Year? Growth? Subject Comparison*   ("by 2024 revenue" is "by revenue in 2024") */
  private by(item: ItemOf<'by'>): void {
    const year = this.leadingYear()
    const growth = this.takeIf('growth')
    const metric = this.takeIf('metric')
    if (metric === null) {
      // "sort banks by yield", "urutkan bank berdasarkan dividen": the imperative comes before the rows it sorts,
      // and the later 'by' names the metric (with nothing in between, growth or a year were taken for it above);
      // "urutin emiten emas dari PER terendah": or a later ranking does ("PER terendah"), which orders the rows
      const later = this.items.slice(this.at)
      if (year === null && growth === null && later.some((next) => next.kind === 'by' || next.kind === 'rank')) {
        this.draft.sortAsked = true
        return
      }
      refuse(`Could not tell what '${item.raw}' sorts by: name a metric, e.g. 'by market cap'.`)
    }
    const subject = this.subject(metric, growth?.trend ?? null, year)
    this.draft.sorts.push({ subject, descending: item.descending })
    // "diurutkan dari kapitalisasi pasar terkecil": a ranking word after the sorted metric gives the direction;
    // "newest" after another metric stays a ranking of its own, which the ranking refuses as a second metric
    const rank = this.peek()
    const dated =
      isKind(rank, 'rank') && rank.rank.defaultMetric === 'listing_date' && metric.metric.id !== 'listing_date'
    if (isKind(rank, 'rank') && !isKind(this.peek(1), 'metric') && !dated) {
      this.at += 1
      this.draft.directions.push({ descending: rank.rank.descending, raw: rank.raw })
      return
    }
    this.comparisons(subject)
  }
}
