/** The nodes a class phrase means, as `level:Display name`: on IDX, then on SGX (empty where the market has none). */
export type ClassNodes = readonly [idx: readonly string[], sgx: readonly string[]]

/**
 * Industries as Indonesian investors name them: the phrases, then the English phrase of the synonym table in
 * classes.ts whose nodes they mean, so that a class's nodes are written once for both languages. Only a class the
 * English table has no row for (energy is a taxonomy name in English) spells its nodes out here.
 */
export const INDONESIAN_CLASSES: readonly (readonly [phrases: string, sameAs: string | ClassNodes])[] = [
  ['perbankan|bank bank|bnk', 'bank'],
  ['batu bara|batubara|tambang batu bara|tambang batubara', 'coal'],
  ['tambang|pertambangan|penambangan', 'miner'],
  ['properti|real estat|pengembang properti|pengembang', 'property'],
  ['asuransi|perusahaan asuransi', 'insurer'],
  ['asuransi jiwa|perusahaan asuransi jiwa', 'life insurer'],
  ['asuransi umum|asuransi kerugian|perusahaan asuransi umum', 'general insurer'],
  ['reasuransi', 'reinsurer'],
  ['semen|produsen semen', 'cement'],
  ['telko|operator seluler|operator telekomunikasi', 'telco'],
  ['telekomunikasi', 'telecommunication'],
  ['teknologi', 'tech'],
  ['energi', [['sector:Energy'], ['sector:Energy']]],
  ['kesehatan|sektor kesehatan', 'health'],
  ['rumah sakit|rmh sakit|rmh skt', 'hospital'],
  ['infrastruktur', 'infrastructure'],
  // a plantation named by its crop is the plantations' sub-industry, as "sawit" is: "perkebunan karet"; "karet" alone
  // (rubber, also gloves and tyres) is not
  ['perkebunan|sawit|kelapa sawit|perkebunan sawit|agribisnis|perkebunan karet|kebun karet', 'plantation'],
  // a shop said with its trade is a retailer: "toko ritel", "toko eceran" ("toko" alone is any shop, never a class)
  [
    'ritel|peritel|perdagangan eceran|toko ritel|toko eceran|toko toko ritel|toko toko eceran|jaringan toko ritel',
    'retailer',
  ],
  ['swalayan|pasar swalayan|toko swalayan|jaringan minimarket', 'supermarket'],
  ['farmasi|obat', 'pharma'],
  ['konstruksi|kontraktor|karya', 'construction'],
  ['jalan tol|tol', 'toll road'],
  ['nikel', 'nickel'],
  ['emas|tambang emas', 'gold'],
  ['minyak dan gas|migas|minyak|minyak bumi', 'oil'],
  ['produsen minyak|produsen migas|produsen minyak bumi', 'oil producers'],
  ['barang konsumen primer|konsumer primer|konsumen primer|konsumer', 'consumer staples'],
  [
    'barang konsumen non primer|konsumer non primer|konsumen non primer|konsumen siklikal|konsumer siklikal',
    'consumer discretionary',
  ],
  // not "makanan" alone: food makers (Makanan Olahan) or the whole Food & Beverage sub-sector, a guess either way
  ['makanan dan minuman|makanan minuman|mamin', 'food'],
  ['keuangan|lembaga keuangan', 'financial'],
  ['transportasi dan logistik', 'transportation and logistics'],
  ['transportasi', 'transport'],
  ['logistik', 'logistics'],
  ['unggas|ayam|pakan ternak', 'poultry'],
  // fisheries are the Fish, Meat & Poultry sub-industry, whose Indonesian label starts with "Ikan"
  ['perikanan|budidaya ikan|produk perikanan', 'poultry'],
  ['rokok|tembakau|produsen rokok|emiten rokok', 'tobacco'],
  ['susu|produk susu|susu olahan', 'dairy'],
  ['restoran|resto', 'restaurant'],
  ['perawatan tubuh|perawatan pribadi|produk perawatan pribadi|produk perawatan tubuh', 'personal care'],
  ['telko nirkabel|telekomunikasi nirkabel', 'wireless telcos'],
  ['mobil', 'auto'],
  ['otomotif', 'automobiles'],
  ['maskapai|penerbangan', 'airline'],
  ['perhotelan', 'hotel'],
  ['hotel dan pariwisata|pariwisata', 'tourism'],
  ['kimia', 'chemical'],
  ['pelayaran|perkapalan', 'shipping'],
  ['pelayaran penumpang|kapal penumpang|angkutan kapal penumpang|kapal feri|feri', 'passenger shipping'],
  ['listrik|pembangkit listrik', 'power'],
  ['utilitas', 'utility'],
  // "kertas" alone is the Paper sub-industry (its catalogue name), never the forestry industry around it
  ['pulp dan kertas|pulp kertas|kehutanan|perhutanan', 'pulp'],
  ['baja|besi baja|produsen baja', 'steel'],
  ['konstruksi berat|konstruksi berat dan teknik sipil|bumn karya', 'heavy construction'],
  ['penyiaran|stasiun tv|televisi', 'broadcaster'],
  ['sekuritas|perusahaan sekuritas', 'broker'],
  ['multifinans|leasing', 'multifinance'],
  // financing in general is the Financing Service sub-sector, consumer and business financing both
  ['pembiayaan|perusahaan pembiayaan', 'financing'],
  ['dana investasi real estat|dire', 'reit'],
  // the kind of REIT comes after the noun in Indonesian: "reit industri" is an industrial REIT, not a REIT
  ['reit industri|reit logistik|dire industri', 'industrial reit'],
  ['reit perkantoran|reit kantor|dire perkantoran', 'office reit'],
  ['reit ritel|dire ritel', 'retail reit'],
  ['reit kesehatan|dire kesehatan', 'healthcare reit'],
  ['reit diversifikasi|dire diversifikasi', 'diversified reit'],
  // everyday words for a label's node: "bandara" is how everyone says "Bandar Udara"
  ['bandara|operator bandara|pengelola bandara', 'airports'],
  ['agen travel|biro perjalanan|biro travel|agen wisata', [['sub_industry:Travel Agencies'], []]],
  // "alat berat" are the construction machines and heavy vehicles, not machinery at large
  ['alat berat|produsen alat berat', [['sub_industry:Construction Machinery & Heavy Vehicles'], []]],
  // fertiliser makers are the agricultural chemicals sub-industry, as the taxonomy has no node of their own
  [
    'pupuk|produsen pupuk|pabrik pupuk|industri pupuk|pupuk dan pestisida',
    [['sub_industry:Agricultural Chemicals'], []],
  ],
  // the apparel sub-industries by their everyday names; "garmen" (made clothes) is the clothing sub-industry, never
  // the whole apparel sub-sector with footwear and textiles
  ['garmen|pabrik garmen|produsen garmen|konveksi', [['sub_industry:Clothing, Accessories & Bags'], []]],
  ['sepatu|alas kaki|produsen sepatu|pabrik sepatu', [['sub_industry:Footwear'], []]],
  ['ritel pakaian|ritel fesyen|ritel fashion|toko pakaian', [['sub_industry:Apparel & Textile Retail'], []]],
]
