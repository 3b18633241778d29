/**
 * "ada bank yang untung di 2024 nggak?": an Indonesian yes/no question opened by "ada" (is there) may close with
 * "nggak?" (or not?), which asks and does not negate. Only that closing tag is taken off, and only after a
 * question that opens with "ada": "bank yang nggak" or "untung atau nggak" keep their word, and a "nggak" inside
 * a question stays a negation the vocabulary reads as a whole phrase (or refuses).
 */
const OPENS_WITH_ADA = /^(?:[\p{L}]+[\s,]+){0,3}?ada\b/iu
const CLOSING_TAG = /(?<!\b(?:yang|yg|atau|dan|apa))\s+(?:nggak|ngga|enggak|gak|ga|tidak)\s*[?!.]*\s*$/iu

/** The question without its closing "nggak?" tag; unchanged when it has none. */
export function dropQuestionTag(question: string): string {
  if (!OPENS_WITH_ADA.test(question.trim())) return question
  return question.replace(CLOSING_TAG, '?')
}
