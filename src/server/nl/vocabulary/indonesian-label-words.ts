import type { ClassNodes } from './indonesian-classes'

/**
 * The head nouns of the Indonesian taxonomy labels, said without the rest of the label ("fasilitas rekreasi" for
 * Fasilitas Rekreasi & Olah Raga, "bank investasi" for Bank Investasi & Perantara Perdagangan): each names one
 * node, the highest of a single-child chain, on the market that has it (empty on the other, so the phrase is
 * understood and refused there). A head noun that starts labels of two nodes stays unknown and is refused: "jasa",
 * "alat", "produk", "logam", "pakaian", "perusahaan holding" (Holding & Investment Companies or the multi-sector
 * holdings "holding companies" means), "hiburan" (Media & Hiburan or Hiburan & Film); so does "ikan", one letter
 * from "iklan" (advertising), which a typo correction would turn into fisheries.
 */
export const INDONESIAN_LABEL_WORDS: readonly (readonly [phrases: string, nodes: ClassNodes])[] = [
  [
    'fasilitas rekreasi|fasilitas rekreasi dan olahraga|fasilitas olahraga|' +
      'fasilitas olah raga|fasilitas rekreasi olahraga',
    [['sub_industry:Recreational & Sports Facilities'], []],
  ],
  ['bank investasi', [['sub_industry:Investment Banking & Brokerage Services'], []]],
  ['komponen elektronik|produsen komponen elektronik', [['sub_industry:Electronic Components & Semiconductors'], []]],
  // the farm's machines, said by what they are for: Alat & Mesin Pertanian is the one node
  [
    'alat pertanian|mesin pertanian|alat mesin pertanian|alat dan mesin pertanian|alsintan|produsen alat pertanian',
    [['sub_industry:Agricultural & Farm Machinery'], []],
  ],
  ['mesin konstruksi|produsen mesin konstruksi', [['sub_industry:Construction Machinery & Heavy Vehicles'], []]],
  ['jasa pengeboran minyak', [['sub_industry:Oil & Gas Drilling Service'], []]],
  ['jasa penelitian', [['sub_industry:Research & Consulting Services'], []]],
  ['jasa pengelolaan lingkungan', [['sub_industry:Environmental & Facilities Services'], []]],
  ['peralatan olahraga|peralatan olah raga', [['industry:Sport Equipment & Hobbies Goods'], []]],
  ['wadah|produsen wadah', [['industry:Containers & Packaging'], []]],
  ['pengelolaan limbah', [[], ['sub_sector:Waste Management & Pollution Control']]],
  ['jasa bisnis', [[], ['sub_sector:Business & Employment Services']]],
]
