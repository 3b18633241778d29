import { idxTaxonomy, type TaxonomyNode } from '../../shared/catalogue'

/** The two levels the company list can be asked for (the parameters of `/v1/companies/`). */
export type GroupLevel = 'sub_sector' | 'sub_industry'

export interface IndustryNode extends TaxonomyNode {
  readonly subIndustries: readonly TaxonomyNode[]
}
export interface SubSectorNode extends TaxonomyNode {
  readonly industries: readonly IndustryNode[]
}
export interface SectorNode extends TaxonomyNode {
  readonly subSectors: readonly SubSectorNode[]
}

/** The IDX-IC tree as the service lists it: sectors → sub-sectors → industries → sub-industries, with names. */
export interface Classification {
  readonly sectors: readonly SectorNode[]
}

/** The three helper lists of the service, as they come (slugs and their parents). */
export interface HelperLists {
  readonly subsectors: readonly { sector: string; subsector: string }[]
  readonly industries: readonly { subsector: string; industry: string }[]
  readonly subindustries: readonly { industry: string; sub_industry: string }[]
}

const byLevel = {
  sector: new Map(idxTaxonomy.sectors.map((node) => [node.slug, node.name])),
  subSector: new Map(idxTaxonomy.subSectors.map((node) => [node.slug, node.name])),
  industry: new Map(idxTaxonomy.industries.map((node) => [node.slug, node.name])),
  subIndustry: new Map(idxTaxonomy.subIndustries.map((node) => [node.slug, node.name])),
}

/** A slug the taxonomy does not name (an upstream addition) still reads as words: "oil-gas-coal" → "Oil gas coal". */
const fromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const named = (names: ReadonlyMap<string, string>, slug: string): TaxonomyNode => ({
  slug,
  name: names.get(slug) ?? fromSlug(slug),
})

function childrenOf<Item>(items: readonly Item[], parent: (item: Item) => string) {
  const groups = new Map<string, Item[]>()
  for (const item of items) {
    const key = parent(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return (key: string): readonly Item[] => groups.get(key) ?? []
}

/**
 * The tree from the service's helper lists, named from the IDX-IC taxonomy, in the taxonomy's order (sectors as
 * IDX lists them); slugs the taxonomy does not know come last, by name.
 */
export function buildClassification(lists: HelperLists): Classification {
  const industriesOf = childrenOf(lists.industries, (pair) => pair.subsector)
  const subIndustriesOf = childrenOf(lists.subindustries, (pair) => pair.industry)
  const sectorSlugs = [...new Set(lists.subsectors.map((pair) => pair.sector))]
  const subSectorsOf = childrenOf(lists.subsectors, (pair) => pair.sector)

  const sectors = sectorSlugs.map((sectorSlug) => ({
    ...named(byLevel.sector, sectorSlug),
    subSectors: inTaxonomyOrder(
      subSectorsOf(sectorSlug).map(({ subsector }) => ({
        ...named(byLevel.subSector, subsector),
        industries: inTaxonomyOrder(
          industriesOf(subsector).map(({ industry }) => ({
            ...named(byLevel.industry, industry),
            subIndustries: inTaxonomyOrder(
              subIndustriesOf(industry).map(({ sub_industry }) => named(byLevel.subIndustry, sub_industry)),
              byLevel.subIndustry,
            ),
          })),
          byLevel.industry,
        ),
      })),
      byLevel.subSector,
    ),
  }))
  return { sectors: inTaxonomyOrder(sectors, byLevel.sector) }
}

function inTaxonomyOrder<Node extends TaxonomyNode>(nodes: readonly Node[], names: ReadonlyMap<string, string>) {
  const order = [...names.keys()]
  const rank = (node: Node) => {
    const index = order.indexOf(node.slug)
    return index === -1 ? order.length : index
  }
  return [...nodes].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}

/** A group and its place in the hierarchy, from the sector down. */
export interface GroupPlace {
  readonly level: GroupLevel
  readonly node: TaxonomyNode
  readonly sector: TaxonomyNode
  readonly subSector: TaxonomyNode
  /** the industry and the sub-industry itself, for a sub-industry */
  readonly industry?: TaxonomyNode
}

/** Where a sub-sector or sub-industry slug sits in the tree, or null when the service does not list it. */
export function findGroup(classification: Classification, level: GroupLevel, slug: string): GroupPlace | null {
  const wanted = slug.trim().toLowerCase()
  for (const sector of classification.sectors)
    for (const subSector of sector.subSectors) {
      if (level === 'sub_sector' && subSector.slug === wanted) return { level, node: subSector, sector, subSector }
      if (level === 'sub_industry')
        for (const industry of subSector.industries) {
          const node = industry.subIndustries.find((candidate) => candidate.slug === wanted)
          if (node !== undefined) return { level, node, sector, subSector, industry }
        }
    }
  return null
}
