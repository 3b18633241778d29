import { AUCTION_PHASES } from '../../../shared/api/auction-options'
import type { Auction } from '../model'

type Commodity = Auction['commodity_type']

/** A regency (kabupaten) where licence blocks are auctioned, with the commodities its geology offers. */
export interface Regency {
  readonly name: string
  /** the 4-digit regional code the real `wiup_code` carries (Kemendagri numbering, e.g. Luwu Timur 7324) */
  readonly code: string
  readonly commodities: readonly Commodity[]
}

export interface Province {
  readonly name: string
  /** the island-group digit of `wiup_code`: 1 Sumatera, 3 Kalimantan, 4 Sulawesi, 6 Maluku, 7 Nusa Tenggara */
  readonly island: string
  /** the province's two-digit code, used with "00" when a block spans several regencies */
  readonly code: string
  readonly regencies: readonly Regency[]
  /** relative share of the auctions */
  readonly weight: number
}

/** The commodities, in the order the auction list's filters name them. */
const COMMODITIES: readonly Commodity[] = ['Nickel', 'Gold', 'Copper', 'Coal']

function commodityOf(text: string): Commodity {
  const found = COMMODITIES.find((commodity) => commodity === text)
  if (found === undefined) throw new Error(`no commodity "${text}"`)
  return found
}

/** `Luwu Utara 7322 Nickel/Gold` → the regency */
function regency(text: string): Regency {
  const parts = /^(.+) (\d{4}) ([\w/]+)$/.exec(text)
  if (parts === null) throw new Error(`a regency written "${text}"`)
  const [, name = '', code = '', commodities = ''] = parts
  return { name, code, commodities: commodities.split('/').map(commodityOf) }
}

/**
 * The eight provinces the real auction list covers, with real regencies and what is mined there: name, island
 * digit, province code, weight, then the regencies as "name code commodity/commodity", separated by semicolons.
 */
const PROVINCE_TABLE: readonly (readonly [string, string, string, number, string])[] = [
  ['Bengkulu', '1', '17', 1, 'Bengkulu Tengah 1709 Coal; Bengkulu Utara 1703 Coal; Seluma 1705 Coal; Lebong 1707 Gold; Rejang Lebong 1702 Gold'],
  ['Gorontalo', '4', '75', 1, 'Bone Bolango 7503 Gold/Copper; Pohuwato 7504 Gold/Copper; Gorontalo Utara 7505 Gold; Boalemo 7502 Gold'],
  ['Kalimantan Tengah', '3', '62', 1.5, 'Kotawaringin Timur 6202 Coal; Kapuas 6203 Coal; Barito Utara 6205 Coal; Murung Raya 6212 Coal; Barito Timur 6213 Coal; Gunung Mas 6210 Gold; Katingan 6206 Gold/Coal'],
  ['Maluku Utara', '6', '82', 2, 'Halmahera Tengah 8202 Nickel; Halmahera Timur 8206 Nickel; Halmahera Selatan 8204 Nickel/Gold; Halmahera Utara 8205 Gold'],
  ['Nusa Tenggara Barat', '7', '52', 1, 'Sumbawa Barat 5207 Gold/Copper; Sumbawa 5204 Gold/Copper; Dompu 5205 Gold; Bima 5206 Gold'],
  ['Sulawesi Selatan', '4', '73', 1.5, 'Luwu Timur 7324 Nickel; Luwu Utara 7322 Nickel/Gold; Luwu 7317 Gold'],
  ['Sulawesi Utara', '4', '71', 1, 'Bolaang Mongondow 7101 Gold/Copper; Minahasa Selatan 7105 Gold; Minahasa Utara 7106 Gold'],
  ['Sumatera Selatan', '1', '16', 1.5, 'Muara Enim 1603 Coal; Lahat 1604 Coal; Musi Banyuasin 1606 Coal; Musi Rawas Utara 1613 Coal; Penukal Abab Lematang Ilir 1612 Coal'],
] // prettier-ignore

export const PROVINCES: readonly Province[] = PROVINCE_TABLE.map(([name, island, code, weight, regencies]) => ({
  name,
  island,
  code,
  weight,
  regencies: regencies.split('; ').map(regency),
}))

/** The commodity part of `wiup_code`. */
export const COMMODITY_CODES: Readonly<Record<Commodity, string>> = {
  Nickel: '212',
  Gold: '206',
  Copper: '207',
  Coal: '303',
}

/** The 14 auction phases, in order, as the ESDM portal names them (the contract's list). */
export const PHASES = AUCTION_PHASES.map((phase) => phase.name)

/** Typical days from one phase's start to the next (registration opens a month after the announcement). */
export const PHASE_GAPS: readonly number[] = [33, 1, 2, 6, 2, 1, 4, 2, 3, 2, 2, 6, 5]
