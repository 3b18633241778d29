import type { TaxonomyNode } from '../../shared/catalogue'
import type { ClassificationLevel } from '../../lib/i18n/classification-name'
import type { Classification, GroupLevel, IndustryNode, SectorNode, SubSectorNode } from './classification'

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')

/** A classification's name in the language shown (`useClassificationName`). */
export type ShownName = (level: ClassificationLevel, name: string) => string

/**
 * Every word of the search starts a word of the name, the slug or the name shown: "coal" finds "Oil, Gas & Coal",
 * "bank" "Banks", and on an Indonesian page "keuangan" finds Financials (Keuangan).
 */
function matches(node: TaxonomyNode, shown: string, searchWords: readonly string[]) {
  const nodeWords = [...words(node.name), ...words(node.slug), ...words(shown)]
  return searchWords.every((word) => nodeWords.some((nodeWord) => nodeWord.startsWith(word)))
}

export interface ClassificationMatches {
  /** the tree cut down to the matches, their parents, and everything inside a matching group */
  readonly classification: Classification
  /** how many names matched, at any level */
  readonly count: number
}

/**
 * The part of the classification a search finds, by English name, slug or the name shown. A matching node keeps
 * everything inside it (the coal sub-sector shows its industries); a node that does not match stays only as the
 * parent of one that does. An empty search finds everything.
 */
export function searchClassification(
  classification: Classification,
  search: string,
  shownName: ShownName = (_level, name) => name,
): ClassificationMatches {
  const searchWords = words(search)
  if (searchWords.length === 0) return { classification, count: 0 }
  let count = 0
  const hitAt = (level: ClassificationLevel) => (node: TaxonomyNode) => {
    const found = matches(node, shownName(level, node.name), searchWords)
    if (found) count += 1
    return found
  }
  const hit = {
    sector: hitAt('sector'),
    subSector: hitAt('sub_sector'),
    industry: hitAt('industry'),
    subIndustry: hitAt('sub_industry'),
  }

  const industry = (node: IndustryNode): IndustryNode | null => {
    const self = hit.industry(node)
    const subIndustries = node.subIndustries.filter(hit.subIndustry)
    if (self) return node
    return subIndustries.length > 0 ? { ...node, subIndustries } : null
  }
  const subSector = (node: SubSectorNode): SubSectorNode | null => {
    const self = hit.subSector(node)
    const industries = node.industries.map(industry).filter((kept) => kept !== null)
    if (self) return node
    return industries.length > 0 ? { ...node, industries } : null
  }
  const sector = (node: SectorNode): SectorNode | null => {
    const self = hit.sector(node)
    const subSectors = node.subSectors.map(subSector).filter((kept) => kept !== null)
    if (self) return node
    return subSectors.length > 0 ? { ...node, subSectors } : null
  }
  const sectors = classification.sectors.map(sector).filter((kept) => kept !== null)
  return { classification: { sectors }, count }
}

export interface Suggestion {
  readonly level: GroupLevel
  readonly node: TaxonomyNode
}

/** Edit distance between two short texts (slugs), for "did you mean". */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** 0 for the same text, up to 1 for nothing in common; a shared word counts as close. */
function distance(asked: string, node: TaxonomyNode): number {
  const askedWords = words(asked)
  const nodeWords = [...words(node.slug), ...words(node.name)]
  const spelling = editDistance(asked, node.slug) / Math.max(asked.length, node.slug.length, 1)
  const sharedWords = askedWords.filter((word) => nodeWords.some((nodeWord) => nodeWord.startsWith(word))).length
  const overlap = askedWords.length === 0 ? 0 : sharedWords / askedWords.length
  return Math.min(spelling, 1 - overlap * 0.7)
}

/**
 * The groups whose names are closest to a slug the service does not know: sub-sectors and sub-industries alike
 * (a link may name one at the wrong level), those of the level asked for first among equals. At most `limit`.
 */
export function closestGroups(
  classification: Classification,
  asked: string,
  level: GroupLevel,
  limit = 3,
): readonly Suggestion[] {
  const text = asked.trim().toLowerCase()
  const candidates: Suggestion[] = []
  for (const sector of classification.sectors)
    for (const subSector of sector.subSectors) {
      candidates.push({ level: 'sub_sector', node: subSector })
      for (const industry of subSector.industries)
        for (const node of industry.subIndustries) candidates.push({ level: 'sub_industry', node })
    }
  const seen = new Set<string>()
  return candidates
    .map((candidate) => ({ candidate, score: distance(text, candidate.node) + (candidate.level === level ? 0 : 0.01) }))
    .filter(({ score }) => score <= 0.5)
    .sort((a, b) => a.score - b.score)
    .map(({ candidate }) => candidate)
    .filter((candidate) => {
      // "banks" is a sub-sector and a sub-industry of the same companies: offer it once
      const key = candidate.node.name
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, limit)
}
