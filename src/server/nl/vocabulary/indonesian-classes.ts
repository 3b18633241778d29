/**
 * Industries as Indonesian investors name them, in the format of the synonym table in classes.ts: phrases, then
 * the nodes meant on IDX and on SGX as `level:Display name`.
 */
export const INDONESIAN_CLASSES: readonly (readonly [
  phrases: string,
  idx: readonly string[],
  sgx: readonly string[],
])[] = [
  ['perbankan|bank bank|saham bank|emiten bank', ['sub_sector:Banks'], ['sub_sector:Banks & Credit Services']],
  ['batu bara|batubara|tambang batu bara|tambang batubara|emiten batu bara|emiten batubara', ['industry:Coal'], []],
  [
    'tambang|pertambangan|emiten tambang|saham tambang',
    ['industry:Metals & Minerals', 'industry:Coal'],
    ['sub_sector:Metals & Mining'],
  ],
  [
    'properti|real estat|pengembang properti|pengembang',
    ['sector:Properties & Real Estate'],
    ['sector:Properties & Real Estate'],
  ],
  ['asuransi|perusahaan asuransi|emiten asuransi', ['sub_sector:Insurance'], ['sub_sector:Insurance']],
  ['semen|produsen semen', ['industry:Construction Materials'], ['sub_sector:Building Materials']],
  [
    'telekomunikasi|telko|operator seluler|operator telekomunikasi',
    ['sub_sector:Telecommunication'],
    ['sub_sector:Telecom Services', 'sub_sector:Telecommunication'],
  ],
  ['teknologi|saham teknologi|emiten teknologi', ['sector:Technology'], ['sector:Technology']],
  ['energi|saham energi', ['sector:Energy'], ['sector:Energy']],
  ['kesehatan|sektor kesehatan', ['sector:Healthcare'], ['sector:Healthcare']],
  ['rumah sakit', ['industry:Healthcare Providers'], ['sub_sector:Healthcare Facilities & Services']],
  ['infrastruktur', ['sector:Infrastructures'], ['sector:Infrastructures']],
  ['perkebunan|sawit|kelapa sawit|perkebunan sawit|agribisnis', ['sub_industry:Plantations & Crops'], []],
  ['ritel|peritel|perdagangan eceran', ['sub_sector:Retailing'], ['sub_sector:Retail']],
  ['farmasi|obat', ['industry:Pharmaceuticals'], ['sub_sector:Pharmaceuticals & Research']],
  [
    'konstruksi|kontraktor|karya',
    ['sub_sector:Heavy Constructions & Civil Engineering'],
    ['sub_sector:Engineering, Construction & Building Products'],
  ],
  ['jalan tol|tol', ['sub_industry:Highways & Railtracks'], []],
  ['nikel', ['sub_industry:Diversified Metals & Minerals'], []],
  ['emas|tambang emas', ['sub_industry:Gold'], []],
  ['minyak dan gas|migas|minyak|minyak bumi', ['industry:Oil & Gas'], ['sub_sector:Oil & Gas Operations & Services']],
  [
    'barang konsumen primer|konsumer primer|konsumen primer|konsumer',
    ['sector:Consumer Non-Cyclicals'],
    ['sector:Consumer Defensive', 'sector:Consumer Non-Cyclicals'],
  ],
  [
    'barang konsumen non primer|konsumer non primer|konsumen non primer',
    ['sector:Consumer Cyclicals'],
    ['sector:Consumer Cyclicals'],
  ],
  [
    'makanan dan minuman|mamin',
    ['sub_sector:Food & Beverage'],
    ['sub_sector:Food & Beverage Production', 'sub_sector:Food & Beverage Retail & Production'],
  ],
  ['keuangan|lembaga keuangan', ['sector:Financials'], ['sector:Financial Services']],
  [
    'transportasi|logistik|transportasi dan logistik',
    ['sector:Transportation & Logistic'],
    ['sub_sector:Transportation & Logistics'],
  ],
  ['unggas|ayam|pakan ternak', ['sub_industry:Fish, Meat, & Poultry'], []],
  ['rokok', ['sub_sector:Tobacco'], []],
  ['otomotif|mobil', ['sub_sector:Automobiles & Components'], ['sub_sector:Automotive']],
  ['maskapai|penerbangan', ['industry:Airlines'], []],
  [
    'perhotelan|hotel dan pariwisata|pariwisata',
    ['industry:Tourism & Recreation'],
    ['sub_sector:Hotels, Resorts & Leisure'],
  ],
  ['kimia', ['industry:Chemicals'], ['sub_sector:Chemicals']],
  [
    'pelayaran|perkapalan',
    ['industry:Passenger Marine Transportation', 'sub_industry:Marine Ports & Services'],
    ['sub_sector:Transportation & Logistics'],
  ],
  ['listrik|pembangkit listrik', ['industry:Electric Utilities'], ['sector:Utilities']],
  ['utilitas', ['sub_sector:Utilities'], ['sector:Utilities']],
  ['kertas|pulp dan kertas', ['industry:Forestry & Paper'], ['sub_sector:Paper & Forest Products']],
  ['baja|besi baja', ['sub_industry:Iron & Steel'], []],
  ['sekuritas|perusahaan sekuritas', ['sub_industry:Investment Banking & Brokerage Services'], []],
  ['pembiayaan|multifinans|leasing', ['industry:Consumer Financing'], []],
  ['dana investasi real estat|dire', [], ['sector:REIT']],
]
