import type { Catalogue } from '../../shared/catalogue'
import type { FieldRef } from '../../shared/where/ast'
import { quoteIdent } from '../db/sql'

export type SqlParam = number | string

/** The tables one market's screener reads. */
export interface ScreenerTables {
  readonly companies: 'idx_companies' | 'sgx_companies'
  readonly yearly: 'idx_yearly' | 'sgx_yearly'
  readonly catalogue: Catalogue
}

/** The quarterly statements of a market that has them. */
const QUARTERLY_TABLES: Partial<Record<Catalogue['market'], string>> = { idx: 'idx_quarterly' }
/** The JSON lists behind list-member fields, kept apart from the company rows a scan reads. */
const DETAILS_TABLES: Partial<Record<Catalogue['market'], string>> = { idx: 'idx_company_details' }

/**
 * Collects what a compiled query needs besides its text: named parameters (every value the client wrote is one)
 * and one LEFT JOIN of the yearly table per fiscal year, and of the quarterly table per quarter, the query refers to.
 */
export class SqlBuilder {
  readonly params: Record<string, SqlParam> = {}
  private readonly yearAliases = new Map<number, string>()
  private readonly quarterAliases = new Map<string, { alias: string; year: number; quarter: number }>()
  private parameterCount = 0
  private joinsDetails = false

  constructor(readonly tables: ScreenerTables) {}

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
    let alias = this.yearAliases.get(field.year)
    if (alias === undefined) {
      alias = `y${this.yearAliases.size}`
      this.yearAliases.set(field.year, alias)
      this.params[alias] = field.year
    }
    return `${alias}.${quoteIdent(field.name)}`
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

  /** `FROM companies c LEFT JOIN yearly y0 ON ...` for every year and quarter referred to so far. */
  from(): string {
    const joins = [...this.yearAliases.values()].map(
      (alias) => `LEFT JOIN ${this.tables.yearly} ${alias} ON ${alias}.symbol = c.symbol AND ${alias}.year = :${alias}`,
    )
    const quarterly = QUARTERLY_TABLES[this.tables.catalogue.market]
    const quarterJoins = [...this.quarterAliases.values()].map(({ alias }) => {
      if (quarterly === undefined)
        throw new Error('a quarterly field reached the compiler on a market without quarters')
      const on = `${alias}.symbol = c.symbol AND ${alias}.year = :${alias}y AND ${alias}.quarter = :${alias}q`
      return `LEFT JOIN ${quarterly} ${alias} ON ${on}`
    })
    const details = DETAILS_TABLES[this.tables.catalogue.market]
    if (this.joinsDetails && details === undefined)
      throw new Error('a list-member field reached the compiler on a market without them')
    const detailsJoin = this.joinsDetails ? [`LEFT JOIN ${String(details)} d ON d.symbol = c.symbol`] : []
    return [`FROM ${this.tables.companies} c`, ...detailsJoin, ...joins, ...quarterJoins].join('\n')
  }
}
