import { corpusGroup, refusedCorpusEntry } from '../entry'

// what every batch file writes its rows with, from one place
export { SGX, all } from '../entry'
export type { CorpusEntry } from '../entry'
export * as S from '../shared'

/**
 * The held-out split's groups are the ways people write, not the topics: each question was written fresh, before
 * the translator was changed for issue 47, and is never used to tune it (the tuning set is ../tuning.ts).
 */
const STYLES = {
  terse: 'terse',
  chatty: 'chatty',
  typos: 'typos',
  symbols: 'symbols',
  imperative: 'imperatives',
  periods: 'lists of periods',
  names: 'names and holders',
  verbs: 'verbs and multiples',
  compounds: 'compounds and filler nouns',
  everyday: 'everyday',
} as const

type Style = keyof typeof STYLES

/**
 * The row functions of each style, and `refused` for a question the data cannot answer as asked (the right
 * response is a refusal with rewrites; its group is the names one). `batch` names the split in the group
 * (`held out 2: terse`).
 */
export function heldOutGroups(lang: 'en' | 'id', batch = 'held out') {
  const names = Object.keys(STYLES) as Style[]
  const groups = Object.fromEntries(
    names.map((name) => [name, corpusGroup(`${batch}: ${STYLES[name]}`, lang)]),
  ) as Record<Style, ReturnType<typeof corpusGroup>>
  const refused = (question: string) => refusedCorpusEntry(`${batch}: ${STYLES.names}`, lang, question)
  return { ...groups, refused }
}
