import { useClassificationName } from '../../../lib/i18n/classification-name'
import { slugify } from '../../../shared/catalogue'
import type { MapGroup, MapLayout } from '../treemap-layout'
import { useMapText } from '../text'

export interface SectorLabelsProps {
  layout: MapLayout
  /** the sector zoomed into, or null */
  sector: string | null
  onZoom: (sector: string) => void
}

/** A group is named where its rectangle has room for a label. */
const roomy = (group: MapGroup) => group.x1 - group.x0 >= 64 && group.y1 - group.y0 >= 36

const place = (group: MapGroup) => ({ left: group.x0 + 2, top: group.y0 + 2, maxWidth: group.x1 - group.x0 - 4 })

/**
 * The groups' names over the map. On the whole market each sector's name is a button that zooms into it (on a phone
 * the way to tiles large enough to read); zoomed into a sector, its sub-sectors are named.
 */
export function SectorLabels({ layout, sector, onZoom }: SectorLabelsProps) {
  const t = useMapText()
  const classificationName = useClassificationName()
  if (sector !== null)
    return (
      <>
        {layout.subSectors.filter(roomy).map((group) => (
          <span key={group.name} className="market-map__group-label" style={place(group)}>
            {classificationName('sub_sector', group.name)}
          </span>
        ))}
      </>
    )
  return (
    <>
      {layout.sectors.filter(roomy).map((group) => {
        const name = classificationName('sector', group.name)
        return (
          <button
            key={group.name}
            type="button"
            className="market-map__group-label market-map__zoom"
            style={place(group)}
            aria-label={t('zoom.into', { sector: name })}
            onClick={() => {
              onZoom(slugify(group.name))
            }}
          >
            {name}
          </button>
        )
      })}
    </>
  )
}
