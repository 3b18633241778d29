import type { Rng } from './random'
import { words } from './text'

/**
 * Fictional people, business groups and institutions. First and family names are common Indonesian names
 * combined at random; group brands and families are invented so no real conglomerate is implied.
 */

const FIRST_NAMES = words(`
  Budi, Agus, Hendra, Siti, Dewi, Rudi, Andi, Rina, Wahyu, Bambang, Sri, Eko, Yudi, Ratna, Indah, Fajar, Dian,
  Ayu, Teguh, Hadi, Lina, Irwan, Joko, Kartika, Maya, Nur, Putri, Rizki, Sari, Taufik, Wulan, Yanti, Arief,
  Bayu, Citra, Dimas, Eka, Fitri, Gita, Hana, Iwan, Kurnia, Lukman, Mira, Nanda, Prasetyo, Reza, Santi, Tri,
  Utami, Vina, Wisnu, Yoga, Zainal, Adi, Bima, Cahyo, Darma, Erwin, Ferry, Gunadi, Hesti, Intan
`)

const FAMILY_NAMES = words(`
  Santoso, Wibowo, Pratama, Saputra, Hidayat, Kusuma, Setiawan, Nugroho, Gunawan, Susanto, Sutanto, Purnomo,
  Suryadi, Firmansyah, Siregar, Nasution, Harahap, Simanjuntak, Sitompul, Lubis, Wirawan, Rahardjo, Prakoso,
  Permana, Hutapea, Pangaribuan, Sembiring, Ginting, Tambunan, Manurung, Wicaksono, Handoko, Kurniawan,
  Rachmawati, Anggraini, Maharani, Utomo, Wardhana, Pranoto, Suparman, Daulay, Pohan, Halim, Sugiarto,
  Hermawan, Setiadi
`)

/** A fictional Indonesian person: two or three words. */
export function personName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES)
  const family = rng.pick(FAMILY_NAMES)
  if (rng.chance(0.3)) {
    const middle = rng.pick(FIRST_NAMES)
    if (middle !== first) return `${first} ${middle} ${family}`
  }
  return `${first} ${family}`
}

/** A person of the given family (for a business group's founders and heirs). */
export function familyMember(rng: Rng, family: string): string {
  return `${rng.pick(FIRST_NAMES)} ${family}`
}

export interface BusinessGroup {
  /** the group's brand, as `affiliates` lists it ("Cakrawala") */
  readonly brand: string
  /** the founding family, also listed in `affiliates` */
  readonly family: string
}

/** Invented business groups: what `affiliates` and `conglomeratesGroup` name. */
export const BUSINESS_GROUPS: readonly BusinessGroup[] = [
  { brand: 'Cakrawala', family: 'Tanudjaja' },
  { brand: 'Nirmala', family: 'Hadisurya' },
  { brand: 'Sagara', family: 'Prawiranegara' },
  { brand: 'Kertajaya', family: 'Kusumadinata' },
  { brand: 'Angkasa', family: 'Lesmana' },
  { brand: 'Pancaran', family: 'Gunadharma' },
  { brand: 'Sembada', family: 'Widarta' },
  { brand: 'Arunika', family: 'Halimun' },
  { brand: 'Baswara', family: 'Sutedja' },
  { brand: 'Laksana', family: 'Wirasaputra' },
  { brand: 'Mahardika', family: 'Darmaatmadja' },
  { brand: 'Pradipta', family: 'Surjadinata' },
  { brand: 'Wiratama', family: 'Natakusuma' },
  { brand: 'Candrika', family: 'Sasmitadiredja' },
  { brand: 'Gantari', family: 'Adiwinata' },
  { brand: 'Harsa', family: 'Tjahjadikarta' },
]

const FUND_STEMS = words(`
  Northcastle, Bluewren, Silvercairn, Kestrelmoor, Oakhaven, Greyfell, Amberlea, Stonebrook, Larkspire,
  Ravensholm, Windmere, Copperfen, Highmarsh, Eastwold
`)
const FUND_FORMS = words(`
  Asset Management, Capital Partners LLC, Investment Management, Global Advisors, Fund Management Ltd
`)
const LOCAL_FUNDS = words(`
  Dana Pensiun Karyawan Nusantara, Reksa Dana Saham Pelita, Cakra Investama Aset Manajemen, Badan Pengelola
  Dana Pekerja, Asuransi Jiwa Sentosa Abadi, Lintas Samudra Aset Manajemen
`)

/** A fictional institutional investor, foreign or local. */
export function institutionName(rng: Rng): string {
  if (rng.chance(0.25)) return rng.pick(LOCAL_FUNDS)
  return `${rng.pick(FUND_STEMS)} ${rng.pick(FUND_FORMS)}`
}

/** Board positions as Indonesian issuers title them; state-owned firms say "Direktur Utama". */
export function executivePositions(rng: Rng, stateOwned: boolean, count: number): string[] {
  const head = stateOwned ? 'Direktur Utama' : 'Presiden Direktur'
  const others = [
    'Direktur Keuangan',
    'Komisaris Utama',
    'Direktur Operasional',
    'Komisaris Independen',
    'Direktur',
    'Komisaris',
    'Direktur Independen',
  ]
  if (!stateOwned && rng.chance(0.5)) others.splice(3, 0, 'Wakil Presiden Direktur')
  return [head, ...others].slice(0, count)
}
