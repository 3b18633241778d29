import { corpusGroup, refusedCorpusEntry } from '../entry'
import type { CorpusEntry } from '../entry'

/**
 * The held-out split's groups are the ways people write, not the topics: each question was written fresh, before
 * the translator was changed for it, and is never used to tune it (the tuning set is ../tuning.ts).
 */
const STYLES = {
  terse: 'terse',
  chatty: 'chatty',
  typos: 'typos',
  symbols: 'symbols',
  imperative: 'imperatives',
  periods: 'lists of periods',
  names: 'names and holders',
  verbs: 'verbs and multiples',
  compounds: 'compounds and filler nouns',
  everyday: 'everyday',
} as const

type Style = keyof typeof STYLES

/**
 * One batch as its JSON file holds it: the batch's label (`held out 9`, which names the split in each group) and
 * its rows in each language. A row is `{ style, question, where, orderBy, limit, market }` with the conditions
 * written out, or `{ style: "names", question, refused: true }` for a question the data cannot answer as asked.
 */
export interface HeldOutFile {
  readonly batch: string
  readonly en: readonly unknown[]
  readonly id: readonly unknown[]
}

const ANSWERED_KEYS = ['style', 'question', 'where', 'orderBy', 'limit', 'market']
const REFUSED_KEYS = ['style', 'question', 'refused']

const isTextOrNull = (value: unknown) => typeof value === 'string' || value === null

/** Why a row cannot be read, or null: the files are written by hand, so a slip fails loudly here. */
function rowError(row: Readonly<Record<string, unknown>>): string | null {
  const keys = row.refused === true ? REFUSED_KEYS : ANSWERED_KEYS
  const stray = Object.keys(row).filter((key) => !keys.includes(key))
  if (stray.length > 0) return `unknown keys ${stray.join(', ')}`
  if (typeof row.style !== 'string' || !Object.hasOwn(STYLES, row.style)) return 'style is not a known style'
  if (typeof row.question !== 'string' || row.question.trim() === '') return 'no question'
  if (row.refused === true) return row.style === 'names' ? null : 'a refused question belongs to the names style'
  if (!isTextOrNull(row.where) || !isTextOrNull(row.orderBy)) return 'where and orderBy are text or null'
  if (!Number.isInteger(row.limit) || (row.limit as number) < 1) return 'limit is a whole number above 0'
  if (row.market !== 'idx' && row.market !== 'sgx') return 'market is idx or sgx'
  return null
}

function entryOf(row: unknown, batch: string, lang: 'en' | 'id'): CorpusEntry {
  const fields = (typeof row === 'object' && row !== null ? row : {}) as Readonly<Record<string, unknown>>
  const error = rowError(fields)
  if (error !== null) throw new Error(`${batch} (${lang}): ${error} in ${JSON.stringify(row)}`)
  const group = `${batch}: ${STYLES[fields.style as Style]}`
  const question = fields.question as string
  if (fields.refused === true) return refusedCorpusEntry(group, lang, question)
  return corpusGroup(group, lang)(question, fields.where as string | null, fields.orderBy as string | null, {
    limit: fields.limit as number,
    market: fields.market as 'idx' | 'sgx',
  })
}

/** The corpus entries of one batch file, English first. */
export const heldOutBatch = (file: HeldOutFile): readonly CorpusEntry[] => [
  ...file.en.map((row) => entryOf(row, file.batch, 'en')),
  ...file.id.map((row) => entryOf(row, file.batch, 'id')),
]
