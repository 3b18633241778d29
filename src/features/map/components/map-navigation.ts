import type { Rect } from '../treemap-layout'

/**
 * The tile a key moves to from tile `from`: arrows to the neighbour just past the middle of that side (none at the
 * map's edge), Page Down / Page Up to the next / previous in reading order (sector by sector, largest first, so
 * every tile is reachable), Home / End to the first / last. Undefined for any other key.
 */
export function nextTile(tiles: readonly Rect[], from: number, key: string): number | undefined {
  const current = tiles[from]
  if (current === undefined) return undefined
  const cx = (current.x0 + current.x1) / 2
  const cy = (current.y0 + current.y1) / 2
  const at = (x: number, y: number) => {
    const found = tiles.findIndex((tile) => x >= tile.x0 && x < tile.x1 && y >= tile.y0 && y < tile.y1)
    return found === -1 ? from : found
  }
  switch (key) {
    case 'ArrowRight':
      return at(current.x1 + 0.5, cy)
    case 'ArrowLeft':
      return at(current.x0 - 0.5, cy)
    case 'ArrowDown':
      return at(cx, current.y1 + 0.5)
    case 'ArrowUp':
      return at(cx, current.y0 - 0.5)
    case 'PageDown':
      return Math.min(from + 1, tiles.length - 1)
    case 'PageUp':
      return Math.max(from - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return tiles.length - 1
    default:
      return undefined
  }
}
