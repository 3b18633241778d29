import type { Auction } from './model'

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

const r = (name: string, code: string, ...commodities: Commodity[]): Regency => ({ name, code, commodities })

/** The eight provinces the real auction list covers, with real regencies and what is mined there. */
export const PROVINCES: readonly Province[] = [
  {
    name: 'Bengkulu',
    island: '1',
    code: '17',
    weight: 1,
    regencies: [
      r('Bengkulu Tengah', '1709', 'Coal'),
      r('Bengkulu Utara', '1703', 'Coal'),
      r('Seluma', '1705', 'Coal'),
      r('Lebong', '1707', 'Gold'),
      r('Rejang Lebong', '1702', 'Gold'),
    ],
  },
  {
    name: 'Gorontalo',
    island: '4',
    code: '75',
    weight: 1,
    regencies: [
      r('Bone Bolango', '7503', 'Gold', 'Copper'),
      r('Pohuwato', '7504', 'Gold', 'Copper'),
      r('Gorontalo Utara', '7505', 'Gold'),
      r('Boalemo', '7502', 'Gold'),
    ],
  },
  {
    name: 'Kalimantan Tengah',
    island: '3',
    code: '62',
    weight: 1.5,
    regencies: [
      r('Kotawaringin Timur', '6202', 'Coal'),
      r('Kapuas', '6203', 'Coal'),
      r('Barito Utara', '6205', 'Coal'),
      r('Murung Raya', '6212', 'Coal'),
      r('Barito Timur', '6213', 'Coal'),
      r('Gunung Mas', '6210', 'Gold'),
      r('Katingan', '6206', 'Gold', 'Coal'),
    ],
  },
  {
    name: 'Maluku Utara',
    island: '6',
    code: '82',
    weight: 2,
    regencies: [
      r('Halmahera Tengah', '8202', 'Nickel'),
      r('Halmahera Timur', '8206', 'Nickel'),
      r('Halmahera Selatan', '8204', 'Nickel', 'Gold'),
      r('Halmahera Utara', '8205', 'Gold'),
    ],
  },
  {
    name: 'Nusa Tenggara Barat',
    island: '7',
    code: '52',
    weight: 1,
    regencies: [
      r('Sumbawa Barat', '5207', 'Gold', 'Copper'),
      r('Sumbawa', '5204', 'Gold', 'Copper'),
      r('Dompu', '5205', 'Gold'),
      r('Bima', '5206', 'Gold'),
    ],
  },
  {
    name: 'Sulawesi Selatan',
    island: '4',
    code: '73',
    weight: 1.5,
    regencies: [
      r('Luwu Timur', '7324', 'Nickel'),
      r('Luwu Utara', '7322', 'Nickel', 'Gold'),
      r('Luwu', '7317', 'Gold'),
    ],
  },
  {
    name: 'Sulawesi Utara',
    island: '4',
    code: '71',
    weight: 1,
    regencies: [
      r('Bolaang Mongondow', '7101', 'Gold', 'Copper'),
      r('Minahasa Selatan', '7105', 'Gold'),
      r('Minahasa Utara', '7106', 'Gold'),
    ],
  },
  {
    name: 'Sumatera Selatan',
    island: '1',
    code: '16',
    weight: 1.5,
    regencies: [
      r('Muara Enim', '1603', 'Coal'),
      r('Lahat', '1604', 'Coal'),
      r('Musi Banyuasin', '1606', 'Coal'),
      r('Musi Rawas Utara', '1613', 'Coal'),
      r('Penukal Abab Lematang Ilir', '1612', 'Coal'),
    ],
  },
]

/** The commodity part of `wiup_code`. */
export const COMMODITY_CODES: Readonly<Record<Commodity, string>> = {
  Nickel: '212',
  Gold: '206',
  Copper: '207',
  Coal: '303',
}

/** The 14 auction phases, in order, as the ESDM portal names them. */
export const PHASES = [
  'Pengumuman Pelaksanaan Lelang',
  'Pendaftaran Peserta Lelang',
  'Pengiriman Dokumen Prakualifikasi',
  'Evaluasi Dokumen Prakualifikasi',
  'Pengumuman Prakualifikasi',
  'Pengiriman Dokumen Penawaran Harga',
  'Penilaian dan Penetapan Peringkat Hasil Penilaian',
  'Reviu Pelaksanaan Lelang',
  'Penetapan Daftar Peringkat Pemenang Lelang',
  'Pengumuman Daftar Peringkat Pemenang Lelang',
  'Masa Sanggah',
  'Evaluasi Dokumen Sanggah dan Jawaban Sanggah',
  'Penetapan Pemenang Lelang',
  'Lelang Selesai',
] as const

/** Typical days from one phase's start to the next (registration opens a month after the announcement). */
export const PHASE_GAPS: readonly number[] = [33, 1, 2, 6, 2, 1, 4, 2, 3, 2, 2, 6, 5]
