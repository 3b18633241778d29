import { memo } from 'react'
import { reportPath } from '../../../lib/links'
import type { Market } from '../../../shared/catalogue'
import { changeColour } from '../change-colour'
import type { MapPeriod } from '../map-search'
import type { MapLayout, MapTile } from '../treemap-layout'

export interface MapTilesProps {
  market: Market
  layout: MapLayout
  period: MapPeriod
  bound: number
  /** the one tile in the tab order (roving tabindex): the last one focused, else the first */
  activeIndex: number
  /** a tile's accessible name and its change as its label writes it */
  describe: (tile: MapTile) => { label: string; change: string }
}

/** A label's font size for a tile: larger on large tiles, never below 9 px. */
const fontSizeOf = (width: number, height: number, symbol: string) =>
  Math.max(9, Math.min(22, width / (symbol.length * 0.7 + 1), height / 2.6))

/**
 * The map's rectangles: one link per company (to its report), coloured by its change, labelled with ticker and
 * change where they fit; then the sub-sector and sector outlines over them. Drawn once per layout and period, not
 * on every hover.
 */
export const MapTiles = memo(function MapTiles({
  market,
  layout,
  period,
  bound,
  activeIndex,
  describe,
}: MapTilesProps) {
  return (
    <>
      {layout.tiles.map((tile, index) => {
        const width = tile.x1 - tile.x0
        const height = tile.y1 - tile.y0
        const colour = changeColour(tile.company.changes[period] ?? null, bound)
        const { label, change } = describe(tile)
        const size = fontSizeOf(width, height, tile.company.symbol)
        const showSymbol = width >= tile.company.symbol.length * size * 0.62 + 4 && height >= size + 4
        const showChange = showSymbol && height >= size * 2.3 + 4 && width >= change.length * size * 0.5 + 4
        const cx = tile.x0 + width / 2
        const cy = tile.y0 + height / 2
        return (
          <a
            key={tile.company.symbol}
            href={reportPath(market, tile.company.symbol)}
            data-i={index}
            aria-label={label}
            tabIndex={index === activeIndex ? 0 : -1}
            className="market-map__tile"
          >
            <rect x={tile.x0} y={tile.y0} width={width} height={height} fill={colour.fill} />
            {showSymbol && (
              <text
                x={cx}
                y={showChange ? cy - size * 0.15 : cy + size * 0.35}
                fontSize={size}
                fill={colour.text}
                textAnchor="middle"
                fontWeight={600}
                aria-hidden="true"
              >
                {tile.company.symbol}
              </text>
            )}
            {showChange && (
              <text
                x={cx}
                y={cy + size * 0.95}
                fontSize={size * 0.8}
                fill={colour.text}
                textAnchor="middle"
                aria-hidden="true"
              >
                {change}
              </text>
            )}
          </a>
        )
      })}
      {layout.subSectors.map((group) => (
        <rect
          key={`${group.sector}/${group.name}`}
          className="market-map__sub-sector"
          x={group.x0}
          y={group.y0}
          width={group.x1 - group.x0}
          height={group.y1 - group.y0}
        />
      ))}
      {layout.sectors.map((group) => (
        <rect
          key={group.name}
          className="market-map__sector"
          x={group.x0}
          y={group.y0}
          width={group.x1 - group.x0}
          height={group.y1 - group.y0}
        />
      ))}
    </>
  )
})
