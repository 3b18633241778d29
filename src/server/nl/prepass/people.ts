import type { Market } from '../../../shared/catalogue'
import { printCondition } from '../../../shared/where'
import { compare, field, like, num } from '../../../shared/where/build'
import type { Condition } from '../../../shared/where'
import { refuse } from '../refusal/not-translatable'
import { KINDS_OF_HOLDER, KNOWN_HOLDERS, ORIGINS_OF_HOLDER } from '../vocabulary/holders'
import { END, JOINS, NAME, readPosition } from './positions'

/** A holder's name before its stake: words that never cross a joining word. */
const STAKE_NAME = String.raw`((?:(?!\b${JOINS}\b)[^,;])+?)`
const EXEC_ROLE = String.raw`(?:key\s+)?(?:executive|director|president director|president|commissioner|ceo|cfo|board member|manager|direktur(?:\s+utama)?|presiden\s+direktur|komisaris(?:\s+utama)?|eksekutif)`
const HOLDER_ROLE = String.raw`(?:major\s+|main\s+|controlling\s+|largest\s+|big\s+)?(?:shareholder|owner|holder|investor)`

type Role = 'executive' | 'executiveHolder' | 'holder' | 'affiliate'

interface Rule {
  readonly role: Role
  readonly pattern: RegExp
  /** the sentence itself says a name follows ("where X is an executive", "named X"), so lowercase is a name too */
  readonly saysName: boolean
}

const rule = (role: Role, source: string, saysName = false): Rule => ({
  role,
  pattern: new RegExp(source, 'iu'),
  saysName,
})

/** How people ask about who runs, owns or is tied to a company, in English and Indonesian. */
const RULES: readonly Rule[] = [
  // before the holder rules: "where an executive named X holds shares" is X among the executives' holdings
  rule(
    'executiveHolder',
    String.raw`\b(?:where|in which|di mana|dimana)\s+(?:an?\s+|the\s+)?(?:executive|director|commissioner|eksekutif|direktur|komisaris)\s+(?:named|called|bernama)\s+${NAME}\s+(?:holds|owns|has|memegang|memiliki)\s+(?:shares|a stake|stakes|saham)\b`,
    true,
  ),
  rule(
    'executive',
    String.raw`\b(?:have|has|having|with|list|lists|listing|count|counts|include|includes)\s+${NAME}\s+(?:on|in|among)\s+(?:their|the|its)\s+(?:management(?:\s+team)?|board(?:\s+of\s+\w+)?|leadership(?:\s+team)?|(?:key\s+)?executives|directors|commissioners)\b`,
  ),
  // a list membership: "whose executives include X", "boards that include X", "X is among the executives"; the
  // name must be written as one, so "whose directors include the youngest CEO" is a description, refused
  rule(
    'executive',
    String.raw`\b(?:whose|where\s+(?:the|their|its)|with|(?:boards?|management(?:\s+teams?)?|(?:key\s+)?executives|directors|commissioners)\s+(?:that|which))\s+(?:(?:board|management(?:\s+team)?|(?:key\s+)?executives|directors|commissioners|board\s+members)\s+)?(?:include|includes|including)\s+${NAME}${END}`,
  ),
  rule(
    'executive',
    String.raw`\b(?:where|in which|whose|which|that)\s+${NAME}\s+(?:is|are)\s+(?:among|one of)\s+(?:the|their|its)\s+(?:key\s+)?(?:executives|directors|commissioners|board members|management)\b`,
  ),
  rule(
    'executive',
    String.raw`\b(?:where|with|in which|whose|having)\s+${NAME}\s+(?:is|as|serves as)\s+(?:an?\s+|the\s+|their\s+)?${EXEC_ROLE}\b`,
    true,
  ),
  // "dengan X sebagai eksekutif", "di mana X menjabat sebagai direktur": the sentence says X is a person's name
  rule(
    'executive',
    String.raw`\b(?:dengan|di mana|dimana)\s+${NAME}\s+(?:sebagai|menjabat sebagai|menjadi)\s+${EXEC_ROLE}\b`,
    true,
  ),
  // "perusahaan yang Hendra Gunawan menjadi eksekutifnya": the company whose executive X is; the sentence says X is
  // a person, but only a capitalised name is taken, so "yang pendapatannya menjadi …" never becomes a name
  rule(
    'executive',
    String.raw`\b(?:yang|yg|nang)\s+(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3})\s+(?:menjadi|sebagai|menjabat sebagai|adalah)\s+(?:salah satu\s+)?(?:eksekutif|direktur|komisaris|direksi|pengurus)(?:nya)?\b`,
  ),
  // "company which Anthoni Salim is executive": "which" for "in which", as learners write it; a capitalised name
  // only, so "which investor is the largest holder" stays a question about the holder, never a name search
  rule('executive', String.raw`\bwhich\s+${NAME}\s+(?:is|as|serves as)\s+(?:an?\s+|the\s+|their\s+)?${EXEC_ROLE}\b`),
  rule('holder', String.raw`\bwhich\s+${NAME}\s+(?:is|as)\s+(?:an?\s+|the\s+|their\s+)?${HOLDER_ROLE}\b`),
  rule(
    'executive',
    String.raw`\b(?:run|led|managed|headed|directed|dipimpin|dikelola|dijalankan)\s+(?:by|oleh)\s+${NAME}${END}`,
  ),
  // "yang dipimpin Franky Widjaja": Indonesian drops "oleh" after the passive; a name-like phrase only
  rule('executive', String.raw`\b(?:dipimpin|dikepalai)\s+(?!oleh\b)${NAME}${END}`),
  rule('executive', String.raw`\bdengan\s+${EXEC_ROLE}\s+(?:bernama\s+)?${NAME}${END}`),
  // "yang direkturnya bernama X": the company's director (any executive), the name said to be one
  rule(
    'executive',
    String.raw`\b(?:yang|yg|nang)\s+(?:direktur|komisaris|eksekutif|direksi)(?:nya)?\s+(?:bernama|adalah)\s+${NAME}${END}`,
    true,
  ),
  rule(
    'holder',
    String.raw`\b(?:where|with|in which|whose|having)\s+${NAME}\s+(?:is|as)\s+(?:an?\s+|the\s+|their\s+)?${HOLDER_ROLE}\b`,
    true,
  ),
  rule(
    'holder',
    String.raw`\b(?:whose|where\s+(?:the|their|its)|with|${HOLDER_ROLE}s\s+(?:that|which))\s+(?:${HOLDER_ROLE}s\s+)?(?:include|includes|including)\s+${NAME}${END}`,
  ),
  rule(
    'holder',
    String.raw`\b(?:where|in which|whose|which|that)\s+${NAME}\s+(?:is|are)\s+(?:among|one of)\s+(?:the|their|its)\s+${HOLDER_ROLE}s\b`,
  ),
  rule('holder', String.raw`(?<![-‐])\b(?:owned|held|controlled|backed)\s+by\s+${NAME}${END}`),
  rule(
    'holder',
    String.raw`\b(?:where|in which|di mana|dimana)\s+${NAME}\s+(?:holds|owns|has|memegang|memiliki)\s+(?:shares|a stake|stakes|a position|saham)\b`,
  ),
  rule('holder', String.raw`\b(?:milik|(?:dimiliki|dikendalikan|dikuasai|dipegang)(?:\s+oleh)?)\s+${NAME}${END}`),
  // "pemegang saham utamanya adalah PT X": the verb says a name follows; the holder is X, a plain holder as any
  rule(
    'holder',
    String.raw`\bpemegang\s+saham(?:nya)?(?:\s+(?:utama|pengendali|mayoritas)(?:nya)?)?\s+(?:adalah|ialah|yaitu|bernama)\s+${NAME}${END}`,
    true,
  ),
  rule('holder', String.raw`\bpemegang\s+saham(?:\s+(?:utama|pengendali|mayoritas))?\s+${NAME}${END}`),
  rule('affiliate', String.raw`\b(?:affiliated|associated|linked)\s+(?:with|to)\s+${NAME}${END}`),
  rule('affiliate', String.raw`\b(?:terafiliasi|afiliasi)\s+(?:dengan\s+)?${NAME}${END}`),
]

/** "where X holds more than 10%", "di mana X memegang lebih dari 10%": a holder with the stake asked for. */
const STAKE = new RegExp(
  String.raw`\b(?:where|in which|di mana|dimana)\s+${STAKE_NAME}\s+(?:holds|owns|memegang|memiliki|menguasai|pegang|megang|punya)\s+(?:(?:saham|sahamnya|shares)\s+)?` +
    String.raw`(more than|over|above|at least|lebih dari|di atas|diatas|minimal|setidaknya)\s+(\d+(?:[.,]\d+)?)\s*(?:%|percent|persen)`,
  'iu',
)
/** "dipegang Anthoni Salim lebih dari 10%", "held by X at least 5%": the same holder and stake, the verb first. */
const HELD_STAKE = new RegExp(
  // "state-owned companies with a yield above 7%": a verb joined to the word before it is an adjective, no holder
  String.raw`(?<![-‐])\b(?:(?:dipegang|dimiliki|dikuasai)\s+(?:oleh\s+)?|(?:held|owned)\s+by\s+)${STAKE_NAME}\s+` +
    String.raw`(more than|over|above|at least|lebih dari|di atas|diatas|minimal|setidaknya)\s+(\d+(?:[.,]\d+)?)\s*(?:%|percent|persen)`,
  'iu',
)
const AT_LEAST = /^(?:at least|minimal|setidaknya)$/iu

/**
 * Words that describe rather than name: "the most women", "a foreign investor", "the largest shareholders". A
 * phrase with one of them is not searched for as a name (a `like` on it would answer a different question).
 */
const DESCRIPTIVE = new Set(
  (
    'the a an most more less least many much few fewer some any all no not every each their its his her our ' +
    'women woman men man female male females males foreign foreigners local domestic institutional retail ' +
    'big bigger biggest large larger largest small smaller smallest top new old young older younger long longest ' +
    'longer short high higher highest low lower lowest same other others different number share shares percent ' +
    'perempuan wanita pria laki asing lokal paling banyak sedikit semua setiap muda tua baru lama kaya'
  ).split(' '),
)
/** Indonesian superlatives (ter- + adjective: "termuda", "tertua", "terkaya") describe, as English "-est" does. */
const SUPERLATIVE_ID =
  /^ter(?:muda|tua|lama|baru|kaya|banyak|besar|kecil|tinggi|rendah|baik|buruk|kuat|sedikit|panjang|pendek|lebih)$/u
/** Quoted, "PT …", or written with capitals ("Budi Santoso", "Salim Group"): what a name looks like. */
const QUOTED = /^\s*["“‘']/u
const COMPANY_FORM = /^(?:pt|cv|tbk)\b/iu

/**
 * How the words a rule caught read: a name, or a description ("with the most women on the board", "controlled
 * by founding families"): quoted or "PT …"; otherwise free of describing words, not only kinds of holder, and
 * written as a name (a capitalised word), a well-known group, or said to be a name by the sentence ("is an
 * executive", "named").
 */
function nameReading(raw: string, saysName: boolean): 'name' | 'description' | 'unwritten' {
  if (QUOTED.test(raw) || COMPANY_FORM.test(raw.trim())) return 'name'
  const words = raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  if (words.length === 0 || words.some((word) => /\d/u.test(word))) return 'description'
  const describes = words.some(
    (word) => DESCRIPTIVE.has(word) || SUPERLATIVE_ID.test(word) || (word.length > 5 && word.endsWith('est')),
  )
  const kindsOnly = words.every((word) => KINDS_OF_HOLDER.has(word) || ORIGINS_OF_HOLDER.has(word))
  if (describes || kindsOnly) return 'description'
  const written = saysName || /(?:^|[^\p{L}])\p{Lu}/u.test(raw) || words.some((word) => KNOWN_HOLDERS.has(word))
  return written ? 'name' : 'unwritten'
}

/** The state is a holder the presets know by its rule (state-owned), not a name to search for. */
const NOT_A_NAME = /^(?:the\s+)?(?:government|state|negara|pemerintah)$/iu
/** Titles and honorifics people write before a name; the data keeps names without them. */
const TITLES = /^(?:(?:mr|mrs|ms|miss|dr|drs|dra|ir|prof|pak|bapak|bu|ibu|h|hj|sir|madam)\b\.?\s*)+/iu

const FIELDS: Readonly<Record<Role, string>> = {
  executive: 'key_executives_name',
  executiveHolder: 'executives_shareholdings_name',
  holder: 'major_shareholders_name',
  affiliate: 'affiliates',
}
const EXAMPLE: Readonly<Record<Role, string>> = {
  executive: 'companies run by Budi Santoso',
  executiveHolder: 'companies where an executive named Budi Santoso holds shares',
  holder: 'companies owned by PT Maju Jaya',
  affiliate: 'companies affiliated with Salim',
}
const SAYS: Readonly<Record<Role, string>> = {
  executive: 'an executive is named like',
  executiveHolder: 'an executive holding shares is named like',
  holder: 'a major shareholder is named like',
  affiliate: 'an affiliate is named like',
}

/** Words that only frame a question about people: "companies where …" leaves "companies". */
const FILLER =
  /^(?:\s*(?:show|me|list|find|which|that|with|dengan|yg|all|the|companies|stocks|firms|perusahaan|perseroan|emiten|saham|sahamnya|yang|tampilkan|cari)\b)*\s*[?.!]*$/iu

/**
 * Takes the phrases about executives, shareholders and affiliates out of a question, as conditions on the
 * list-member fields (IDX only). A name matches any name containing it, ignoring case, titles and punctuation, so
 * "budi santoso", "Mr. Budi Santoso" and "Santoso" all find "Budi Santoso". What remains goes through the
 * grammar; `rest` is null when nothing but framing words remain.
 */
export function readPeople(
  question: string,
  market: Market,
): { rest: string | null; conditions: Condition[]; says: string[] } {
  let text = question
  const conditions: Condition[] = []
  const says: string[] = []
  const take = (match: RegExpExecArray, role: Role, saysName = false): string | null => {
    const name = cleanName(match[1] ?? '')
    if (name === '' || NOT_A_NAME.test(name)) return null
    const reading = nameReading(match[1] ?? '', saysName)
    if (reading === 'description')
      refuse(
        `'${name}' describes rather than names, so it is not searched for as a name: give the name, e.g. '${EXAMPLE[role]}'.`,
      )
    if (reading === 'unwritten')
      refuse(
        `'${name}' is not written as a name, so it is not searched for: write it with capitals, in quotes or as 'PT …', e.g. '${EXAMPLE[role]}'.`,
      )
    if (market === 'sgx')
      refuse('SGX companies have no executive or shareholder data: ask about IDX companies at /v2/companies/.', false)
    conditions.push(like(field(FIELDS[role]), `%${name}%`))
    says.push(`${SAYS[role]} '${name}'`)
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim()
    return name
  }
  const position = readPosition(text)
  if (position !== null) {
    // the name is group 1 of what `take` reads
    const named = Object.assign([position.phrase, position.name], {
      index: position.index,
    }) as unknown as RegExpExecArray
    if (take(named, 'executive', position.saysName) !== null) {
      conditions.push(like(field('key_executives_position'), `%${position.title}%`))
      says.push(`an executive's position is like '${position.title}' (each condition checked on its own executive)`)
    }
  }
  const stake = STAKE.exec(text) ?? HELD_STAKE.exec(text)
  if (stake !== null) {
    const atLeast = AT_LEAST.test(stake[2] ?? '')
    const share = Number((stake[3] ?? '').replace(',', '.'))
    if (take(stake, 'holder') !== null) {
      conditions.push(compare(field('major_shareholders_share_percentage'), atLeast ? '>=' : '>', num(share / 100)))
      says.push(`a shareholder holds ${atLeast ? 'at least' : 'more than'} ${share}%`)
    }
  }
  for (const { role, pattern, saysName } of RULES) {
    const match = pattern.exec(text)
    if (match !== null) take(match, role, saysName)
  }
  return { rest: FILLER.test(text) ? null : text, conditions, says }
}

function cleanName(raw: string): string {
  return raw
    .replace(/[.,'"“”‘’()%_]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(TITLES, '')
    .toLowerCase()
}

/** `where` text for people conditions joined to what the rest of the question gave. */
export function withPeople(where: string | null, conditions: readonly Condition[]): string | null {
  const people = conditions.map(printCondition)
  return [where, ...people].filter((part): part is string => part !== null && part !== '').join(' and ') || null
}
