/** Any name: the words between a phrase's anchors, shortest first. */
export const NAME = String.raw`(.+?)`
/**
 * Words that join two conditions ("…, as well as a dividend yield above 5%", "while their margin …"): a name
 * never runs across them.
 */
export const JOINS = String.raw`(?:and|as well as|along with|together with|while|whilst|plus|but|dan|serta)`
/** Where a name ends: the end of the question, or a word that starts another condition. */
export const END = String.raw`(?=\s*[?.!]*\s*$|\s*,?\s+(?:${JOINS}|with|that|which|who|in|on|dengan|yang|di|sorted|ranked|by)\b)`
/**
 * "whose president director is X", "dengan direktur utama X": the executive's name and the position, each a
 * condition of its own. Without "is"/"adalah" the name must be written as one (capitalised, quoted, "PT …"), so
 * "with CEO pay above …" is not a name.
 */
const TITLE_FIRST = new RegExp(
  String.raw`\b(?:whose|where the|with|dengan|yang|yg|nang)\s+(president director|president commissioner|ceo|cfo|chief executive|finance director|direktur utama(?:nya)?|dirut(?:nya)?|presdir(?:nya)?|presiden direktur(?:nya)?|komisaris utama(?:nya)?|direktur keuangan(?:nya)?)\s+(?:(is|adalah|bernama)\s+)?${NAME}${END}`,
  'iu',
)

/** The data writes positions in English, as IDX companies title them: a CEO is the President Director. */
const TITLES_IN_DATA: Readonly<Record<string, string>> = {
  ceo: 'president director',
  'chief executive': 'president director',
  'direktur utama': 'president director',
  'direktur utamanya': 'president director',
  dirut: 'president director',
  dirutnya: 'president director',
  presdir: 'president director',
  presdirnya: 'president director',
  'presiden direkturnya': 'president director',
  'komisaris utamanya': 'president commissioner',
  'direktur keuangannya': 'finance director',
  'presiden direktur': 'president director',
  'komisaris utama': 'president commissioner',
  'direktur keuangan': 'finance director',
  cfo: 'finance director',
}

/** The titles the data holds as positions, said in either language; a bare "director" or "komisaris" is any executive. */
const TITLE = String.raw`(president director|president commissioner|ceo|cfo|chief executive|finance director|direktur utama|dirut|presdir|presiden direktur|komisaris utama|direktur keuangan)`

/**
 * "with X as president director", "dengan X sebagai direktur utama", "where X is the CEO": the name first, then
 * the title; the sentence says X is a person, and the title is as much a condition as the name.
 */
const NAME_FIRST = new RegExp(
  String.raw`\b(?:where|with|in which|whose|having|dengan|di mana|dimana)\s+${NAME}\s+(?:is|as|serves as|sebagai|menjabat sebagai|menjadi)\s+(?:an?\s+|the\s+|their\s+|its\s+)?${TITLE}(?:nya)?\b`,
  'iu',
)

export interface Position {
  /** the words read, replaced by the conditions */
  readonly phrase: string
  readonly index: number
  readonly name: string
  /** the position as the data writes it */
  readonly title: string
  /** the sentence says a name follows ("is", "as", "adalah"), so a lowercase name is one too */
  readonly saysName: boolean
}

/** A named executive with the title the question gives them, or null when no such phrase is there. */
export function readPosition(text: string): Position | null {
  const titleFirst = TITLE_FIRST.exec(text)
  if (titleFirst !== null && (titleFirst[2] !== undefined || looksWrittenAsName(titleFirst[3] ?? '')))
    return at(titleFirst, titleFirst[3] ?? '', titleFirst[1] ?? '', titleFirst[2] !== undefined)
  const nameFirst = NAME_FIRST.exec(text)
  if (nameFirst !== null) return at(nameFirst, nameFirst[1] ?? '', nameFirst[2] ?? '', true)
  return null
}

function at(match: RegExpExecArray, name: string, written: string, saysName: boolean): Position {
  const title = written.toLowerCase()
  return { phrase: match[0], index: match.index, name, title: TITLES_IN_DATA[title] ?? title, saysName }
}

/** Capitalised, quoted or "PT …": a name as written, where no "is"/"adalah" says a name follows. */
export function looksWrittenAsName(raw: string): boolean {
  return /^\s*["“‘']/u.test(raw) || /^(?:pt|cv|tbk)\b/iu.test(raw.trim()) || /^\p{Lu}/u.test(raw.trim())
}
