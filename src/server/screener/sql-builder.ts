import { idxCatalogue, sgxCatalogue, type Catalogue, type Market } from '../../shared/catalogue'
import type { FieldRef } from '../../shared/where/ast'
import { IDX_YEARLY_SERIES, seriesColumn } from '../db/schema'
import { quoteIdent } from '../db/sql'

export type SqlParam = number | string

/** The tables one market's screener reads. */
export interface ScreenerTables {
  readonly companies: 'idx_companies' | 'sgx_companies'
  readonly yearly: 'idx_yearly' | 'sgx_yearly'
  readonly catalogue: Catalogue
  /** a market's yearly series table (IDX_YEARLY_SERIES in schema.ts): some fields' years side by side */
  readonly series?: YearlySeries
}

export interface YearlySeries {
  readonly table: 'idx_yearly_series'
  readonly fields: readonly string[]
  readonly years: readonly number[]
}

/** The tables each market's screener reads (routes/screener.ts; the tests use the same). */
export const SCREENER_TABLES: Readonly<Record<Market, ScreenerTables>> = {
  idx: { companies: 'idx_companies', yearly: 'idx_yearly', catalogue: idxCatalogue, series: IDX_YEARLY_SERIES },
  sgx: { companies: 'sgx_companies', yearly: 'sgx_yearly', catalogue: sgxCatalogue },
}

/** Whether the series holds this field in this year. */
const inSeries = (series: YearlySeries | undefined, name: string, year: number) =>
  series !== undefined && series.fields.includes(name) && series.years.includes(year)

/**
 * The fields to read from the series table: each field named in two or more of its years, when reading those
 * fields there joins fewer tables than a join per year would (`revenue[2025] > revenue[2024]` reads one series
 * row per company instead of two yearly rows; `pe[2024] < pe_peer_avg[2024]` stays on its year's rows).
 */
function fieldsForSeries(tables: ScreenerTables, fields: readonly FieldRef[]): ReadonlySet<string> {
  const { series, catalogue } = tables
  if (series === undefined) return new Set()
  // the references that join a year's rows (see column)
  const yearly = fields.flatMap(({ name, year, quarter }) =>
    year !== null && quarter === undefined && catalogue.field(name)?.yearly === true ? [{ name, year }] : [],
  )
  const held = (ref: { name: string; year: number }) => inSeries(series, ref.name, ref.year)
  const yearsOf = (name: string) =>
    new Set(yearly.filter((ref) => ref.name === name && held(ref)).map((ref) => ref.year))
  const chosen = new Set(yearly.map((ref) => ref.name).filter((name) => yearsOf(name).size >= 2))
  const yearsLeft = yearly.filter((ref) => !(chosen.has(ref.name) && held(ref))).map((ref) => ref.year)
  const joinsNow = new Set(yearly.map((ref) => ref.year)).size
  return chosen.size + new Set(yearsLeft).size < joinsNow ? chosen : new Set()
}

/** The quarterly statements of a market that has them. */
const QUARTERLY_TABLES: Partial<Record<Catalogue['market'], string>> = { idx: 'idx_quarterly' }
/** The JSON lists behind list-member fields, kept apart from the company rows a scan reads. */
const DETAILS_TABLES: Partial<Record<Catalogue['market'], string>> = { idx: 'idx_company_details' }

/**
 * Collects what a compiled query needs besides its text: named parameters (every value the client wrote is one)
 * and one LEFT JOIN of the yearly table per fiscal year, and of the quarterly table per quarter, the query refers to
 * (or of the yearly series per field, see fieldsForSeries).
 */
export class SqlBuilder {
  readonly params: Record<string, SqlParam> = {}
  private readonly yearAliases = new Map<number, string>()
  private readonly seriesAliases = new Map<string, string>()
  private readonly seriesFields: ReadonlySet<string>
  private readonly quarterAliases = new Map<string, { alias: string; year: number; quarter: number }>()
  private parameterCount = 0
  private joinsDetails = false

  /** `fields`: every field the query names (ScreenerPlan.fields), which decides what is read from the series */
  constructor(
    readonly tables: ScreenerTables,
    fields: readonly FieldRef[] = [],
  ) {
    this.seriesFields = fieldsForSeries(tables, fields)
  }

  /** Binds a value and returns its placeholder. */
  bind(value: SqlParam): string {
    const name = `p${this.parameterCount++}`
    this.params[name] = value
    return `:${name}`
  }

  /**
   * The column of a catalogue field: the company row, the joined row of its fiscal year or quarter, or for a list
   * member (`major_shareholders_name`) the company's whole JSON list (`major_shareholders`).
   */
  column(field: FieldRef): string {
    const definition = this.tables.catalogue.field(field.name)
    if (definition === undefined) throw new Error(`field ${field.name} reached the compiler without analysis`)
    if (definition.member !== undefined) {
      this.joinsDetails = true
      return `d.${quoteIdent(definition.member.list)}`
    }
    if (definition.quarterly === true && field.year !== null && field.quarter !== undefined)
      return `${this.quarterAlias(field.year, field.quarter)}.${quoteIdent(field.name)}`
    if (!definition.yearly || field.year === null) return `c.${quoteIdent(field.name)}`
    if (this.seriesFields.has(field.name) && inSeries(this.tables.series, field.name, field.year))
      return `${this.seriesAlias(field.name)}.${seriesColumn(field.year)}`
    let alias = this.yearAliases.get(field.year)
    if (alias === undefined) {
      alias = `y${this.yearAliases.size}`
      this.yearAliases.set(field.year, alias)
      this.params[alias] = field.year
    }
    return `${alias}.${quoteIdent(field.name)}`
  }

  private seriesAlias(name: string): string {
    let alias = this.seriesAliases.get(name)
    if (alias === undefined) {
      alias = `s${this.seriesAliases.size}`
      this.seriesAliases.set(name, alias)
      this.params[alias] = name
    }
    return alias
  }

  private quarterAlias(year: number, quarter: number): string {
    const key = `${year}-${quarter}`
    let known = this.quarterAliases.get(key)
    if (known === undefined) {
      known = { alias: `q${this.quarterAliases.size}`, year, quarter }
      this.quarterAliases.set(key, known)
      this.params[`${known.alias}y`] = year
      this.params[`${known.alias}q`] = quarter
    }
    return known.alias
  }

  /** The slug column beside a classification field (`sub_sector` → `sub_sector_slug`). */
  slugColumn(field: FieldRef): string {
    return `c.${quoteIdent(`${field.name}_slug`)}`
  }

  /** Whether the query reads other tables besides the companies' (a year, a quarter, the series, the details). */
  get joinsTables(): boolean {
    return this.yearAliases.size + this.seriesAliases.size + this.quarterAliases.size > 0 || this.joinsDetails
  }

  /**
   * `FROM companies c LEFT JOIN yearly y0 ON ...` for every year and quarter referred to so far. The year, quarter
   * and field a join is on are written `+:y0`: SQLite plans again, on every run, a statement whose plan might depend
   * on a bound value it can look up in its statistics (an equality on an index's first column). Every field has one
   * row per company and every year a quarter to all of them, too alike to change a plan (scale 100: the same plans
   * for 2018 and 2026), so the `+`, which changes no value, keeps SQLite from looking: the distinct load-test mix
   * spent 1 % of its time planning these joins again. Client thresholds stay plain: their value does decide a plan.
   */
  from(): string {
    const joins = [...this.yearAliases.values()].map(
      (alias) =>
        `LEFT JOIN ${this.tables.yearly} ${alias} ON ${alias}.symbol = c.symbol AND ${alias}.year = +:${alias}`,
    )
    const seriesJoins = [...this.seriesAliases.values()].map(
      (alias) =>
        `LEFT JOIN ${String(this.tables.series?.table)} ${alias} ON ${alias}.field = +:${alias} AND ${alias}.symbol = c.symbol`,
    )
    const quarterly = QUARTERLY_TABLES[this.tables.catalogue.market]
    const quarterJoins = [...this.quarterAliases.values()].map(({ alias }) => {
      if (quarterly === undefined)
        throw new Error('a quarterly field reached the compiler on a market without quarters')
      const on = `${alias}.symbol = c.symbol AND ${alias}.year = +:${alias}y AND ${alias}.quarter = +:${alias}q`
      return `LEFT JOIN ${quarterly} ${alias} ON ${on}`
    })
    const details = DETAILS_TABLES[this.tables.catalogue.market]
    if (this.joinsDetails && details === undefined)
      throw new Error('a list-member field reached the compiler on a market without them')
    const detailsJoin = this.joinsDetails ? [`LEFT JOIN ${String(details)} d ON d.symbol = c.symbol`] : []
    return [`FROM ${this.tables.companies} c`, ...detailsJoin, ...seriesJoins, ...joins, ...quarterJoins].join('\n')
  }
}
