import type { Market } from '../../../shared/catalogue'
import { distance as levenshtein } from 'fastest-levenshtein'
import { editDistance } from '../../../shared/where/field-names'
import { readAmount } from '../tokens/amounts'
import type { Item } from './types'
import type { Lexicon } from '../tokens/lexicon'
import { rawText } from '../tokens/tokenize'
import type { Token } from '../tokens/tokenize'
import type { ItemBody } from './types'
import { twoClassesAsOne } from './adjacent-classes'
import { correctShortMetric } from './short-metric'
import { dropsClassWord, preferCompanyNoun } from './filler-typos'
import { fromSkeleton } from './skeleton'
import { fromMovedDouble } from './moved-double'
import { correctAhead, LOOK_AHEAD, strandedAfter } from './phrase-typos'
import { AGENT_NOUNS_AFTER, AGENT_NOUNS_BEFORE } from '../vocabulary/classes'
import { LEXICONS } from '../vocabulary/lexicons'
import { NEGATIONS } from '../vocabulary/negations'
import { EVERYDAY_WORDS } from '../vocabulary/everyday-words'

export interface Recognition {
  /** the meaningful items, in question order; filler words are dropped here */
  readonly items: readonly Item[]
  /** the words no table knows, as typed, each once (ignoring case), in question order */
  readonly unknown: readonly string[]
  /** mistyped words read as a known word: `'bnaks' read as 'banks'` */
  readonly corrections: readonly string[]
  /** two class words side by side that could be one label or two ("coal shipping"), as typed */
  readonly joinedClasses: readonly string[]
}

/**
 * The recognition stage: reads the tokens left to right. At each position the longer of a number (with its currency, scale and
 * unit) and a phrase of the market's vocabulary is read ("52 week high" is a phrase, "10 trillion" an amount); a
 * word neither can read is corrected to the nearest known word when one is close enough, else it is unknown.
 */
export function recognise(tokens: readonly Token[], market: Market): Recognition {
  const lexicon = LEXICONS[market]
  const items: Item[] = []
  const unknown: string[] = []
  const corrections: string[] = []
  const joinedClasses: string[] = []
  const read = [...tokens]
  const correctedAt = new Set<number>()
  // the phrases read just before, for a corrected word that finishes one of them
  let recent: { start: number; pushed: boolean }[] = []
  let at = 0
  while (at < read.length) {
    const amount = readAmount(read, at)
    const match = withAgentNoun(read, at, lexicon.match(read, at), lexicon)
    if (amount !== null && (match === null || amount.length >= match.length)) {
      items.push({ kind: 'number', amount: amount.amount, raw: amount.amount.raw })
      recent.push({ start: at, pushed: true })
      at += amount.length
      continue
    }
    // a longer phrase with its typo past a word nothing reads: "laba sebelum pajk" is not "laba" and two unknowns
    const longer = strandedAfter(read, at, match, lexicon) ? correctAhead(read, at, lexicon) : null
    if (longer !== null && longer.at > at + (match?.length ?? 0) && !correctedAt.has(longer.at)) {
      correctedAt.add(longer.at)
      corrections.push(`'${read[longer.at]?.raw ?? ''}' read as '${longer.text}'`)
      read[longer.at] = { ...(read[longer.at] as Token), text: longer.text }
      continue
    }
    if (match !== null) {
      const raw = rawText(read, at, at + match.length)
      const item = { ...match.value, raw }
      const joined = recent.at(-1)?.pushed === true ? twoClassesAsOne(items.at(-1), item, read[at]) : null
      if (joined !== null) joinedClasses.push(joined)
      if (match.value.kind !== 'filler') items.push(item)
      recent = [...recent.slice(1 - LOOK_AHEAD), { start: at, pushed: match.value.kind !== 'filler' }]
      at += match.length
      continue
    }
    const token = read[at]
    if (token === undefined) break
    const fixed =
      token.kind === 'word' && !correctedAt.has(at)
        ? (correctInPhrase(read, at, lexicon) ??
          correctBehind(read, at, recent, lexicon) ??
          correctShortMetric(read, at, lexicon) ??
          readWord(token.text, lexicon))
        : null
    if (fixed !== null && fixed.text !== token.text && !dropsClassWord(read, at, fixed.text, lexicon)) {
      correctedAt.add(at)
      if (fixed.typo) corrections.push(`'${token.raw}' read as '${fixed.text}'`)
      read[at] = { ...token, text: fixed.text }
      // the corrected word may finish a phrase a word or a few before it start: "most profitible", "debt to equty"
      const from = recent.findIndex(
        ({ start }) => (withAgentNoun(read, start, lexicon.match(read, start), lexicon)?.length ?? 0) > at - start,
      )
      if (from !== -1) {
        for (const { pushed } of recent.slice(from)) if (pushed) items.pop()
        at = recent[from]?.start ?? at
        recent = recent.slice(0, from)
      }
      continue
    }
    // or a phrase this word starts has its typo further on: "gross margn", "net incme", "52 week hihg"; a word
    // corrected itself may start one too ("mendekatu harga terendah 52 mingu")
    const ahead = correctAhead(read, at, lexicon)
    if (ahead !== null && !correctedAt.has(ahead.at)) {
      correctedAt.add(ahead.at)
      corrections.push(`'${read[ahead.at]?.raw ?? ''}' read as '${ahead.text}'`)
      read[ahead.at] = { ...(read[ahead.at] ?? token), text: ahead.text }
      continue
    }
    const seen = unknown.some((word) => word.toLowerCase() === token.raw.toLowerCase())
    if (!seen) unknown.push(token.raw)
    recent = []
    at += 1
  }
  return { items, unknown, corrections, joinedClasses }
}

type Match = ReturnType<Lexicon<ItemBody>['match']>

/** A class with the noun for its companies ("steel producers", "produsen baja") is the class, read as one phrase. */
function withAgentNoun(read: readonly Token[], at: number, match: Match, lexicon: Lexicon<ItemBody>): Match {
  if (match === null) {
    const before = read[at]
    if (before === undefined || !AGENT_NOUNS_BEFORE.has(before.text)) return null
    const after = lexicon.match(read, at + 1)
    return after?.value.kind === 'class' ? { ...after, length: after.length + 1 } : null
  }
  const next = read[at + match.length]
  if (match.value.kind !== 'class' || next === undefined || !AGENT_NOUNS_AFTER.has(next.text)) return match
  return { ...match, length: match.length + 1 }
}

/**
 * How an unknown word reads: an Indonesian word with the possessive "-nya" is the known word before it
 * ("harganya" is "harga", "kapitalisasi pasarnya" is "kapitalisasi pasar", "DERnya" is "DER"; "-nyo" is how Minang
 * speakers say it: "dividennyo", "-nye" how Pontianak Malay does: "harganye"); else the nearest known word, a typo.
 */
function readWord(word: string, lexicon: Lexicon<ItemBody>): { text: string; typo: boolean } | null {
  const stem = word.length > 5 && /ny[aoe]$/u.test(word) ? word.slice(0, -3) : null
  if (stem !== null && lexicon.knows(stem)) return { text: stem, typo: false }
  const plain = NEGATIONS.has(word) || EVERYDAY_WORDS.has(word)
  const fixed =
    correct(word, lexicon) ?? (plain ? null : (fromSkeleton(word, lexicon) ?? fromMovedDouble(word, lexicon)))
  return fixed === null ? null : { text: fixed, typo: true }
}

/**
 * A mistyped word that starts a phrase the words after it finish ("neer their 52-week low"): of the known words one
 * edit from it, the one that reads the longest phrase here, so "neer" is "near", not the equally near filler "need".
 * Only a phrase of two words or more decides; otherwise the nearest word alone does (`correct`). The phrase around
 * it makes a three-letter word safe to correct too, by a letter dropped as well as changed ("los making").
 */
function correctInPhrase(read: readonly Token[], at: number, lexicon: Lexicon<ItemBody>) {
  const word = read[at]?.text ?? ''
  if (word.length < 3 || word.length > 30 || NEGATIONS.has(word) || EVERYDAY_WORDS.has(word)) return null
  if (word.length === 3 && lexicon.knows(word)) return null
  const next = read[at + 1]?.text
  if (next === undefined) return null
  const lengths = word.length === 3 ? [3, 4] : [word.length]
  const candidates = lengths.flatMap((length) => lexicon.wordsByLength().get(length) ?? [])
  let best: { text: string; length: number } | null = null
  for (const candidate of candidates) {
    // cheap cuts first: a phrase from the candidate whose second word is the next word, then the edit distance
    if (!lexicon.phrasesFrom(candidate).some((words) => words[1] === next)) continue
    if (editDistance(word, candidate) !== 1) continue
    const trial = read.map((each, index) => (index === at ? { ...each, text: candidate } : each))
    const length = lexicon.match(trial, at)?.length ?? 0
    if (length >= 2 && (best === null || length > best.length)) best = { text: candidate, length }
  }
  return best === null ? null : { text: best.text, typo: true }
}

/**
 * A mistyped word that ends a phrase the words just before it start ("produk susu olahn"): the phrase's own last
 * word, when it is as near as a typo may be, rather than an equally near word of no phrase here ("olah").
 */
function correctBehind(
  read: readonly Token[],
  at: number,
  recent: readonly { start: number }[],
  lexicon: Lexicon<ItemBody>,
): { text: string; typo: boolean } | null {
  const word = read[at]?.text ?? ''
  if (word.length < 4 || NEGATIONS.has(word) || EVERYDAY_WORDS.has(word) || lexicon.knows(word)) return null
  for (const { start } of recent) {
    const before = read.slice(start, at).map((token) => token.text)
    for (const words of lexicon.phrasesFrom(before[0] ?? '')) {
      const last = words[before.length]
      if (words.length !== before.length + 1 || last === undefined) continue
      if (!before.every((text, index) => words[index] === text)) continue
      if (isDerivedFrom(word, last)) continue
      if (editDistance(word, last) <= (word.length >= 8 ? 2 : 1)) return { text: last, typo: true }
    }
  }
  return null
}

/**
 * The known word nearest a mistyped one: one edit (a letter added, dropped, changed or two swapped) for words of
 * four to seven letters, two for longer ones; shorter words are left alone, as almost every three-letter word is
 * one edit from some other, and so are negations ("never" is not "ever") and everyday words ("pull" is not
 * "pulp"). Null when none is that near.
 */
function correct(word: string, lexicon: Lexicon<ItemBody>): string | null {
  if (word.length < 4 || word.length > 30 || NEGATIONS.has(word) || EVERYDAY_WORDS.has(word)) return null
  const limit = word.length >= 8 ? 2 : 1
  const byLength = lexicon.wordsByLength()
  let best: { word: string; distance: number; prefix: number } | null = null
  const near: { word: string; distance: number }[] = []
  for (let length = word.length - limit; length <= word.length + limit; length += 1) {
    for (const candidate of byLength.get(length) ?? []) {
      // Levenshtein counts a swap as two edits, so it is at most twice the swap-aware distance: a cheap first cut
      if (levenshtein(word, candidate) > 2 * limit) continue
      const distance = editDistance(word, candidate)
      if (distance > limit || (best !== null && distance > best.distance)) continue
      // between two equally near words, the one that keeps more of the typed word's start: people mistype the middle
      // and end of a word more than its first letters ("perusahan" is "perusahaan", not "perubahan")
      const prefix = sharedPrefix(word, candidate)
      // two edits reach other words ("penasaran", curious, is two letters from "pelayaran", shipping): only when the
      // start of the word is as typed
      if (distance === 2 && prefix < 3) continue
      if (isDerivedFrom(word, candidate)) continue
      near.push({ word: candidate, distance })
      if (best === null || distance < best.distance || prefix > best.prefix)
        best = { word: candidate, distance, prefix }
    }
  }
  if (best === null) return null
  const { word: chosen, distance: nearest } = best
  // a class word as near as another class word ("automobive": automobile or automotive) is no guess to make: a
  // wrong class answers a different question, so the word stays unknown and the question is refused
  const rivals = near.filter((other) => other.distance === nearest && other.word !== chosen)
  return rivals.some((other) => namesOtherClass(chosen, other.word, lexicon))
    ? null
    : preferCompanyNoun(chosen, rivals, lexicon)
}

/**
 * Whether a word is a known word with an Indonesian derivational suffix on it: a word of its own with another
 * meaning, not a typo ("perseroan", any limited company, is not "persero", a state-owned one; "pendapatan" is not
 * "pendapat"). Such a word stays unknown unless the vocabulary has it, so the question is refused, not misread.
 */
function isDerivedFrom(word: string, candidate: string): boolean {
  return word.startsWith(candidate) && /^(?:an|kan)$/u.test(word.slice(candidate.length))
}

function sharedPrefix(a: string, b: string): number {
  let length = 0
  while (length < a.length && a[length] === b[length]) length += 1
  return length
}

/** Whether two words each name a class alone, and not the same one ("coal" and "cola" would be two classes). */
function namesOtherClass(one: string, other: string, lexicon: Lexicon<ItemBody>): boolean {
  const classOf = (word: string) => {
    const found = lexicon.match([{ kind: 'word', text: word, raw: word, before: '' }], 0)
    return found?.value.kind === 'class' ? found.value.targets.map((node) => node.key).join() : null
  }
  const first = classOf(one)
  const second = classOf(other)
  return first !== null && second !== null && first !== second
}
