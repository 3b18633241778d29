import { AUCTION_PHASES, type AuctionCommodity, type AuctionStatus } from '../../shared/api/auction-options'
import type { AuctionOrder } from '../../shared/api/auctions'
import type { AuctionFilters } from '../../shared/auctions/auctions-search'
import type { AuctionsKey, AuctionsT } from './text'

/*
 * The words the shared auction options give in English (statuses, orders, phase glosses, the filters in force),
 * as messages of this feature's catalogue, so that they follow the language shown.
 */

const STATUS_KEYS: Readonly<Record<AuctionStatus, AuctionsKey>> = {
  'Lelang Selesai': 'status.Lelang Selesai',
  'Lelang Batal': 'status.Lelang Batal',
  'Lelang Gagal/Diulang': 'status.Lelang Gagal/Diulang',
}

const STATUS_KEY_OF = new Map<string, AuctionsKey>(Object.entries(STATUS_KEYS))

/** A status in the language shown, or undefined when the feed sent one we do not know. */
export function statusLabel(t: AuctionsT, status: string): string | undefined {
  const key = STATUS_KEY_OF.get(status)
  return key === undefined ? undefined : t(key)
}

const COMMODITY_KEYS: Readonly<Record<AuctionCommodity, AuctionsKey>> = {
  Coal: 'commodity.Coal',
  Copper: 'commodity.Copper',
  Gold: 'commodity.Gold',
  Nickel: 'commodity.Nickel',
}

const COMMODITY_KEY_OF = new Map<string, AuctionsKey>(Object.entries(COMMODITY_KEYS))

/** A commodity in the language shown; one the feed adds later keeps its own name. */
export function commodityName(t: AuctionsT, commodity: string): string {
  const key = COMMODITY_KEY_OF.get(commodity)
  return key === undefined ? commodity : t(key)
}

const ORDER_KEYS: Readonly<Record<AuctionOrder, AuctionsKey>> = {
  '-winner_date': 'order.-winner_date',
  winner_date: 'order.winner_date',
  '-licensed_area_ha': 'order.-licensed_area_ha',
  licensed_area_ha: 'order.licensed_area_ha',
  '-participant_count': 'order.-participant_count',
  participant_count: 'order.participant_count',
  commodity_type: 'order.commodity_type',
  '-commodity_type': 'order.-commodity_type',
}

export const orderLabel = (t: AuctionsT, order: AuctionOrder): string => t(ORDER_KEYS[order])

/** The gloss of each of the fourteen phases, in their order. */
const PHASE_KEYS = [
  'phase.1',
  'phase.2',
  'phase.3',
  'phase.4',
  'phase.5',
  'phase.6',
  'phase.7',
  'phase.8',
  'phase.9',
  'phase.10',
  'phase.11',
  'phase.12',
  'phase.13',
  'phase.14',
] as const satisfies readonly AuctionsKey[]

/** The gloss of a phase, by its name, else by its place in the fourteen. */
export function phaseGloss(t: AuctionsT, phase: { description: string; order: number }): string | undefined {
  const byName = AUCTION_PHASES.findIndex((known) => known.name.toLowerCase() === phase.description.toLowerCase())
  const key = PHASE_KEYS[byName === -1 ? phase.order - 1 : byName]
  return key === undefined ? undefined : t(key)
}

/** The filters that are set, in words, for the empty state's "loosen" offers. */
export function activeFilterLabels(
  t: AuctionsT,
  filters: AuctionFilters,
): { key: keyof AuctionFilters; label: string }[] {
  const active: { key: keyof AuctionFilters; label: string }[] = []
  const add = (key: keyof AuctionFilters, label: string) => active.push({ key, label })
  if (filters.province !== null) add('province', t('active.province', { value: filters.province }))
  if (filters.commodity_type !== null) add('commodity_type', t('active.commodity', { value: filters.commodity_type }))
  if (filters.area_type !== null) add('area_type', t('active.areaType', { value: filters.area_type }))
  if (filters.status !== null)
    add('status', t('active.status', { value: statusLabel(t, filters.status) ?? filters.status }))
  if (filters.participant !== '') add('participant', t('active.participant', { value: filters.participant }))
  if (filters.qualified) add('qualified', t('active.qualified'))
  if (filters.min_participants > 0)
    add('min_participants', t('active.minParticipants', { count: filters.min_participants }))
  return active
}
