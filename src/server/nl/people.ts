import type { Market } from '../../shared/catalogue'
import { printCondition } from '../../shared/where'
import { and, compare, inList, num, str, field } from '../../shared/where/build'
import type { Condition } from '../../shared/where'
import { refuse } from './failures'

/** Who "the government" is among IDX shareholders: the state itself and the sovereign holding company. */
export const GOVERNMENT_HOLDERS = ['Negara Republik Indonesia', 'PT Danantara Asset Management'] as const

/** A person's or an entity's name as written: capitalised words ("Prajogo Pangestu", "PT Barito Pacific"). */
const NAME = String.raw`((?:[A-Z][\p{L}'.&-]*)(?:\s+(?:[A-Z][\p{L}'.&-]*|bin|binti|van|de))*)`

interface Rule {
  readonly pattern: RegExp
  readonly condition: (name: string) => Condition
  readonly says: (name: string) => string
}

const RULES: readonly Rule[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:where|with)\s+${NAME}\s+(?:is|as)\s+(?:an?\s+|the\s+)?(?:key\s+)?(?:executive|director|commissioner|ceo|president(?:\s+director)?)\b`,
      'u',
    ),
    condition: (name) => compare(field('key_executives_name'), '=', str(name)),
    says: (name) => `${name} is a key executive`,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:where|with)\s+${NAME}\s+(?:is|as)\s+(?:an?\s+|the\s+)?(?:major\s+)?(?:shareholder|owner)\b`,
      'u',
    ),
    condition: (name) => compare(field('major_shareholders_name'), '=', str(name)),
    says: (name) => `${name} is a major shareholder`,
  },
  {
    pattern: /\b(?:majority[\s-]owned|controlled)\s+by\s+the\s+(?:government|state)\b|\bstate[\s-]owned\b/iu,
    condition: () =>
      and(
        inList(field('major_shareholders_name'), GOVERNMENT_HOLDERS.map(str)),
        compare(field('major_shareholders_share_percentage'), '>', num(0.5)),
      ),
    says: () =>
      'the government is a major shareholder and a shareholder holds more than 50% (each condition is checked on its own shareholder)',
  },
]

/** Words that only frame a question about people: "companies where …" leaves "companies". */
const FILLER =
  /^(?:show\s+me\s+|list\s+|find\s+|which\s+)?(?:all\s+)?(?:the\s+)?(?:companies|stocks|firms)?\s*[?.!]*$/iu

/**
 * Takes the phrases about executives and shareholders out of a question, as conditions on the list-member fields
 * (IDX only). What remains goes through the grammar; `rest` is null when nothing but framing words remain.
 */
export function readPeople(
  question: string,
  market: Market,
): { rest: string | null; conditions: Condition[]; says: string[] } {
  let text = question
  const conditions: Condition[] = []
  const says: string[] = []
  for (const rule of RULES) {
    const match = rule.pattern.exec(text)
    if (match === null) continue
    if (market === 'sgx')
      refuse('SGX companies have no executive or shareholder data: ask about IDX companies at /v2/companies/.', false)
    const name = match[1] ?? ''
    conditions.push(rule.condition(name))
    says.push(rule.says(name))
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim()
  }
  return { rest: FILLER.test(text) ? null : text, conditions, says }
}

/** `where` text for people conditions joined to what the rest of the question gave. */
export function withPeople(where: string | null, conditions: readonly Condition[]): string | null {
  const people = conditions.map(printCondition)
  return [where, ...people].filter((part): part is string => part !== null && part !== '').join(' and ') || null
}
