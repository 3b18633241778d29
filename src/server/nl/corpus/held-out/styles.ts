import { corpusGroup, refusedCorpusEntry } from '../entry'

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

export function heldOutGroups(lang: 'en' | 'id') {
  const names = Object.keys(STYLES) as Style[]
  return Object.fromEntries(names.map((name) => [name, corpusGroup(`held out: ${STYLES[name]}`, lang)])) as Record<
    Style,
    ReturnType<typeof corpusGroup>
  >
}

/** A question the data cannot answer as asked: the right response is a refusal with rewrites. */
export const refusedEntry = (lang: 'en' | 'id', question: string) =>
  refusedCorpusEntry(`held out: ${STYLES.names}`, lang, question)
