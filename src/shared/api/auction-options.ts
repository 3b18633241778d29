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

/** The statuses the ministry's feed uses, with an English word for each. */
export const AUCTION_STATUSES = [
  { value: 'Lelang Selesai', label: 'Completed' },
  { value: 'Lelang Batal', label: 'Cancelled' },
  { value: 'Lelang Gagal/Diulang', label: 'Failed, to be re-run' },
] as const
export type AuctionStatus = (typeof AUCTION_STATUSES)[number]['value']
/** The status of an auction that ended with a winner. */
export const COMPLETED_STATUS: AuctionStatus = 'Lelang Selesai'

/** The eight orders of `order_by`, in words, in the order a person would look for them. */
export const AUCTION_ORDER_CHOICES = [
  { value: '-winner_date', label: 'Newest winner first' },
  { value: 'winner_date', label: 'Oldest winner first' },
  { value: '-licensed_area_ha', label: 'Largest area first' },
  { value: 'licensed_area_ha', label: 'Smallest area first' },
  { value: '-participant_count', label: 'Most participants first' },
  { value: 'participant_count', label: 'Fewest participants first' },
  { value: 'commodity_type', label: 'Commodity, A to Z' },
  { value: '-commodity_type', label: 'Commodity, Z to A' },
] as const satisfies readonly { value: AuctionOrder; label: string }[]

export const auctionOrderLabel = (order: AuctionOrder): string =>
  AUCTION_ORDER_CHOICES.find((choice) => choice.value === order)?.label ?? order

/** The qualification results of a participant, as the feed spells them. */
export const QUALIFIED_RESULT = 'Lolos'
export const NOT_QUALIFIED_RESULT = 'Tidak Lolos'

/** The fourteen phases of an auction, in order, as the ministry names them, with an English gloss. */
export const AUCTION_PHASES = [
  { name: 'Pengumuman Pelaksanaan Lelang', gloss: 'Auction announced' },
  { name: 'Pendaftaran Peserta Lelang', gloss: 'Bidder registration' },
  { name: 'Pengiriman Dokumen Prakualifikasi', gloss: 'Pre-qualification documents submitted' },
  { name: 'Evaluasi Dokumen Prakualifikasi', gloss: 'Pre-qualification documents evaluated' },
  { name: 'Pengumuman Prakualifikasi', gloss: 'Pre-qualification results announced' },
  { name: 'Pengiriman Dokumen Penawaran Harga', gloss: 'Price bids submitted' },
  { name: 'Penilaian dan Penetapan Peringkat Hasil Penilaian', gloss: 'Bids assessed and ranked' },
  { name: 'Reviu Pelaksanaan Lelang', gloss: 'Auction process reviewed' },
  { name: 'Penetapan Daftar Peringkat Pemenang Lelang', gloss: 'Ranking of winners set' },
  { name: 'Pengumuman Daftar Peringkat Pemenang Lelang', gloss: 'Ranking of winners announced' },
  { name: 'Masa Sanggah', gloss: 'Objection period' },
  { name: 'Evaluasi Dokumen Sanggah dan Jawaban Sanggah', gloss: 'Objections evaluated and answered' },
  { name: 'Penetapan Pemenang Lelang', gloss: 'Winner determined' },
  { name: 'Lelang Selesai', gloss: 'Auction completed' },
] as const
