import { NUMBER_WORDS } from '../vocabulary/units'

/**
 * Numbers said in words, as a voice dictation writes them: "twenty five percent", "five hundred billion", "one
 * point five", "dua puluh persen", "lima ratus miliar", "satu koma lima", "twenty twenty four" (a year). A run of
 * two or more number words, or one the tokenizer does not know ("sixty", "seratus", "sebelas"), becomes its
 * digits; a single word it knows ("top five", "one year", "dua kali lipat") is left to it. A run
 * that is no well-formed number ("five twenty") is left as typed, and refused later rather than guessed.
 */
const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  nol: 0,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
}
const TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  sepuluh: 10,
  sebelas: 11,
}
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const SE_FORMS: Readonly<Record<string, number>> = { seratus: 100, seribu: 1000 }
/** Words a number can start with; a scale word alone ("2 ribu", "a hundred") is the tokenizer's. */
const STARTS = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), ...Object.keys(SE_FORMS)].join('|')
const WORDS = `${STARTS}|hundred|thousand|belas|puluh|ratus|ribu`
const RUN = new RegExp(
  String.raw`(?<![\p{L}\d])(?<!\d[\s-])(?:${STARTS})(?:[\s-]+(?:(?:and|point|koma)[\s-]+)?(?:${WORDS}))*(?![\p{L}\d])`,
  'giu',
)

const PERCENT_AFTER = /^\s*(?:%|percent|per cent|persen)(?![\p{L}])/iu

/** The value of a run of number words, or null when the words are no well-formed number. */
function valueOf(run: string): number | null {
  const words = run.toLowerCase().split(/[\s-]+/u)
  let total = 0
  let group = 0
  let pending = 0
  let decimals: string | null = null
  for (const [index, word] of words.entries()) {
    if (decimals !== null) {
      const digit = UNITS[word]
      if (digit === undefined) return null
      decimals += String(digit)
      continue
    }
    if (word === 'point' || word === 'koma') {
      decimals = ''
      continue
    }
    if (word === 'and') {
      if (!/^(?:hundred|thousand)$/u.test(words[index - 1] ?? '')) return null
      continue
    }
    const unit = UNITS[word]
    const teen = TEENS[word]
    const tens = TENS[word]
    if (unit !== undefined || teen !== undefined) {
      if (pending !== 0 || (group % 10 !== 0 && group < 100)) return null
      if (unit !== undefined) pending = unit
      else group += teen ?? 0
    } else if (tens !== undefined) {
      // "twenty twenty four", "nineteen ninety": a year said in two halves
      if (group > 0 && group < 100 && pending === 0 && total === 0) {
        total = group * 100
        group = 0
      }
      if (pending !== 0 || group % 100 !== 0) return null
      group += tens
    } else if (word === 'belas') group += 10 + pending
    else if (word === 'puluh') group += pending * 10
    else if (word === 'ratus' || word === 'hundred') group = (group + pending || 1) * 100
    else if (word === 'ribu' || word === 'thousand') {
      total += (group + pending || 1) * 1000
      group = 0
    } else {
      group += SE_FORMS[word] === 100 ? 100 : 0
      total += SE_FORMS[word] === 1000 ? 1000 : 0
    }
    if (word === 'belas' || word === 'puluh' || word === 'ratus' || word === 'hundred' || /ribu|thousand/u.test(word))
      pending = 0
  }
  if (decimals === '') return null
  const whole = total + group + pending
  return decimals === null ? whole : Number(`${String(whole)}.${decimals}`)
}

/** The question with its spelled-out numbers of two or more words in digits; unchanged when it has none. */
export function readSpelledNumbers(question: string): string {
  return question.replace(RUN, (run: string, at: number) => {
    const words = run.split(/[\s-]+/u)
    // "two percent" is digits for the readers of stakes and ranges, which come before the tokenizer
    const percent = PERCENT_AFTER.test(question.slice(at + run.length))
    if (words.length < 2 && NUMBER_WORDS.has(run.toLowerCase()) && !percent) return run
    const value = valueOf(run)
    return value === null ? run : String(value)
  })
}
