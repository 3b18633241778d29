import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { useNavigate } from 'react-router'
import { useComponentsText } from '../../../components/text'
import type { Currency } from '../../../lib/format'
import { useFormat } from '../../../lib/i18n/use-format'
import { reportPath } from '../../../lib/links'
import type { Market } from '../../../shared/catalogue'
import { CHANGE_BOUNDS } from '../change-colour'
import type { MapCompany } from '../map-companies'
import type { MapPeriod } from '../map-search'
import { layoutMap, type MapLayout, type MapTile } from '../treemap-layout'
import { useMapText } from '../text'
import { markDrawStart, useDrawMeasure } from './draw-timing'
import { nextTile } from './map-navigation'
import { MapTiles } from './map-tiles'
import { MapTooltip } from './map-tooltip'
import { SectorLabels } from './sector-labels'
import { useElementWidth } from './use-element-width'

export interface MarketMapProps {
  market: Market
  companies: readonly MapCompany[]
  period: MapPeriod
  /** the sector zoomed into, or null: the whole market with a button per sector to zoom */
  sector: string | null
  onZoom: (sector: string | null) => void
}

/** Wide screens: a landscape map; phones: a tall one, so that tiles stay large enough to tap. */
const heightFor = (width: number) =>
  width >= 640 ? Math.round(Math.min(760, Math.max(420, width * 0.56))) : Math.round(width * 1.5)

/** Before the box is measured: nothing laid out yet (it is measured before the first paint). */
const NOTHING: MapLayout = { tiles: [], sectors: [], subSectors: [], notDrawn: [] }

const tileIndexOf = (target: EventTarget | null): number | undefined => {
  const element = target instanceof Element ? target.closest('[data-i]') : null
  const index = element?.getAttribute('data-i')
  return index === null || index === undefined ? undefined : Number(index)
}

/** The treemap itself: tiles, outlines, sector buttons, the tooltip, and keyboard movement between companies. */
export function MarketMap({ market, companies, period, sector, onZoom }: MarketMapProps) {
  const t = useMapText()
  const tc = useComponentsText()
  const { formatMoney, formatSignedPercent } = useFormat()
  const navigate = useNavigate()
  const box = useRef<HTMLDivElement>(null)
  const svg = useRef<SVGSVGElement>(null)
  const measured = useElementWidth(box, 960)
  const width = measured ?? 0
  const height = heightFor(width)
  const layout = useMemo(() => {
    if (measured === null) return NOTHING
    markDrawStart()
    return layoutMap(companies, measured, heightFor(measured))
  }, [companies, measured])
  useDrawMeasure(layout === NOTHING ? null : layout)
  const currency: Currency = market === 'idx' ? 'IDR' : 'SGD'
  const [active, setActive] = useState(0)
  const [shown, setShown] = useState<{ index: number; x: number; y: number; focused: boolean } | null>(null)
  const activeIndex = active < layout.tiles.length ? active : 0

  const describe = useCallback(
    (tile: MapTile) => {
      const value = tile.company.changes[period] ?? null
      const change = value === null ? '—' : formatSignedPercent(value)
      const label = t('tile.label', {
        symbol: tile.company.symbol,
        name: tile.company.name,
        change: value === null ? tc('notReported') : change,
        cap: formatMoney(tile.marketCap, currency),
      })
      return { label, change }
    },
    [period, t, tc, formatMoney, formatSignedPercent, currency],
  )

  const showAtTile = (index: number) => {
    const tile = layout.tiles[index]
    if (tile !== undefined) setShown({ index, x: (tile.x0 + tile.x1) / 2, y: tile.y1, focused: true })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const from = tileIndexOf(event.target)
    if (from === undefined) return
    const to = nextTile(layout.tiles, from, event.key)
    if (to === undefined) return
    event.preventDefault()
    setActive(to)
    svg.current?.querySelector<SVGElement>(`[data-i="${String(to)}"]`)?.focus()
  }
  const onClick = (event: MouseEvent) => {
    const index = tileIndexOf(event.target)
    const tile = index === undefined ? undefined : layout.tiles[index]
    // a new tab or window (modifier keys, middle button) is the browser's to open
    if (tile === undefined || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    void navigate(reportPath(market, tile.company.symbol))
  }
  const onPointerMove = (event: PointerEvent) => {
    const index = tileIndexOf(event.target)
    const bounds = svg.current?.getBoundingClientRect()
    if (index === undefined || bounds === undefined) return
    setShown({ index, x: event.clientX - bounds.left, y: event.clientY - bounds.top, focused: false })
  }
  const shownTile = shown === null ? undefined : layout.tiles[shown.index]

  return (
    <div ref={box} className="market-map" style={{ height }}>
      <svg
        ref={svg}
        width={width}
        height={height}
        role="group"
        aria-label={t('map.label', { market: market.toUpperCase(), count: layout.tiles.length })}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          setShown(null)
        }}
        onFocus={(event) => {
          const index = tileIndexOf(event.target)
          if (index === undefined) return
          setActive(index)
          showAtTile(index)
        }}
        onBlur={() => {
          setShown(null)
        }}
      >
        <MapTiles
          market={market}
          layout={layout}
          period={period}
          bound={CHANGE_BOUNDS[period]}
          activeIndex={activeIndex}
          describe={describe}
        />
        {shownTile !== undefined && (
          // drawn over every tile, so that no neighbour hides part of the outline
          <rect
            className={
              shown?.focused === true ? 'market-map__highlight market-map__highlight--focus' : 'market-map__highlight'
            }
            x={shownTile.x0}
            y={shownTile.y0}
            width={shownTile.x1 - shownTile.x0}
            height={shownTile.y1 - shownTile.y0}
          />
        )}
      </svg>
      <SectorLabels layout={layout} sector={sector} onZoom={onZoom} />
      {shown !== null && shownTile !== undefined && (
        <MapTooltip
          tile={shownTile}
          period={period}
          currency={currency}
          x={shown.x}
          y={shown.y}
          mapWidth={width}
          mapHeight={height}
        />
      )}
    </div>
  )
}
