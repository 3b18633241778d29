/**
 * The first stage of the translator after the pre-passes: a question becomes a list of tokens the vocabulary can be matched against.
 *
 * Matching is on lower-case `text`, so the vocabulary is written once in lower case and phrases are tokenised with
 * this same function. `raw` keeps what the person typed, so a message can quote the words it did not understand.
 */
import { separatorsAsCommas } from './separators'

export interface Token {
  readonly kind: 'word' | 'number' | 'symbol'
  /** lower case; a number without its separators (`10,000` → `10000`); `&` reads as `and`, `S$` as `sgd` */
  readonly text: string
  /** the characters as typed */
  readonly raw: string
  /** what separated the token from the one before it (spaces, ignored punctuation), to quote phrases as typed */
  readonly before: string
}

/**
 * One alternative per token kind, tried left to right at each position:
 * currency signs, comparison symbols, numbers (thousands separators `10,000`, `10.000` or `10.000.000`, decimals
 * with a point or, Indonesian style, a comma (`2,5`), a minus
 * only where it cannot be a hyphen), runs of letters, and any other visible character as a symbol. Doubled signs or
 * points before digits (`--5`, `+-5`, `..5`) are one symbol, which nobody knows: read as a minus or a point they
 * would be a guess.
 * Letters and digits are separate runs, so `LQ45`, `10T`, `Rp2T` and `FY2023` split into words and numbers: the
 * vocabulary then matches `lq45` and `lq 45` alike, and units and years are read the same glued or spaced.
 */
const TOKEN =
  /(us\$|s\$|\$)|(>=|<=|=>|=<|!=|<>|[<>=])|((?<![\p{L}\d])-)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|[1-9]\d{0,2}\.\d{3}(?![\d.])|\d+,\d{1,2}(?![\d,])|\d+(?:\.\d+)?|\.\d+)|(\p{L}+)|((?:[-+]{2,}|\.{2,})(?=\d)|[^\s\p{L}\d])/giu

/** Punctuation that separates words but means nothing to the translator. */
const IGNORED = new Set([',', '.', ';', ':', '!', '?', '(', ')', '[', ']', '{', '}', '"', "'", '-', '_', '…'])

const SYMBOL_WORDS: Readonly<Record<string, string>> = { us$: 'usd', s$: 'sgd', $: 'usd', '&': 'and' }
const COMPARATOR_SPELLINGS: Readonly<Record<string, string>> = { '=>': '>=', '=<': '<=', '<>': '!=' }

/**
 * Chat shorthand of Indonesian words, read as the word ("sy" saya, "sdh" sudah, "blm" belum): the vocabulary is
 * written once in full, and a shortened "not" ("blm", "tdk") keeps its meaning instead of being an unknown word.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  sy: 'saya',
  sdh: 'sudah',
  udh: 'sudah',
  udah: 'sudah',
  blm: 'belum',
  blum: 'belum',
  tdk: 'tidak',
  gk: 'gak',
  utk: 'untuk',
  krn: 'karena',
  jg: 'juga',
  dr: 'dari',
  lg: 'lagi',
  lbh: 'lebih',
  lbih: 'lebih',
  // "se-" written as "s" in chat: "naik 20% stahun terakhir"
  stahun: 'setahun',
  sthn: 'setahun',
  hr: 'hari',
  tiap: 'setiap',
  // "di ats 10%", "50 org", "cetak laba": a letter dropped, or the verb without its prefix
  dg: 'dengan',
  ats: 'atas',
  bwh: 'bawah',
  // the same written as one word: "pbv dibwh 0,7"
  dibwh: 'dibawah',
  diats: 'diatas',
  krg: 'kurang',
  // chat shorthand of words the vocabulary reads: "dkt harga terendah", "ROE tinggi tp DER rendah", "maks. 15%"
  dkt: 'dekat',
  tp: 'tapi',
  maks: 'maksimal',
  trs: 'terus',
  bgt: 'banget',
  // the vowels dropped: "brdsrkn dividen", "pbv dbwh 1", "pndptn di ats 1 triliun"
  brdsrkn: 'berdasarkan',
  dbwh: 'dibawah',
  dbawah: 'dibawah',
  pndptn: 'pendapatan',
  org: 'orang',
  cetak: 'mencetak',
  // a letter dropped from a ranking word: "palin banyak"
  palin: 'paling',
  // Minang and Riau Malay around Pekanbaru say "ado" for "ada"
  ado: 'ada',
  // North Sulawesi (Manado) Indonesian: "mo" (mau), "lia" (lihat), "lebe" (lebih), "kase" (kasih, give), "deng"
  // (dengan or dan: "dan" reads both, "restoran deng karyawan > 1000", "rugi pada 2021 deng 2022")
  deng: 'dan',
  mo: 'mau',
  lia: 'lihat',
  lebe: 'lebih',
  kase: 'kasih',
  // Banjar (Kalimantan Selatan) and Javanese "nang" is "yang": "emiten nang presiden direkturnya X"
  nang: 'yang',
}

/**
 * "harga di bawah Rp 500 per lembar", "harga 1rb/lembar": a price said per share adds
 * nothing, the price is per share; after another metric ("pendapatan 500 per saham") it stays and is refused (a dividend
 * per share is the vocabulary's own "dividen ... per saham").
 */
const PER_SHARE =
  /(\bharga\b[^,;]{0,40}?\d(?:[\d.,]*\d)?(?:\s*(?:rb|ribu|k|rupiah|perak))?)\s*(?:per\s+lembar(?:\s+saham)?|per\s+saham|\/\s*lembar|\/\s*saham)(?![\p{L}\d])/giu

/**
 * The question with its chat shorthand written out ("naik lbh dr 5% hr ini"), for the pre-passes that read whole
 * phrases ("hari ini", "lebih dari") before there are tokens.
 */
export function expandShorthand(question: string): string {
  // "ygpaling untung", "yglebih murah": the relative pronoun typed onto the word after it
  const text = question
    .replace(/\byg(?=\p{L}{4,})/giu, 'yg ')
    // "10% s/d 15%", "s.d.": "sampai dengan", up to
    .replace(/(?<![\p{L}\d])s\s?[/.]\s?d\b\.?/giu, 'sampai')
    .replace(PER_SHARE, '$1')
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    const before = text[offset - 1] ?? ' '
    const after = text[offset + word.length] ?? ' '
    // only a whole word: "dr." of a name or "hr-" of a compound stays as typed
    if (/[\p{L}\d.-]/u.test(before) || /[\p{L}\d.-]/u.test(after)) return word
    return SHORTHAND[word.toLowerCase()] ?? word
  })
}

/** Ranking words a count is glued to ("top2"), never doubled. */
const COUNTED =
  /^(?:top|best|worst|bottom|first|last|biggest|largest|smallest|highest|lowest|teratas|terbesar|terkecil)$/iu

/** Splits a question into tokens. Never fails: a character nobody knows becomes a symbol token. */
export function tokenize(question: string): Token[] {
  const text = normalise(question)
  const tokens: Token[] = []
  let end = 0
  for (const match of text.matchAll(TOKEN)) {
    const [raw, currency, comparator, minus, digits, letters, other] = match
    const token = (kind: Token['kind'], tokenText: string) => {
      tokens.push({ kind, text: tokenText, raw, before: text.slice(end, match.index) })
      end = match.index + raw.length
    }
    if (currency !== undefined) token('word', SYMBOL_WORDS[currency.toLowerCase()] ?? '')
    else if (comparator !== undefined) token('symbol', COMPARATOR_SPELLINGS[comparator] ?? comparator)
    else if (digits !== undefined) token('number', numberText(minus ?? '', digits))
    else if (letters !== undefined) token('word', SHORTHAND[letters.toLowerCase()] ?? letters.toLowerCase())
    else if (other !== undefined && !IGNORED.has(other)) {
      const word = SYMBOL_WORDS[other]
      token(word === undefined ? 'symbol' : 'word', word ?? other)
    }
  }
  return tokens
}

/** The words of tokens `from` to `to` (exclusive) as typed, punctuation between them included. */
export function rawText(tokens: readonly Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((token, index) => (index === 0 ? token.raw : token.before + token.raw))
    .join('')
}

/** The words of a vocabulary phrase, tokenised the way questions are. */
export function phraseTokens(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.text)
}

const REDUPLICATED_HEAD =
  /\b(toko|pabrik|produsen|perusahaan|emiten|penerbit|operator|pengembang|kontraktor|rumah(?=-rumah\s+sakit\b))-\1\b/giu

/**
 * Unicode look-alikes become ASCII; possessives and contractions lose their apostrophe (`company's`, `IPO'd`,
 * `don't` → `dont`); a hyphen inside a word becomes a space (`loss-making`, `sub-sector`, `oil-gas-coal`), so
 * slugs and hyphenated spellings read like the spaced ones.
 */
function normalise(question: string): string {
  return (
    separatorsAsCommas(question.normalize('NFKC'))
      .replace(/[‘’‛`´]/g, "'")
      .replace(/[“”„]/g, '"')
      .replace(/[‐‑‒–—−]/g, '-')
      .replace(/≥/g, '>=')
      .replace(/≤/g, '<=')
      .replace(/[≧⩾]/gu, '>=')
      .replace(/[≦⩽]/gu, '<=')
      .replace(/≠/g, '!=')
      .replace(/×/g, 'x')
      // "w/ NIM above 5%", "w/o debt": the shorthand of with and without
      .replace(/\bw\/o(?![\p{L}\d])/giu, ' without ')
      .replace(/\bw\/(?![\p{L}\d]*\/)/giu, ' with ')
      // the asker addresses whoever answers as either: "Bapak/Ibu", "Pak/Bu", "kakak/adik", two words of address
      .replace(
        /\b(bapak|bpk|pak|ibu|bu|kakak|kak|adik|mas|mbak)\s*\/\s*(?=(?:bapak|ibu|bu|pak|kakak|kak|adik|mas|mbak)\b)/giu,
        '$1 ',
      )
      .replace(/'[sd]\b/giu, '')
      .replace(/(?<=\p{L})'(?=\p{L})/gu, '')
      // Indonesian makes a compound plural by doubling its head noun: "toko-toko ritel", "pabrik-pabrik semen",
      // "rumah-rumah sakit" are the singular's class (only nouns with no doubled meaning of their own)
      .replace(REDUPLICATED_HEAD, '$1')
      .replace(/(?<=[\p{L}\d])-(?=\p{L})|(?<=\p{L})-(?=\d)/gu, ' ')
      // Indonesian doubles a word with a 2: "kira2" is "kira-kira", "saham2" is "saham-saham"; after a ranking
      // word the 2 is a count ("top2 banks", "terbesar2" is no word)
      .replace(/(?<![\p{L}\d])(\p{L}\p{Ll}{2,})2(?![\p{L}\d])/gu, (whole, word: string) =>
        COUNTED.test(word) ? whole : `${word} ${word}`,
      )
  )
}

/**
 * `10,000` → `10000`; `10.000.000` and `10.000` (Indonesian grouping) → `10000000`, `10000`; `2,5` (Indonesian
 * decimal comma: one or two digits after it, where a thousands separator has three) → `2.5`; `.5` → `0.5`.
 */
function numberText(minus: string, digits: string): string {
  if (/^\d+,\d{1,2}$/.test(digits)) return `${minus}${digits.replace(',', '.')}`
  const grouped = /^\d{1,3}(\.\d{3})+$/.test(digits)
  const plain = grouped ? digits.replaceAll('.', '') : digits.replaceAll(',', '')
  return `${minus}${plain.startsWith('.') ? `0${plain}` : plain}`
}
