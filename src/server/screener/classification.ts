import { idxTaxonomy, sgxSubSectors, type Market } from '../../shared/catalogue'
import { asciiLower } from '../db/sql'

interface Named {
  readonly slug: string
  readonly name: string
}

/** For one classification field: every slug, reachable by itself or by its display name in lower case. */
type SlugIndex = ReadonlyMap<string, string>

function indexOf(nodes: readonly Named[]): SlugIndex {
  const index = new Map<string, string>()
  for (const node of nodes) {
    index.set(node.slug, node.slug)
    index.set(asciiLower(node.name), node.slug)
  }
  return index
}

const uniqueBySlug = (nodes: readonly Named[]) => [...new Map(nodes.map((node) => [node.slug, node])).values()]

const INDEXES: Record<Market, Readonly<Record<string, SlugIndex>>> = {
  idx: {
    sector: indexOf(idxTaxonomy.sectors),
    sub_sector: indexOf(idxTaxonomy.subSectors),
    industry: indexOf(idxTaxonomy.industries),
    sub_industry: indexOf(idxTaxonomy.subIndustries),
  },
  sgx: {
    sector: indexOf(uniqueBySlug(sgxSubSectors.map((node) => node.sector))),
    sub_sector: indexOf(sgxSubSectors),
  },
}

/**
 * The slugs a classification value names: its own slug, or the node whose display name it is (any case). The
 * stored display names come from the same taxonomy as the slugs, so matching the slug column alone means exactly
 * "display name or slug", and the column's index serves it. A value that names nothing is kept as it is: it
 * matches no slug, so no row.
 */
export function slugsFor(market: Market, field: string, values: readonly string[]): string[] {
  const index = INDEXES[market][field]
  const slugs = values.map((value) => {
    const lowered = asciiLower(value)
    return index?.get(lowered) ?? lowered
  })
  return [...new Set(slugs)]
}
