import type { AuctionOrder } from './auctions'

/**
 * The documented values of the auction list's filters, in one place: the dashboard's selects, its link checks and
 * its words all read them, so a new province or status is added here once. Values are the API's own spelling
 * (it compares them case-insensitively); labels are what a person reads.
 */

/** The eight provinces the auction list covers (the API's `province` enum). */
export const AUCTION_PROVINCES = [
  'Bengkulu',
  'Gorontalo',
  'Kalimantan Tengah',
  'Maluku Utara',
  'Nusa Tenggara Barat',
  'Sulawesi Selatan',
  'Sulawesi Utara',
  'Sumatera Selatan',
] as const
export type AuctionProvince = (typeof AUCTION_PROVINCES)[number]

/** The API's `commodity_type` enum. */
export const AUCTION_COMMODITIES = ['Coal', 'Copper', 'Gold', 'Nickel'] as const
export type AuctionCommodity = (typeof AUCTION_COMMODITIES)[number]

/** The API's `area_type` enum: a WIUP is open to anyone, a WIUPK is a special (former state-reserve) area. */
export const AUCTION_AREA_TYPES = ['WIUP', 'WIUPK'] as const
export type AuctionAreaType = (typeof AUCTION_AREA_TYPES)[number]

/** A `[value, label]` row as the `{ value, label }` choice a select reads, keeping both literal types. */
type Choice<Row> = Row extends readonly [infer Value, infer Label]
  ? { readonly value: Value; readonly label: Label }
  : never

/** The choice tables below are written as `[value, label]` rows, so the object shape is spelled once, here. */
function choices<const Rows extends readonly (readonly [string, string])[]>(
  rows: Rows,
): { readonly [Index in keyof Rows]: Choice<Rows[Index]> } {
  return rows.map(([value, label]) => ({ value, label })) as { readonly [Index in keyof Rows]: Choice<Rows[Index]> }
}

/** The statuses the ministry's feed uses, with an English word for each. */
export const AUCTION_STATUSES = choices([
  ['Lelang Selesai', 'Completed'],
  ['Lelang Batal', 'Cancelled'],
  ['Lelang Gagal/Diulang', 'Failed, to be re-run'],
])
export type AuctionStatus = (typeof AUCTION_STATUSES)[number]['value']
/** The status of an auction that ended with a winner. */
export const COMPLETED_STATUS: AuctionStatus = 'Lelang Selesai'

/** The eight orders of `order_by`, in words, in the order a person would look for them. */
export const AUCTION_ORDER_CHOICES = choices([
  ['-winner_date', 'Newest winner first'],
  ['winner_date', 'Oldest winner first'],
  ['-licensed_area_ha', 'Largest area first'],
  ['licensed_area_ha', 'Smallest area first'],
  ['-participant_count', 'Most participants first'],
  ['participant_count', 'Fewest participants first'],
  ['commodity_type', 'Commodity, A to Z'],
  ['-commodity_type', 'Commodity, Z to A'],
]) satisfies readonly { value: AuctionOrder; label: string }[]

export const auctionOrderLabel = (order: AuctionOrder): string =>
  AUCTION_ORDER_CHOICES.find((choice) => choice.value === order)?.label ?? order

/** The qualification results of a participant, as the feed spells them. */
export const QUALIFIED_RESULT = 'Lolos'
export const NOT_QUALIFIED_RESULT = 'Tidak Lolos'

/** The fourteen phases of an auction, in order, as the ministry names them, with an English gloss. */
export const AUCTION_PHASES = (
  [
    ['Pengumuman Pelaksanaan Lelang', 'Auction announced'],
    ['Pendaftaran Peserta Lelang', 'Bidder registration'],
    ['Pengiriman Dokumen Prakualifikasi', 'Pre-qualification documents submitted'],
    ['Evaluasi Dokumen Prakualifikasi', 'Pre-qualification documents evaluated'],
    ['Pengumuman Prakualifikasi', 'Pre-qualification results announced'],
    ['Pengiriman Dokumen Penawaran Harga', 'Price bids submitted'],
    ['Penilaian dan Penetapan Peringkat Hasil Penilaian', 'Bids assessed and ranked'],
    ['Reviu Pelaksanaan Lelang', 'Auction process reviewed'],
    ['Penetapan Daftar Peringkat Pemenang Lelang', 'Ranking of winners set'],
    ['Pengumuman Daftar Peringkat Pemenang Lelang', 'Ranking of winners announced'],
    ['Masa Sanggah', 'Objection period'],
    ['Evaluasi Dokumen Sanggah dan Jawaban Sanggah', 'Objections evaluated and answered'],
    ['Penetapan Pemenang Lelang', 'Winner determined'],
    ['Lelang Selesai', 'Auction completed'],
  ] as const
).map(([name, gloss]) => ({ name, gloss }))
