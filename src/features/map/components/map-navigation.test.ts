import { describe, expect, it } from 'vitest'
import { nextTile } from './map-navigation'

// a 2 × 2 map whose right column is split in three: 0 | 1 / 2 / 3, and 4 under 0
const TILES = [
  { x0: 0, y0: 0, x1: 100, y1: 100 },
  { x0: 100, y0: 0, x1: 200, y1: 40 },
  { x0: 100, y0: 40, x1: 200, y1: 70 },
  { x0: 100, y0: 70, x1: 200, y1: 100 },
  { x0: 0, y0: 100, x1: 200, y1: 150 },
]

describe('nextTile', () => {
  it('moves with the arrows to the neighbour past the middle of that side', () => {
    expect(nextTile(TILES, 0, 'ArrowRight')).toBe(2)
    expect(nextTile(TILES, 3, 'ArrowLeft')).toBe(0)
    expect(nextTile(TILES, 1, 'ArrowDown')).toBe(2)
    // tile 4's middle is on the right column's left edge: up reaches the bottom tile of that column
    expect(nextTile(TILES, 4, 'ArrowUp')).toBe(3)
  })

  it('stays put at the edge of the map', () => {
    expect(nextTile(TILES, 1, 'ArrowRight')).toBe(1)
    expect(nextTile(TILES, 0, 'ArrowUp')).toBe(0)
  })

  it('walks every tile in order with Page Down and Page Up, and jumps to the ends with Home and End', () => {
    expect(nextTile(TILES, 0, 'PageDown')).toBe(1)
    expect(nextTile(TILES, 4, 'PageDown')).toBe(4)
    expect(nextTile(TILES, 0, 'PageUp')).toBe(0)
    expect(nextTile(TILES, 2, 'End')).toBe(4)
    expect(nextTile(TILES, 2, 'Home')).toBe(0)
    expect(nextTile(TILES, 2, 'Enter')).toBeUndefined()
  })
})
