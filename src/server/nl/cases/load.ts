import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Market } from '../../../shared/catalogue'

interface Asked {
  readonly market: Market
  readonly question: string
}
/** A question and the reading it must get: `where`, `order_by` and the row limit. */
export interface ReadingCase extends Asked {
  readonly kind: 'reading'
  readonly where: string | null
  readonly orderBy: string | null
  readonly limit: number
}
/** A question that must be refused, and words its message must hold. */
export interface RefusalCase extends Asked {
  readonly kind: 'refusal'
  readonly refused: string
}
/** A question and the whole sentence that must say how it was read. */
export interface MessageCase extends Asked {
  readonly kind: 'message'
  readonly message: string
}
export type ExpectationCase = ReadingCase | RefusalCase | MessageCase

/** One class's file: a title for its tests, what the class is, and its cases in groups that share a note. */
export interface CaseFile {
  readonly file: string
  readonly title: string
  readonly cases: readonly ExpectationCase[]
}

type Fields = Readonly<Record<string, unknown>>

const KEYS = {
  reading: ['question', 'market', 'where', 'orderBy', 'limit'],
  refusal: ['question', 'market', 'refused'],
  message: ['question', 'market', 'message'],
} as const

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isTextOrNull = (value: unknown) => isText(value) || value === null
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null

const kindOf = (fields: Fields): ExpectationCase['kind'] =>
  'refused' in fields ? 'refusal' : 'message' in fields ? 'message' : 'reading'

/** Why a case cannot be read, or null: the files are written by hand, so a slip fails loudly here. */
function caseError(fields: Fields): string | null {
  const kind = kindOf(fields)
  const keys: readonly string[] = KEYS[kind]
  const stray = Object.keys(fields).filter((key) => !keys.includes(key))
  if (stray.length > 0) return `unknown keys for a ${kind} case: ${stray.join(', ')}`
  if (!isText(fields.question)) return 'no question'
  if (fields.market !== undefined && fields.market !== 'idx' && fields.market !== 'sgx') return 'market is idx or sgx'
  if (kind === 'refusal') return isText(fields.refused) ? null : 'refused holds the words the refusal must say'
  if (kind === 'message') return isText(fields.message) ? null : 'message is the whole sentence'
  if (!('where' in fields) || !('orderBy' in fields)) return 'a reading writes both where and orderBy'
  if (!isTextOrNull(fields.where) || !isTextOrNull(fields.orderBy)) return 'where and orderBy are text or null'
  const limit = fields.limit ?? 50
  if (!Number.isInteger(limit) || (limit as number) < 1) return 'limit is a whole number above 0'
  return null
}

/** A checked case, the market IDX and the limit 50 unless written. */
function caseOf(value: unknown, file: string): ExpectationCase {
  const fields = isFields(value) ? value : {}
  const error = caseError(fields)
  if (error !== null) throw new Error(`cases/${file}: ${error} in ${JSON.stringify(value)}`)
  const asked = { market: (fields.market ?? 'idx') as Market, question: fields.question as string }
  switch (kindOf(fields)) {
    case 'refusal':
      return { kind: 'refusal', ...asked, refused: fields.refused as string }
    case 'message':
      return { kind: 'message', ...asked, message: fields.message as string }
    case 'reading': {
      const { where, orderBy } = fields as { where: string | null; orderBy: string | null }
      return { kind: 'reading', ...asked, where, orderBy, limit: (fields.limit ?? 50) as number }
    }
  }
}

function groupCases(group: unknown, file: string): readonly ExpectationCase[] {
  if (!isFields(group) || !Array.isArray(group.cases) || group.cases.length === 0)
    throw new Error(`cases/${file}: a group is { "note"?, "cases": [at least one case] }`)
  if (group.note !== undefined && !isText(group.note)) throw new Error(`cases/${file}: a group's note is text`)
  return group.cases.map((value) => caseOf(value, file))
}

function caseFile(file: string): CaseFile {
  const body: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'))
  if (!isFields(body) || !isText(body.title) || !isText(body.about) || !Array.isArray(body.groups))
    throw new Error(`cases/${file}: a case file is { "title", "about", "groups": [...] }`)
  return { file, title: body.title, cases: body.groups.flatMap((group) => groupCases(group, file)) }
}

/** Every case file in this folder, so a new class's file is read without a change here. */
export const CASE_FILES: readonly CaseFile[] = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map(caseFile)
