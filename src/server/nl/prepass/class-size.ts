import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'

/**
 * "bank besar", "emiten tambang kecil", "big banks", "small coal miners": a size word said of a class is the size of
 * its companies, the market-cap bands "large cap" and "small cap" stand for. Only beside words that name a class and
 * nothing else: "dividen besar" (a big dividend) or "big drop" keep the word, for the grammar to read or refuse.
 */
const SIZES: Readonly<Record<string, string>> = {
  besar: 'large cap',
  gede: 'large cap',
  kecil: 'small cap',
  big: 'large cap',
  large: 'large cap',
  small: 'small cap',
}
/** Indonesian puts the size after the class, English before it. */
const AFTER_CLASS = new Set(['besar', 'gede', 'kecil'])
/** The Indonesian nouns for listed companies at large, which a size word after them sizes as a class word would. */
const COMPANY_NOUNS = new Set(['emiten', 'perusahaan', 'saham'])
const LONGEST_CLASS = 3
const TRIGGER = /\b(?:besar|gede|kecil|big|large|small)\b/iu

/** The question with a class's size word read as its market-cap band; unchanged when it has none. */
export function readClassSize(question: string, market: Market): string {
  if (!TRIGGER.test(question)) return question
  const words = question.split(/\s+/u)
  const namesClass = (span: readonly string[]) => {
    // a comma or stop may close the class ("small banks, ROE above 10%"); a digit or symbol is no class word
    const bare = span.map((word) => word.replace(/[,.;:!?]+$/u, ''))
    if (bare.length === 0 || bare.some((word) => /[^\p{L}-]/u.test(word))) return false
    const { items, unknown } = recognise(tokenize(bare.join(' ')), market)
    return unknown.length === 0 && items.length > 0 && items.every((item) => item.kind === 'class')
  }
  const read = words.map((word, at) => {
    const [, bare = '', stop = ''] = /^(.*?)([,.;:!?]*)$/u.exec(word) ?? []
    const size = SIZES[bare.toLowerCase()]
    if (size === undefined) return word
    const after = AFTER_CLASS.has(bare.toLowerCase())
    // "emiten kecil di sektor energi": the size of the companies the question is about, whatever their class
    if (after && COMPANY_NOUNS.has((words[at - 1] ?? '').toLowerCase())) return `${size}${stop}`
    for (let length = 1; length <= LONGEST_CLASS; length++) {
      const span = after ? words.slice(Math.max(0, at - length), at) : words.slice(at + 1, at + 1 + length)
      if (span.length === length && namesClass(span)) return `${size}${stop}`
    }
    return word
  })
  return read.join(' ')
}
