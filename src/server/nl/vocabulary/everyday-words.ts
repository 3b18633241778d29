/**
 * Everyday words, English and Indonesian, that are one edit from a word of the vocabulary: a typo correction would
 * turn them into a class, a metric or a negation ("pull" into "pulp", "hold" into "gold", "note" into "not",
 * "bulan" into "bukan", "tercepat" into "tercatat"). They are words in their own right, so they are never read as
 * a typo: a question that needs one is refused with rewrites rather than read as a different question.
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set([
  // English
  'again',
  'bring',
  'call',
  'even',
  'farmers',
  'fine',
  'grower',
  'growers',
  'hold',
  'holds',
  'kind',
  'mean',
  'note',
  'park',
  'planters',
  'pull',
  'pulls',
  'pulled',
  'said',
  'says',
  'seem',
  'ships',
  'slow',
  'told',
  'whole',
  'will',
  // Indonesian
  'baik',
  'bulan',
  'dimana',
  'hari',
  'kota',
  'tercepat',
])
