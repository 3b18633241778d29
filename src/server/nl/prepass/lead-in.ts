import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'
import type { Item, ItemKind } from '../recognition/types'
import { nested } from '../recognition/adjacent-classes'
import { refuse } from '../refusal/not-translatable'

/**
 * "for a story I am writing: which property developers …", "my editor wants to know which airlines …", "I'm
 * comparing plantation stocks, which have …", "lagi riset nih, …": a clause before the question that says who asks
 * or why. Its framing words go; the companies it names ("plantation stocks", "Singapore REITs") stay as the subject
 * of the question. A clause that names anything else a screen reads (a metric, number, condition, ranking word or
 * negation) stays whole, so the grammar reads it or refuses its unknown words.
 */
const LEAD_IN = /^\s*([^:,;?]{1,70}?)\s*[:,;]\s+(?=\S)/u
/** "my editor wants to know which …": no punctuation, the question starts at its question word. */
const LEAD_IN_BEFORE_QUESTION =
  /^\s*((?:my|our|i|im|i'm|we)\b[^:,;?]{1,60}?)\s+(?=(?:which|what|whose|any|can you|could you|show me|list)\b)/iu
/**
 * "my supervisor asked for the five …", "a client asked me about …", "for my thesis I need …": a request or a
 * purpose before what is asked.
 */
const LEAD_IN_REQUEST =
  /^\s*((?:(?:my|our|a)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:asked|asks|wants|needs|requested|would like|is asking|wanted)(?:\s+(?:me|us))?(?:\s+(?:for|about))?)|(?:(?:for|untuk|buat)\s+(?:my|our|saya|aku)\s+\p{L}+(?:\s+(?!(?:i|we|saya|aku)\b)\p{L}+)?))\s+(?=\S)/iu
/**
 * Who asks or why, or a chatty particle: a clause without one of these may be a content word mistyped. "auditor
 * here", "boss here from Batam": who writes, by trade or address (one person: a plural before "here" may be
 * companies, "zorkers here"), and from where, a clause that ends there.
 */
const ASKER =
  /\b(?:[\p{L}']*[^\P{L}s]|boss)\s+here(?:\s+from\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)?\s*$|\b(?:i|im|i'm|my|me|we|our|us|you|for|it|dear|thanks|thank|sorry|saya|aku|gue|gw|kami|kita|untuk|buat|lagi|nih|sih|dong|btw|fyi|pak|bu|kak|gan|min|bro)\b|^\s*(?:as|sebagai)\s+(?:an?\s+|seorang\s+)?\p{L}+(?:[\s-]+\p{L}+){0,2}\s*$/iu
/**
 * "Whilst reviewing Singapore REITs, …", "while looking at coal miners, …": what the asker is doing. The verb goes;
 * the clause may name nothing but the companies, which stay as the subject of the question.
 */
const DOING =
  /^\s*(?:whilst|while|when|i am|im|were|we are)\s+(?:reviewing|looking at|looking into|researching|studying|screening|going through|scanning|comparing)\s+/iu
const NEGATION =
  /\b(?:not|no|non|never|dont|don't|doesnt|doesn't|without|except|excluding|besides|other than|tidak|bukan|nggak|ngga|gak|ga|enggak|tanpa|kecuali|selain|belum|jangan)\b/iu
/** "a watchlist" of the asker's own is no listing board: the board is "the watchlist" or "watchlist board". */
const OWN_WATCHLIST = /\b(?:a|my|our)\s+watchlist\b/giu
/**
 * What the asker's work is called, with the word that says what kind it is: "our ESG screen", "my dividend
 * portfolio", "untuk portofolio ESG kami". A kind that is a metric describes the work and goes with it; one that
 * names companies ("our bank portfolio") is the subject and stays.
 */
const OWN_WORK =
  /\b(?!(?:my|our|your|a|an|the|this|that)\s)([\p{L}-]+)\s+(?:screen|portfolio|fund|mandate|newsletter|piece|story|article|report|thesis|column|sleeve|allocation|bucket)\b|\b(?:portofolio|reksa dana|laporan|artikel|tulisan|skripsi)\s+(?!(?:saya|kami|kita|aku|gue|ini|itu)\b)([\p{L}-]+)/giu
/** "as a pension trustee I'd like …", "sebagai investor saya mau …": a role before the asker, no comma between. */
const LEAD_IN_ROLE =
  /^\s*((?:as|sebagai)\s+(?:an?\s+|seorang\s+)?\p{L}+(?:[\s-]+\p{L}+){0,2}?)\s+(?=(?:i|i'd|id|i'm|im|we|we'd|saya|aku|kami|which|what|show|list|give)\b)/iu
/**
 * "saya dari sektor energi mau tau …", "I work at a bank and want …", "I'm in the energy sector, …": where the asker
 * works, a role as "as a bank analyst" is, so its class is never one of the request's.
 */
const WORKPLACE = String.raw`(?:(?:saya|aku|gue|gua|gw|kami|sa)\s+(?:dari|(?:be)?kerja\s+di|berkecimpung\s+di)|(?:i|we)\s+(?:work|am working|are working)\s+(?:in|at|for)|(?:i'm|im|i am|we're|we are)\s+(?:in|from))\s`
const WORKPLACE_CLAUSE = new RegExp(String.raw`^\s*${WORKPLACE}`, 'iu')
const LEAD_IN_WORKPLACE = new RegExp(
  String.raw`^\s*(${WORKPLACE}[^:,;?]{1,40}?)\s*[,;]?\s+(?:(?:and|dan)\s+)?(?=(?:mau|ingin|pengen|pingin|mo|tolong|cari|carikan|tampilkan|lihat|minta|which|what|show|find|list|give|please|can|could|want|need|looking)\b)`,
  'iu',
)
/**
 * "saya agen properti, …", "saya seorang analis bank, …", "I'm a property agent, …": the asker's own trade, a role
 * as "as a bank analyst" is. A verb after "saya" ("saya lagi lihat bank") is what the asker does, no trade.
 */
const SELF_ROLE =
  /^\s*(?:(?:saya|aku|gue|gua|gw|sa)\s+(?:adalah\s+)?(?:seorang\s+)?(?!(?:mau|ingin|pengen|pingin|mo|lagi|lg|sedang|cari|mencari|lihat|melihat|liat|punya|pegang|megang|suka|tertarik|butuh|perlu|tanya|bertanya|cuma|hanya|juga|sudah|udah|belum|pernah|dari|kerja|bekerja|baru|investasi|invest|beli|membeli|jual|menjual|pikir|rasa|kira|penasaran|bingung|riset|cek)\b)|(?:i'm|im|i am)\s+an?\s+)\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}\s*$/iu
/** What a framing clause may name: the companies the question is about. */
const SUBJECTS: ReadonlySet<ItemKind> = new Set<ItemKind>(['class', 'market', 'index'])

/**
 * "ok next one please …", "and another one: …": a turn of a conversation before the question. Set apart before the
 * tokenizer, which would read its "one" as a number of results.
 */
const NEXT_TURN =
  /^\s*(?:(?:ok|okay|right|and|alright|so)[\s,]+)?(?:the\s+)?(?:next one|next question|another one|one more)(?:[\s,]+(?:please|pls))?(?:\s*[,:.!-]\s*|\s+)(?=\S)/iu

/** A sentence after another one ends ("… above 1.5? Could you help?", "… in 2024. It is for my thesis."). */
const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/u
/**
 * Where the asker is from, in any region's word for "I": "saya dari Batam", "awak asal Medan". Only a capitalised
 * place, so the words after "dari" in "saham dari sektor energi" are never taken for one.
 */
const SELF_INTRODUCTION =
  /(?<!\p{L})(?:[Ss]aya|[Aa]ku|[Aa]wak|[Gg]ue|[Gg]ua|[Aa]mbo|[Kk]amek|[Ss]a)\s+(?:dari|asal)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?(?=[\s,.!?]|$)/gu

/**
 * The question without its framing: a lead-in clause reduced to the companies it names (as many as come one
 * after another: "Hi, sorry to bother you, which …"), and a whole sentence before or after the question that
 * frames it ("Could you help?", "It is for my undergraduate thesis.", "buat pensiun nih") left out. A sentence
 * that names companies, a metric, number, condition, ranking word or negation is kept whole: the grammar reads
 * it or refuses it, so a class said there is never silently dropped.
 */
export function dropFraming(question: string, market: Market): string {
  const sentences = question.replace(SELF_INTRODUCTION, ' ').replace(NEXT_TURN, '').split(SENTENCE_END)
  // "banks with ROE above 15%. I'm studying coal miners.": two sets of companies, one only in a framing sentence
  const aside = sentences.find((sentence) => namesCompaniesAside(sentence, market))
  const named = sentences.filter((sentence) => namesCompanies(sentence, market))
  if (aside !== undefined && named.length > 1) refuse(unsure(aside))
  const kept = sentences.length > 1 ? sentences.filter((sentence) => !isFramingSentence(sentence, market)) : sentences
  let text = dropClosingClause(kept.length === 0 ? question : kept.join(' '), market)
  for (let clause = 0; clause < 3; clause += 1) {
    const shorter = dropLeadIn(text, market)
    if (shorter === text) break
    text = shorter
  }
  return text
}

/** "… di atas 15%, buat skripsi saya", "…, thanks in advance": a last clause after a comma that only frames. */
function dropClosingClause(question: string, market: Market): string {
  const comma = question.lastIndexOf(', ')
  if (comma === -1) return question
  return isFramingSentence(question.slice(comma + 2), market) ? question.slice(0, comma) : question
}

/** "I'm studying coal miners.": a sentence of who asks or why that names companies and nothing else. */
function namesCompaniesAside(sentence: string, market: Market): boolean {
  const words = sentence.replace(/[.!?]+$/u, '')
  if (/\d/u.test(words) || NEGATION.test(words) || !ASKER.test(words)) return false
  const { items } = recognise(tokenize(words), market)
  return items.length > 0 && items.every((item) => SUBJECTS.has(item.kind))
}

function namesCompanies(sentence: string, market: Market): boolean {
  return recognise(tokenize(sentence), market).items.some((item) => SUBJECTS.has(item.kind))
}

function isFramingSentence(sentence: string, market: Market): boolean {
  const words = sentence.replace(/[.!?]+$/u, '')
  if (/\d/u.test(words) || NEGATION.test(words)) return false
  const recognised = recognise(tokenize(words), market)
  // only words no table knows or fillers: "Hello!", "Could you help?", "It is for my undergraduate thesis."
  return recognised.items.length === 0 && (recognised.unknown.length === 0 || ASKER.test(words))
}

/** The question with a framing clause reduced to the companies it names; unchanged when it has none. */
function dropLeadIn(question: string, market: Market): string {
  const match =
    LEAD_IN_WORKPLACE.exec(question) ??
    LEAD_IN.exec(question) ??
    LEAD_IN_BEFORE_QUESTION.exec(question) ??
    LEAD_IN_REQUEST.exec(question) ??
    LEAD_IN_ROLE.exec(question)
  if (match === null) return question
  const clause = (match[1] ?? '')
    .replace(OWN_WATCHLIST, ' ')
    .replace(OWN_WORK, (_whole, before?: string, after?: string) => {
      const kind = before ?? after ?? ''
      const named = recognise(tokenize(kind), market).items.some((item) => SUBJECTS.has(item.kind))
      return named ? ` ${kind} ` : ' '
    })
  if (/\d/u.test(clause) || NEGATION.test(clause)) return question
  const doing = DOING.exec(clause)
  if (doing !== null) return whileDoing(clause.slice(doing[0].length), match, question, market)
  const recognised = recognise(tokenize(clause), market)
  // a clause of greetings alone ("Hi,", "pak,") goes, so that the framing clause after it is seen
  if (recognised.items.length === 0 && recognised.unknown.length === 0) return question.slice(match[0].length).trim()
  if (!ASKER.test(clause)) return question
  // a framing word read only as a typo of a known one ("my boss" as "loss") is framing all the same; a class
  // typed wrong ("I'm comparing bnaks,") is still the class asked about
  const guessed = new Set(recognised.corrections.map((correction) => /^'([^']*)'/u.exec(correction)?.[1]))
  // "I run a few villas and I'm curious which …": an "and" between two framing clauses joins nothing; one after
  // companies ("I own banks and I'm curious which …") could join them to the question's, so the clause stays
  const said = recognised.items.filter((item) => item.kind !== 'connector')
  const items = said.filter((item) => SUBJECTS.has(item.kind) || !guessed.has(item.raw))
  if (said.length < recognised.items.length && items.length > 0) return question
  const unknown = recognised.unknown.length + said.length - items.length
  // "saya dari sektor energi": every word of a workplace is known, yet the clause frames
  const atWork = (WORKPLACE_CLAUSE.test(clause) || SELF_ROLE.test(clause)) && items.length > 0
  if ((unknown === 0 && !atWork) || items.some((item) => !SUBJECTS.has(item.kind))) return question
  return withSubject(items, clause, match, question, market)
}

/** "Whilst reviewing Singapore REITs, …": the clause after its verb, which must name the companies and only them. */
function whileDoing(named: string, match: RegExpExecArray, question: string, market: Market): string {
  const recognised = recognise(tokenize(named), market)
  const items = recognised.items
  if (recognised.unknown.length > 0 || items.length === 0 || items.some((item) => !SUBJECTS.has(item.kind)))
    return question
  return withSubject(items, named, match, question, market)
}

/** The question with its framing clause reduced to the companies it names, or refused when they may be others. */
function withSubject(
  items: readonly Item[],
  clause: string,
  match: RegExpExecArray,
  question: string,
  market: Market,
): string {
  const subject = items.map((item) => item.raw).join(' ')
  const rest = question.slice(match[0].length).trim()
  const asked = classesIn(rest, market)
  // "for my project on shipping, … passenger marine transportation companies": the asker's topic is no class of
  // the request, which names its own; a class said any other way beside a different one of the request's may be
  // either, so it is refused ("I own banks, show me coal miners …"); the same class said twice is one
  const framingClass = items.some((item) => item.kind === 'class')
  if (framingClass && asked.length > 0 && TOPIC.test(clause)) return rest
  // "as a bank analyst, which coal miners …": a role says who asks, so the request's own class is the subject; with
  // none there ("as a bank analyst, which have …") the role's class may or may not be meant, so it is refused
  if (framingClass && (ROLE.test(clause) || WORKPLACE_CLAUSE.test(clause) || SELF_ROLE.test(clause)))
    return asked.length > 0 ? rest : refuse(unsure(match[1] ?? ''))
  if (!framingClass || asked.length === 0 || !namesOtherClass(items, asked)) return `${subject} ${rest}`.trim()
  return refuse(unsure(match[1] ?? ''))
}

/** The refusal when a framing clause may or may not name the companies asked about. */
const unsure = (clause: string): string =>
  `Could not tell whether '${clause.trim()}' names the companies asked about: name them in the question itself, e.g. 'banks with ROE above 15%'.`

/** "as a bank analyst", "sebagai analis bank": who the asker is. */
const ROLE = /^\s*(?:as|sebagai)\s/iu

/** "my project on X", "my thesis about X", "I cover X", "skripsi saya tentang X": what the asker works on. */
const TOPIC = /\b(?:on|about|regarding|covering|cover|covers|into|tentang|mengenai|soal)\b/iu

const classesIn = (text: string, market: Market): Item[] =>
  recognise(tokenize(text), market).items.filter((item) => item.kind === 'class')

/** A class the framing names that is not one the request names, nor inside or around one. */
function namesOtherClass(framing: readonly Item[], asked: readonly Item[]): boolean {
  return framing.some(
    (item) =>
      item.kind === 'class' && !asked.some((other) => other.kind === 'class' && nested(item.targets, other.targets)),
  )
}
