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

/**
 * Collects what a compiled query needs besides its text: named parameters (every value the client wrote is one)
 * and one LEFT JOIN of the yearly table per fiscal year the query refers to.
 */
export class SqlBuilder {
  readonly params: Record<string, SqlParam> = {}
  private readonly yearAliases = new Map<number, string>()
  private parameterCount = 0

  constructor(readonly tables: ScreenerTables) {}

  /** Binds a value and returns its placeholder. */
  bind(value: SqlParam): string {
    const name = `p${this.parameterCount++}`
    this.params[name] = value
    return `:${name}`
  }

  /** The column of a catalogue field: the company row, or the joined row of its fiscal year. */
  column(field: FieldRef): string {
    const definition = this.tables.catalogue.field(field.name)
    if (definition === undefined) throw new Error(`field ${field.name} reached the compiler without analysis`)
    if (!definition.yearly || field.year === null) return `c.${quoteIdent(field.name)}`
    let alias = this.yearAliases.get(field.year)
    if (alias === undefined) {
      alias = `y${this.yearAliases.size}`
      this.yearAliases.set(field.year, alias)
      this.params[alias] = field.year
    }
    return `${alias}.${quoteIdent(field.name)}`
  }

  /** The slug column beside a classification field (`sub_sector` → `sub_sector_slug`). */
  slugColumn(field: FieldRef): string {
    return `c.${quoteIdent(`${field.name}_slug`)}`
  }

  /** `FROM companies c LEFT JOIN yearly y0 ON ...` for every year referred to so far. */
  from(): string {
    const joins = [...this.yearAliases.values()].map(
      (alias) => `LEFT JOIN ${this.tables.yearly} ${alias} ON ${alias}.symbol = c.symbol AND ${alias}.year = :${alias}`,
    )
    return [`FROM ${this.tables.companies} c`, ...joins].join('\n')
  }
}
