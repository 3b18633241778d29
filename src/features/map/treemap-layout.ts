import { hierarchy, treemap, treemapSquarify, type HierarchyRectangularNode } from 'd3-hierarchy'
import type { MapCompany } from './map-companies'

/** A rectangle in the map's pixels. */
export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface MapTile extends Rect {
  company: MapCompany
  /** whole units of currency: the company's market cap, never null on a tile */
  marketCap: number
}

export interface MapGroup extends Rect {
  /** the service's English name */
  name: string
  /** the sum of its companies' market caps */
  marketCap: number
  companies: number
}

export interface MapLayout {
  /** every company with a market cap, grouped: sector by sector, sub-sector by sub-sector, largest first */
  tiles: MapTile[]
  sectors: MapGroup[]
  subSectors: (MapGroup & { sector: string })[]
  /** companies without a market cap: they have no area, so they are listed, not drawn */
  notDrawn: MapCompany[]
}

interface TreeNode {
  name: string
  company?: MapCompany
  children?: TreeNode[]
}

/** Companies grouped sector → sub-sector, in the order they come (the groups are sorted by size by the layout). */
function treeOf(companies: readonly MapCompany[]): TreeNode {
  const sectors = new Map<string, Map<string, TreeNode[]>>()
  for (const company of companies) {
    const subSectors = sectors.get(company.sector) ?? new Map<string, TreeNode[]>()
    sectors.set(company.sector, subSectors)
    const leaves = subSectors.get(company.subSector) ?? []
    subSectors.set(company.subSector, leaves)
    leaves.push({ name: company.symbol, company })
  }
  return {
    name: 'market',
    children: [...sectors].map(([name, subSectors]) => ({
      name,
      children: [...subSectors].map(([subName, leaves]) => ({ name: subName, children: leaves })),
    })),
  }
}

const rectOf = (node: HierarchyRectangularNode<TreeNode>): Rect => ({
  x0: node.x0,
  y0: node.y0,
  x1: node.x1,
  y1: node.y1,
})

const groupOf = (node: HierarchyRectangularNode<TreeNode>): MapGroup => ({
  ...rectOf(node),
  name: node.data.name,
  marketCap: node.value ?? 0,
  companies: node.leaves().length,
})

/**
 * The squarified treemap of a market: each company a rectangle whose area is proportional to its market cap, inside
 * its sub-sector's, inside its sector's, largest first. No padding and no rounding, so that areas stay exactly
 * proportional; the drawing separates the rectangles with strokes.
 */
export function layoutMap(companies: readonly MapCompany[], width: number, height: number): MapLayout {
  const drawn = companies.filter((company) => company.marketCap !== null)
  const notDrawn = companies.filter((company) => company.marketCap === null)
  const root = hierarchy(treeOf(drawn))
    .sum((node) => node.company?.marketCap ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  const laidOut = treemap<TreeNode>()
    .tile(treemapSquarify)
    .size([Math.max(width, 0), Math.max(height, 0)])
    .round(false)(root)
  const tiles = laidOut.leaves().flatMap((leaf) => {
    const company = leaf.data.company
    if (company === undefined || company.marketCap === null) return []
    return [{ ...rectOf(leaf), company, marketCap: company.marketCap }]
  })
  const sectors = laidOut.children ?? []
  return {
    tiles,
    sectors: sectors.map(groupOf),
    subSectors: sectors.flatMap((sector) =>
      (sector.children ?? []).map((subSector) => ({ ...groupOf(subSector), sector: sector.data.name })),
    ),
    notDrawn,
  }
}
