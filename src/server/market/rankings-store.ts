import type { Database, Statement } from 'better-sqlite3'
import type { MostTradedResponse, SgxTopClassification, SgxTopResponse, TopChangeRow } from '../../shared/api/rankings'
import type { DateWindow } from '../daily/window'
import type { ChangePeriod } from '../demo/prices/trading-summary'
import { WHOLE_MARKET } from '../demo/prices/trading-summary'

interface MoverRow {
  name: string
  symbol: string
  price_change: number
  last_close_price: number
  latest_close_date: string
}

interface TradedRow {
  date: string
  symbol: string
  company_name: string
  volume: number
  price: number
}

/** The SGX figure each top list ranks on, the column it reads, and which end is the top. */
const SGX_TOP = {
  dividend_yield: { column: 'c.forward_dividend_yield', key: 'forward_dividend_yield', order: 'DESC' },
  revenue: { column: 'y.revenue', key: 'revenue', order: 'DESC' },
  earnings: { column: 'y.earnings', key: 'earnings', order: 'DESC' },
  market_cap: { column: 'c.market_cap', key: 'market_cap', order: 'DESC' },
  // the cheapest earnings first, among companies that have earnings (a negative P/E ranks nothing)
  pe: { column: 'c.pe', key: 'pe', order: 'ASC' },
} as const satisfies Record<SgxTopClassification, { column: string; key: string; order: 'ASC' | 'DESC' }>

/**
 * The SQL of the ranking endpoints, each statement prepared once on first use. Top changes read a period's order
 * off its index on idx_trading (the market-cap floor checked in the index), most-traded reads the days' kept lists
 * (idx_most_traded); both are worked out when the market is built (demo/prices/trading-summary.ts).
 */
export class RankingsStore {
  private readonly statements = new Map<string, Statement>()

  constructor(
    private readonly db: Database,
    private readonly latestFiscalYear: number,
  ) {}

  private prepared<P extends unknown[], R>(key: string, sql: () => string): Statement<P, R> {
    let statement = this.statements.get(key)
    if (statement === undefined) this.statements.set(key, (statement = this.db.prepare(sql())))
    return statement as Statement<P, R>
  }

  /** The `n` largest rises (gainers) or falls (losers) over `period`, of companies worth at least `minCap` IDR. */
  movers(request: {
    period: ChangePeriod
    gainers: boolean
    n: number
    minCap: number
    subSector: string | undefined
  }): TopChangeRow[] {
    const { period, gainers, n, minCap, subSector } = request
    const column = `chg_${period}`
    const bySub = subSector !== undefined
    const statement = this.prepared<unknown[], MoverRow>(
      `movers:${period}:${String(gainers)}:${String(bySub)}`,
      () =>
        `SELECT c.company_name AS name, t.symbol, t.price_change, t.last_close AS last_close_price,
         c.latest_close_date
       FROM (SELECT symbol, ${column} AS price_change, last_close FROM idx_trading
             INDEXED BY idx_trading_${bySub ? 'sub_' : ''}${period}
             WHERE ${bySub ? 'sub_sector_slug = :subSector AND ' : ''}${column} ${gainers ? '> 0' : '< 0'}
               AND market_cap >= :minCap
             ORDER BY ${column} ${gainers ? 'DESC' : 'ASC'} LIMIT :n) t
       JOIN idx_companies c ON c.symbol = t.symbol
       ORDER BY t.price_change ${gainers ? 'DESC' : 'ASC'}, t.symbol`,
    )
    return statement.all({ n, minCap, ...(bySub ? { subSector } : {}) })
  }

  /** Each trading day's `n` most traded in the window, by volume or (adjusted) by value, oldest day first. */
  mostTraded(request: { window: DateWindow; n: number; adjusted: boolean; subSector: string | undefined }) {
    const { window, n, adjusted, subSector } = request
    const statement = this.prepared<unknown[], TradedRow>(
      'most-traded',
      () => `SELECT m.date, p.value ->> 0 AS symbol, c.company_name, p.value ->> 1 AS volume, p.value ->> 2 AS price
       FROM idx_most_traded m, json_each(m.places) p JOIN idx_companies c ON c.symbol = p.value ->> 0
       WHERE m.grp = :group AND m.adjusted = :adjusted AND m.date BETWEEN :start AND :end AND p.key < :n
       ORDER BY m.date, p.key`,
    )
    const rows = statement.all({
      group: subSector ?? WHOLE_MARKET,
      adjusted: Number(adjusted),
      start: window.start,
      end: window.end,
      n,
    })
    const days: MostTradedResponse = {}
    for (const { date, ...row } of rows) (days[date] ??= []).push(row)
    return days
  }

  /** The `n` SGX companies at the top of one figure, worth at least `minCap` SGD, in a sector when given. */
  sgxTop(classification: SgxTopClassification, request: { n: number; minCap: number; sector: string | undefined }) {
    const { column, key, order } = SGX_TOP[classification]
    const bySector = request.sector !== undefined
    const yearly = column.startsWith('y.')
    const statement = this.prepared<unknown[], { symbol: string; company_name: string; value: number }>(
      `sgx-top:${classification}:${String(bySector)}`,
      () => `SELECT c.symbol, c.company_name, ${column} AS value
       FROM sgx_companies c ${yearly ? 'JOIN sgx_yearly y ON y.symbol = c.symbol AND y.year = :year' : ''}
       WHERE c.market_cap IS NOT NULL AND c.market_cap >= :minCap AND ${column} IS NOT NULL
         ${classification === 'pe' ? `AND ${column} > 0` : ''} ${bySector ? 'AND c.sector_slug = :sector' : ''}
       ORDER BY ${column} ${order}, c.symbol LIMIT :n`,
    )
    const rows = statement.all({
      n: request.n,
      minCap: request.minCap,
      ...(yearly ? { year: this.latestFiscalYear } : {}),
      ...(bySector ? { sector: request.sector } : {}),
    })
    return rows.map(({ symbol, company_name, value }) => ({ symbol, [key]: value, company_name })) as NonNullable<
      SgxTopResponse[typeof classification]
    >
  }
}
