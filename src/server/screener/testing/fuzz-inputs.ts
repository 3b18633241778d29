import { idxCatalogue, sgxCatalogue } from '../../../shared/catalogue'

/**
 * Seeded generated screener requests for the fuzz test and `npm run bench:fuzz`: token soup, mutations of valid
 * queries, an injection corpus, and very long or deeply nested text, on every screener parameter. The same seed
 * gives the same requests.
 */

/** mulberry32: small, fast, and the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))

const FIELDS = [...new Set([...idxCatalogue.fields, ...sgxCatalogue.fields].map((field) => field.name))]
const NUMBERS = ['0', '-1', '1.5', '1e12', '1e999', '-0', '0x10', '00012', '9'.repeat(40), '.5', '1e-400', 'NaN']
const STRINGS = ["'banks'", "''", "'%'", "'_'", "'O''Brien'", "'\\'", '"banks"', "'\u0000'", "'漢字'", "'😀'"]
const OPERATORS = [
  '=',
  '!=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  '==',
  '=>',
  'like',
  'not like',
  'in',
  'not in',
  'is',
  'is not',
]
const PUNCTUATION = ['(', ')', '[', ']', ',', '+', '-', '*', '/', '%', "'", '"', ';', '--', '/*', '*/', '\\', '`']
const WORDS = [
  'and',
  'or',
  'not',
  'null',
  'true',
  'false',
  'select',
  'from',
  'where',
  'union',
  'between',
  'asc',
  'desc',
]

function fieldToken(random: Random): string {
  const name = pick(random, FIELDS)
  const roll = random()
  if (roll < 0.4) return name
  if (roll < 0.75) return `${name}[${String(int(random, 1990, 2040))}]`
  if (roll < 0.9) return `${name}[Q${String(int(random, 0, 5))}-${String(int(random, 2015, 2030))}]`
  return `${name}[${pick(random, ['', 'x', '-1', '2024.5', '99999999999', 'Q1', "'2024'"])}]`
}

function token(random: Random): string {
  const roll = random()
  if (roll < 0.3) return fieldToken(random)
  if (roll < 0.45) return pick(random, OPERATORS)
  if (roll < 0.6) return pick(random, NUMBERS)
  if (roll < 0.7) return pick(random, STRINGS)
  if (roll < 0.85) return pick(random, PUNCTUATION)
  if (roll < 0.97) return pick(random, WORDS)
  return String.fromCodePoint(int(random, 0, 0x2ffff))
}

const soup = (random: Random) =>
  Array.from({ length: int(random, 1, 30) }, () => token(random)).join(pick(random, [' ', '', '  ']))

const VALID_WHERE = [
  "sub_sector = 'banks' and pe_ttm < 15",
  'revenue[2025] > revenue[2024] * 1.2 and revenue[2024] > 0',
  "indices in ['LQ45', 'IDX30'] and yield_ttm > 0.03",
  "company_name like '%bank%' or sector = 'energy'",
  'market_cap_rank <= 200 and earnings[2025] < earnings[2024]',
  "listing_date > '2020-12-31' and esg_score is not null",
  'not (pe_ttm > 20 or pe_ttm is null) and (roe[2024] > 0.15)',
  'pe[2024] < pe_peer_avg[2024] and (market_cap / 1e12) between 1 and 10',
]
const VALID_ORDER = ['-market_cap', 'pe_ttm', '-(revenue[2025]/revenue[2024])', 'company_name,-yield_ttm', 'symbol']

function mutate(random: Random, text: string): string {
  let out = text
  for (let i = int(random, 1, 4); i > 0; i--) {
    const at = int(random, 0, out.length)
    const roll = random()
    if (roll < 0.25) out = out.slice(0, at) + out.slice(at + int(random, 1, 6))
    else if (roll < 0.5) out = out.slice(0, at) + token(random) + out.slice(at)
    else if (roll < 0.7) out = out.slice(0, at) + out.slice(int(random, 0, out.length)) + out.slice(at)
    else if (roll < 0.85) out = out.replace(/\d+(\.\d+)?/, pick(random, NUMBERS))
    else out = out.replace(/'[^']*'/, pick(random, STRINGS))
  }
  return out
}

const INJECTIONS = [
  "'; DROP TABLE idx_companies; --",
  "sub_sector = 'banks'; DELETE FROM idx_companies",
  "sub_sector = 'x' or '1'='1'",
  "sub_sector = 'x' union select sql from sqlite_master --",
  'pe_ttm < 1) or (1=1',
  "symbol = load_extension('x')",
  'symbol in (select symbol from idx_companies)',
  'market_cap > 0 /* comment */ or 1',
  "company_name like '%' escape '\\'",
  'pe_ttm < 15 -- and market_cap > 0',
  "symbol = char(65)||'A'",
  "attach database '/tmp/x' as y",
  'pragma query_only = off',
  "sub_sector = 'banks\u0000' or 1",
  "\"; ATTACH DATABASE 'x' AS y; --",
  'randomblob(1000000000) > 0',
]

function huge(random: Random): string {
  const roll = random()
  const n = int(random, 10, 3000)
  if (roll < 0.2) return `${'('.repeat(n)}pe_ttm > 1${')'.repeat(n)}`
  if (roll < 0.35) return `${'not '.repeat(n)}pe_ttm > 1`
  if (roll < 0.5) return Array.from({ length: n }, (_, i) => `revenue[${String(1900 + (i % 200))}] > 0`).join(' or ')
  if (roll < 0.6)
    return Array.from({ length: n }, (_, i) => `revenue[Q${String(1 + (i % 4))}-${String(2000 + (i % 40))}] > 0`).join(
      ' and ',
    )
  if (roll < 0.7) return `symbol in [${Array.from({ length: n }, (_, i) => `'S${String(i)}'`).join(',')}]`
  if (roll < 0.8) return `company_name like '${'%_'.repeat(n)}'`
  if (roll < 0.9) return `pe_ttm > ${Array.from({ length: n }, () => '1').join(' + ')}`
  return 'x'.repeat(int(random, 1000, 200_000))
}

export type FuzzKind = 'soup' | 'mutation' | 'injection' | 'huge'

/** The `n`th request of a seeded run: a path and query for one of the two screeners. */
export function fuzzRequest(random: Random): { kind: FuzzKind; path: string } {
  const roll = random()
  const kind: FuzzKind = roll < 0.35 ? 'soup' : roll < 0.7 ? 'mutation' : roll < 0.85 ? 'injection' : 'huge'
  const text =
    kind === 'soup'
      ? soup(random)
      : kind === 'mutation'
        ? mutate(random, pick(random, [...VALID_WHERE, ...VALID_ORDER]))
        : kind === 'injection'
          ? pick(random, INJECTIONS)
          : huge(random)
  const params = new URLSearchParams()
  const target = random()
  params.set(target < 0.6 ? 'where' : target < 0.85 ? 'order_by' : 'q', text)
  if (random() < 0.3) params.set('order_by', pick(random, [...VALID_ORDER, mutate(random, pick(random, VALID_ORDER))]))
  if (random() < 0.2) params.set('limit', pick(random, ['0', '1', '200', '201', '-5', '1e3', 'abc', '50.5']))
  if (random() < 0.2) params.set('offset', pick(random, ['0', '10', '-1', '99999999999', 'x']))
  if (random() < 0.2) params.set('include_query_values', pick(random, ['true', 'false', 'yes', '']))
  const market = random() < 0.75 ? '/v2/companies/' : '/v2/sgx/companies/'
  return { kind, path: `${market}?${params.toString()}` }
}
