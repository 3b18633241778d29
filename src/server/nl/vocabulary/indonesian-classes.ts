/** The nodes a class phrase means, as `level:Display name`: on IDX, then on SGX (empty where the market has none). */
export type ClassNodes = readonly [idx: readonly string[], sgx: readonly string[]]

/**
 * Industries as Indonesian investors name them: the phrases, then the English phrase of the synonym table in
 * classes.ts whose nodes they mean, so that a class's nodes are written once for both languages. Only a class the
 * English table has no row for (energy is a taxonomy name in English) spells its nodes out here.
 */
export const INDONESIAN_CLASSES: readonly (readonly [phrases: string, sameAs: string | ClassNodes])[] = [
  ['perbankan|bank bank|saham bank|emiten bank|bnk', 'bank'],
  ['batu bara|batubara|tambang batu bara|tambang batubara|emiten batu bara|emiten batubara', 'coal'],
  ['tambang|pertambangan|emiten tambang|saham tambang', 'miner'],
  ['properti|real estat|pengembang properti|pengembang', 'property'],
  ['asuransi|perusahaan asuransi|emiten asuransi', 'insurer'],
  ['asuransi jiwa|perusahaan asuransi jiwa', 'life insurer'],
  ['asuransi umum|asuransi kerugian|perusahaan asuransi umum', 'general insurer'],
  ['reasuransi', 'reinsurer'],
  ['semen|produsen semen', 'cement'],
  ['telekomunikasi|telko|operator seluler|operator telekomunikasi', 'telco'],
  ['teknologi|saham teknologi|emiten teknologi', 'tech'],
  ['energi|saham energi', [['sector:Energy'], ['sector:Energy']]],
  ['kesehatan|sektor kesehatan', 'health'],
  ['rumah sakit|rmh sakit|rmh skt', 'hospital'],
  ['infrastruktur', 'infrastructure'],
  ['perkebunan|sawit|kelapa sawit|perkebunan sawit|agribisnis', 'plantation'],
  ['ritel|peritel|perdagangan eceran', 'retailer'],
  ['farmasi|obat', 'pharma'],
  ['konstruksi|kontraktor|karya', 'construction'],
  ['jalan tol|tol', 'toll road'],
  ['nikel', 'nickel'],
  ['emas|tambang emas', 'gold'],
  ['minyak dan gas|migas|minyak|minyak bumi', 'oil'],
  ['barang konsumen primer|konsumer primer|konsumen primer|konsumer', 'consumer staples'],
  ['barang konsumen non primer|konsumer non primer|konsumen non primer', 'consumer discretionary'],
  ['makanan dan minuman|mamin', 'food'],
  ['keuangan|lembaga keuangan', 'financial'],
  ['transportasi|logistik|transportasi dan logistik', 'transport'],
  ['unggas|ayam|pakan ternak', 'poultry'],
  ['rokok', 'tobacco'],
  ['otomotif|mobil', 'auto'],
  ['maskapai|penerbangan', 'airline'],
  ['perhotelan|hotel dan pariwisata|pariwisata', 'hotel'],
  ['kimia', 'chemical'],
  ['pelayaran|perkapalan', 'shipping'],
  ['listrik|pembangkit listrik', 'power'],
  ['utilitas', 'utility'],
  // "kertas" alone is the Paper sub-industry (its catalogue name), never the forestry industry around it
  ['pulp dan kertas|pulp kertas|kehutanan|perhutanan', 'pulp'],
  ['baja|besi baja|produsen baja', 'steel'],
  ['konstruksi berat|konstruksi berat dan teknik sipil|bumn karya', 'heavy construction'],
  ['penyiaran|stasiun tv|televisi', 'broadcaster'],
  ['sekuritas|perusahaan sekuritas', 'broker'],
  ['pembiayaan|multifinans|leasing', 'multifinance'],
  ['dana investasi real estat|dire', 'reit'],
  // the kind of REIT comes after the noun in Indonesian: "reit industri" is an industrial REIT, not a REIT
  ['reit industri|reit logistik|dire industri', 'industrial reit'],
  ['reit perkantoran|reit kantor|dire perkantoran', 'office reit'],
  ['reit ritel|dire ritel', 'retail reit'],
  ['reit kesehatan|dire kesehatan', 'healthcare reit'],
  ['reit diversifikasi|dire diversifikasi', 'diversified reit'],
]
