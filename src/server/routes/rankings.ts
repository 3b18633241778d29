import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { booleanParam, integerParam } from '../../shared/api/params'
import {
  MOST_TRADED_PARAMETERS,
  N_STOCK_DEFAULT,
  N_STOCK_MAX,
  SGX_TOP_CLASSIFICATIONS,
  SGX_TOP_DEFAULT_MIN_MCAP_MILLION,
  SGX_TOP_PARAMETERS,
  TOP_CHANGE_CLASSIFICATIONS,
  TOP_CHANGE_DEFAULT_MIN_MCAP_BILLION,
  TOP_CHANGE_PERIODS,
  TOP_CHANGES_PARAMETERS,
  type SgxTopResponse,
  type TopChangesResponse,
} from '../../shared/api/rankings'
import { idxTaxonomy, sgxSubSectors } from '../../shared/catalogue'
import { dailyWindow } from '../daily/window'
import { endpointProblem } from '../http/problems'
import { readParameters, sentenceRefusal } from '../http/query'
import { RankingsStore } from '../market/rankings-store'

const rulesFor = (allowed: readonly string[]) => ({ allowed, refuse: sentenceRefusal(allowed) })

/**
 * A comma-separated choice among `all` (absent or blank: all of them, in their order); any other name is refused
 * with the real service's words, which list the choices.
 */
export function readChoices<C extends string>(raw: string | undefined, all: readonly C[], what: string): C[] {
  const sent = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
  if (sent.length === 0) return [...all]
  if (sent.some((name) => !(all as readonly string[]).includes(name)))
    throw endpointProblem(400, `Invalid ${what} provided, select from these choices: ${all.join(', ')}.`)
  return all.filter((choice) => sent.includes(choice))
}

/** `n_stock`: 1 to 10, 5 when absent or blank. */
function readNStock(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return N_STOCK_DEFAULT
  const parsed = integerParam.safeParse(raw)
  if (!parsed.success || parsed.data < 1 || parsed.data > N_STOCK_MAX)
    throw endpointProblem(400, `n_stock must be an integer between 1 and ${String(N_STOCK_MAX)}.`)
  return parsed.data
}

/** A non-negative whole number (a market-cap floor), its default when absent or blank. */
function readFloor(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const parsed = integerParam.safeParse(raw)
  if (!parsed.success) throw endpointProblem(400, `${name} must be a non-negative integer.`)
  return parsed.data
}

const IDX_SUB_SECTORS = new Set(idxTaxonomy.subSectors.map((node) => node.slug))
const SGX_SECTORS = new Set(sgxSubSectors.map((node) => node.sector.slug))

/** An IDX sub-sector slug (any case), or the real service's 400 for one it does not know. */
function readSubSector(raw: string | undefined): string | undefined {
  const slug = raw?.trim().toLowerCase()
  if (slug === undefined || slug === '') return undefined
  if (!IDX_SUB_SECTORS.has(slug)) throw endpointProblem(400, 'The requested sub_sector does not exist.')
  return slug
}

/**
 * `/v2/companies/top-changes/`, `/v2/most-traded/` and `/v2/sgx/companies/top/`: short ranked lists, each request
 * checked whole before anything is read.
 */
export function rankingRoutes(db: Database, facts: { asOf: string; latestFiscalYear: number }): Hono {
  const store = new RankingsStore(db, facts.latestFiscalYear)
  const app = new Hono({ strict: false })

  app.get('/v2/companies/top-changes', (c) => {
    const given = readParameters(c.req.url, rulesFor(TOP_CHANGES_PARAMETERS))
    const classifications = readChoices(given.classifications, TOP_CHANGE_CLASSIFICATIONS, 'classifications')
    const periods = readChoices(given.periods, TOP_CHANGE_PERIODS, 'periods')
    const n = readNStock(given.n_stock)
    const minCap = readFloor(given.min_mcap_billion, 'min_mcap_billion', TOP_CHANGE_DEFAULT_MIN_MCAP_BILLION) * 1e9
    const subSector = readSubSector(given.sub_sector)
    const answer: TopChangesResponse = {}
    for (const classification of classifications) {
      const gainers = classification === 'top_gainers'
      answer[classification] = Object.fromEntries(
        periods.map((period) => [period, store.movers({ period, gainers, n, minCap, subSector })]),
      )
    }
    return c.json(answer)
  })

  app.get('/v2/most-traded', (c) => {
    const given = readParameters(c.req.url, rulesFor(MOST_TRADED_PARAMETERS))
    const window = dailyWindow(given, facts.asOf)
    const n = readNStock(given.n_stock)
    const adjustedText = given.adjusted?.trim() ?? ''
    const adjusted =
      adjustedText === '' ? { success: true as const, data: false } : booleanParam.safeParse(adjustedText)
    if (!adjusted.success) throw endpointProblem(400, 'adjusted must be true or false.')
    const subSector = readSubSector(given.sub_sector)
    return c.json(store.mostTraded({ window, n, adjusted: adjusted.data, subSector }))
  })

  app.get('/v2/sgx/companies/top', (c) => {
    const given = readParameters(c.req.url, rulesFor(SGX_TOP_PARAMETERS))
    const classifications = readChoices(given.classifications, SGX_TOP_CLASSIFICATIONS, 'classifications')
    const n = readNStock(given.n_stock)
    const minCap = readFloor(given.min_mcap_million, 'min_mcap_million', SGX_TOP_DEFAULT_MIN_MCAP_MILLION) * 1e6
    const sectorSlug = given.sector?.trim().toLowerCase()
    const sector = sectorSlug === undefined || sectorSlug === '' ? undefined : sectorSlug
    if (sector !== undefined && !SGX_SECTORS.has(sector))
      throw endpointProblem(400, 'The requested sector does not exist.')
    const answer: Record<string, unknown> = {}
    for (const classification of classifications)
      answer[classification] = store.sgxTop(classification, { n, minCap, sector })
    return c.json(answer satisfies SgxTopResponse)
  })

  return app
}
