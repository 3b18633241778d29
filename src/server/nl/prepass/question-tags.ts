/**
 * "ada bank yang untung di 2024 nggak?": an Indonesian yes/no question opened by "ada" (is there) may close with
 * "nggak?" (or not?), which asks and does not negate. Only that closing tag is taken off, and only after a
 * question that opens with "ada": "bank yang nggak" or "untung atau nggak" keep their word, and a "nggak" inside
 * a question stays a negation the vocabulary reads as a whole phrase (or refuses).
 */
// "ada" opens the question or a clause after a comma: "lagi nyangkut di batu bara nih, ada yg … ga bro?"
const OPENS_WITH_ADA = /(?:^|[,:;])\s*(?:[\p{L}]+[\s,]+){0,3}?ada\b/iu
// "… ga sih?", "… nggak ya?", "… ga? wkwk", "… ga bro?": particles and the one addressed after the tag go with it
const PARTICLE = '(?:sih|ya|yah|deh|kah|dong|nih|bro|sis|gan|gaes|gais|guys|cuy|kak|min|wkwk+|(?:wk)+|haha+|hehe+)'
const CLOSING_TAG = new RegExp(
  `(?<!\\b(?:yang|yg|atau|dan|apa))\\s+(?:nggak|ngga|enggak|gak|gk|ga|tidak)(?:\\s*[?!.,]*\\s*${PARTICLE}\\b)*\\s*[?!.]*\\s*$`,
  'iu',
)

/** The tag right after a number or amount: "… di atas 15% gk?", "… di bawah 10rb ga", "… PER < 8 nggak?". */
const AFTER_CONDITION =
  /[\d%](?:\s*(?:rb|ribu|jt|juta|m|miliar|t|triliun|x|kali))?\s+(?:nggak|ngga|enggak|gak|gk|ga|tidak)\b[^\d]*$/iu

/**
 * "rumah sakit yang udah untung belum?": "sudah … belum?" (already … or not yet?) asks, as "ada … nggak?" does. The
 * closing "belum" is taken off only when a "sudah"/"udah" came before it; "yang belum untung" keeps its word.
 */
const HAS_ALREADY = /\b(?:sudah|udah|dah)\b/iu
const CLOSING_NOT_YET = /(?<!\b(?:yang|yg|atau|dan|apa))\s+belum\s*[?!.]*\s*$/iu

/** "min, …": the admin addressed before a comma opens the question; "min 10%" after a word stays a minimum. */
const ADDRESSED = /^\s*(?:min|mimin|admin)\s*,\s*/iu

/**
 * "kalau emiten jalan tol ... ada gak ya?": an opening "kalau" (as for) before an "ada ... gak" question asks about
 * what follows; it is no condition ("if"), so it is taken off only when that closing question is there.
 */
const AS_FOR = /^\s*(?:kalau|kalo)\s+(?=.*\bada\s+(?:nggak|ngga|enggak|gak|ga|tidak)\b)/iu

/** The question without its opening "min," and closing "nggak?" or "belum?" tag; unchanged when it has none. */
export function dropQuestionTag(asked: string): string {
  const question = asked.replace(ADDRESSED, '').replace(AS_FOR, '')
  if (HAS_ALREADY.test(question) && CLOSING_NOT_YET.test(question)) return question.replace(CLOSING_NOT_YET, '?')
  // a closing "gak?" asks even without "ada" ("bank ROE di atas 15% gk?"): Indonesian negates before the verb
  // ("gak untung"), so a last "gak" after a condition is the tag; after "yang"/"atau" it is kept (see above)
  if (!OPENS_WITH_ADA.test(question.trim()) && !AFTER_CONDITION.test(question)) return question
  return question.replace(CLOSING_TAG, '?')
}
