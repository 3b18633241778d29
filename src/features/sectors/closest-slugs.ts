import { distance } from 'fastest-levenshtein'

/** How many suggestions a bad link gets at most. */
const MAX_SUGGESTIONS = 3

const words = (slug: string) => slug.split('-').filter((word) => word !== '')

/**
 * The slugs closest to one that names nothing: those sharing a word with it first ("bank" → "banks"), then by edit
 * distance, keeping only those within half the asked slug's length of it (nothing rather than nonsense).
 */
export function closestSlugs(asked: string, slugs: readonly string[]): string[] {
  const askedWords = words(asked.toLowerCase())
  const score = (slug: string) => {
    const shared = words(slug).some((word) =>
      askedWords.some((askedWord) => word.startsWith(askedWord) || askedWord.startsWith(word)),
    )
    return { slug, shared, distance: distance(asked.toLowerCase(), slug) }
  }
  const limit = Math.max(2, Math.ceil(asked.length / 2))
  return slugs
    .map(score)
    .filter((candidate) => candidate.shared || candidate.distance <= limit)
    .sort((a, b) => Number(b.shared) - Number(a.shared) || a.distance - b.distance || a.slug.localeCompare(b.slug))
    .slice(0, MAX_SUGGESTIONS)
    .map((candidate) => candidate.slug)
}
