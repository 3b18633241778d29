import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'

/**
 * The tuning set's third part for issue 47, Indonesian: verbs around a metric ("memberikan lebih dari 5%",
 * "ditransaksikan di bawah dua kali nilai buku"), the companies of a label by what they do ("produsen batu bara"),
 * scale words a letter off, an exam's instruction as framing, and a metric's change said after its class. Written
 * as a person would ask; the held-out split (held-out/) is never tuned on.
 */
const verbs = corpusGroup('tuning: verbs and multiples', 'id')
const classes = corpusGroup('tuning: compounds and filler nouns', 'id')
const chatty = corpusGroup('tuning: chatty', 'id')
const quarters = corpusGroup('tuning: quarter pairs', 'id')

export const TUNING_INDONESIAN: readonly CorpusEntry[] = [
  // batch 17 and 18's Indonesian classes asked anew
  verbs('emiten konsumer yang memberikan lebih dari 6%', `sector = 'consumer-non-cyclicals' and yield_ttm > 0.06`),
  verbs('REIT ritel yang membayar di atas 7%', `sub_sector = 'reit-retail' and forward_dividend_yield > 0.07`, null, {
    market: 'sgx',
  }),
  verbs(
    'saham properti yang diperdagangkan di bawah tiga kali penjualan',
    `sector = 'properties-real-estate' and ps_ttm > 0 and ps_ttm < 3`,
  ),
  verbs('bank yang dihargai di bawah satu kali nilai buku', `sub_sector = 'banks' and pb_mrq > 0 and pb_mrq < 1`),
  verbs(
    'emiten rokok dengan laba bersih di atas 2 triliyun',
    `sub_sector = 'tobacco' and earnings[2025] > 2000000000000`,
  ),
  classes('produsen batu bara yang merugi', `sub_industry = 'coal-production' and earnings[2025] < 0`),
  classes(
    'distributor batu bara dengan PBV di bawah 1',
    `sub_industry = 'coal-distribution' and pb_mrq > 0 and pb_mrq < 1`,
  ),
  classes('besi dan baja yang untung', `sub_industry = 'iron-steel' and earnings[2025] > 0`),
  chatty(
    'Anda diminta menampilkan emiten farmasi dengan ROE di atas 10%',
    `industry = 'pharmaceuticals' and roe_ttm > 0.1`,
  ),
  quarters(
    'pendapatan emiten batu bara naik dari kuartal pertama ke kuartal kedua 2025',
    `industry = 'coal' and revenue_q[Q2-2025] > revenue_q[Q1-2025]`,
  ),
  // batch 19 and 20's Indonesian classes asked anew
  classes(
    'kemasan dengan laba bersih di atas 50 miliar',
    `industry = 'containers-packaging' and earnings[2025] > 50000000000`,
  ),
  classes('urutkan produk bangunan berdasarkan ROE', `industry = 'building-products-fixtures'`, '-roe_ttm', {
    limit: 50,
  }),
  classes('agen travel dengan PER di bawah 20', `sub_industry = 'travel-agencies' and pe_ttm > 0 and pe_ttm < 20`),
  classes('operator bandara yang untung', `sub_industry = 'airport-operators' and earnings[2025] > 0`),
  classes('komponen listrik yang merugi', `sub_industry = 'electrical-components-equipment' and earnings[2025] < 0`),
  classes(
    'saham alat berat dengan PBV di bawah 1',
    `sub_industry = 'construction-machinery-heavy-vehicles' and pb_mrq > 0 and pb_mrq < 1`,
  ),
  classes(
    'produsen makanan dan minuman dengan pendapatan di atas 1 miliar',
    `sub_sector = 'food-beverage-production' and revenue[2025] > 1000000000`,
    null,
    { market: 'sgx' },
  ),
  chatty('emiten hotel yang untungnya paling besar', `sub_industry = 'hotels-resorts-cruise-lines'`, '-earnings[2025]'),
  chatty('emiten tekstil dengan PER dibwh 10', `sub_industry = 'textiles' and pe_ttm > 0 and pe_ttm < 10`),
  verbs('emiten yang menghasilkan arus kas operasi di atas 500 miliar', `operating_cash_flow[2025] > 500000000000`),
  chatty('ado emiten rokok yg PERnyo dibawah 10?', `sub_sector = 'tobacco' and pe_ttm > 0 and pe_ttm < 10`),
  chatty('saham sawit yglebih dari 5000 karyawan', `sub_industry = 'plantations-crops' and employee_num > 5000`),
  chatty('saham semen harga 1000 kebawah', `industry = 'construction-materials' and last_close_price <= 1000`),
  classes('emiten kecil yg untung', `market_cap < 1000000000000 and earnings[2025] > 0`),
  verbs('REIT ritel yg menguat bulan ini', `sub_sector = 'reit-retail' and change_1m > 0`, null, { market: 'sgx' }),
  // batch 23 and 24's Indonesian classes asked anew: formal words, a range of scales, '+' after an index
  chatty('Saya hendak melihat bank dengan PER di bawah 8', `sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 8`),
  classes('perseroan yang bergerak di bidang semen', `industry = 'construction-materials'`),
  chatty('urutkan bank menurut ROE, terbesar lebih dulu', `sub_sector = 'banks'`, '-roe_ttm', { limit: 50 }),
  classes('produsen pupuk dengan DER < 1', `sub_industry = 'agricultural-chemicals' and der_mrq >= 0 and der_mrq < 1`),
  classes(
    'kapitalisasi 1 T–10 T & PER < 12',
    `market_cap >= 1000000000000 and market_cap <= 10000000000000 and pe_ttm > 0 and pe_ttm < 12`,
  ),
  chatty('harga saham di atas Rp 5.000 dan ROE > 15%', `last_close_price > 5000 and roe_ttm > 0.15`),
  verbs('saham murah dgn dividen di atas 5%', `yield_ttm > 0.05 and pe_ttm > 0`, 'pe_ttm', { limit: 10 }),
  chatty('bank yg naik lbih dr 10% stahun', `sub_sector = 'banks' and yearly_mcap_change > 0.1`),
  // batch 25's Indonesian classes asked anew: fisheries, Manado words, a holder after 'adalah', 'lab' before a bound
  classes('perikanan dengan DER < 1', `sub_industry = 'fish-meat-poultry' and der_mrq >= 0 and der_mrq < 1`),
  chatty(
    'ngana, kita mo lia semen deng ROE lebe dari 10% kang',
    `industry = 'construction-materials' and roe_ttm > 0.1`,
  ),
  chatty(
    'kita cari bank yg rugi pada 2020 deng 2021',
    `sub_sector = 'banks' and earnings[2020] < 0 and earnings[2021] < 0`,
  ),
  chatty('saham yang pemegang sahamnya adalah PT Djarum', `major_shareholders_name like '%pt djarum%'`),
  chatty(
    'emiten unggas dgn lab di atas 500 miliar',
    `sub_industry = 'fish-meat-poultry' and earnings[2025] > 500000000000`,
  ),
  // batches 27 and 28's Indonesian classes asked anew
  classes('emiten tembakau dengan ROE di atas 20%', `sub_sector = 'tobacco' and roe_ttm > 0.2`),
  classes(
    'garmen dengan DER di bawah 1',
    `sub_industry = 'clothing-accessories-bags' and der_mrq >= 0 and der_mrq < 1`,
  ),
  classes('emiten sepatu yang rugi tahun 2023', `sub_industry = 'footwear' and earnings[2023] < 0`),
  chatty(
    'kamek nak cari emiten farmasi yg harganye di bawah 500 bah',
    `industry = 'pharmaceuticals' and last_close_price < 500`,
  ),
  chatty(
    'monggo, emiten ritel pakaian dengan PBV di bawah 2 nggih',
    `sub_industry = 'apparel-textile-retail' and pb_mrq > 0 and pb_mrq < 2`,
  ),
  verbs('emiten yang membayar pajak penghasilan di atas 2 triliun tahun 2024', `tax[2024] > 2000000000000`),
  verbs('laba sebelum pajak di bawah 0 tahun 2024', `earnings_before_tax[2024] < 0`),
  // classes named by a trade's everyday word (vocabulary/trade-classes.ts)
  classes(
    'emiten jasa penunjang migas yang untung di 2024',
    `industry = 'oil-gas-coal-supports' and earnings[2024] > 0`,
  ),
  classes(
    'perusahaan taksi dengan DER di bawah 1',
    `sub_industry = 'road-transportation' and der_mrq >= 0 and der_mrq < 1`,
  ),
  classes(
    'saham hotel dan resor dengan PER di bawah 15',
    `sub_industry = 'hotels-resorts-cruise-lines' and pe_ttm > 0 and pe_ttm < 15`,
  ),
  classes('pabrik tekstil yang merugi', `sub_industry = 'textiles' and earnings[2025] < 0`),
  classes(
    'jasa kurir dengan pendapatan di atas 1 triliun',
    `sub_sector = 'logistics-deliveries' and revenue[2025] > 1000000000000`,
  ),
  classes(
    'emiten alat kesehatan dengan ROE di atas 10%',
    `industry = 'healthcare-equipment-supplies' and roe_ttm > 0.1`,
  ),
  classes(
    'saham percetakan dengan PBV di bawah 1',
    `sub_industry = 'commercial-printing' and pb_mrq > 0 and pb_mrq < 1`,
  ),
  classes(
    'distributor makanan dengan margin laba bersih di atas 3%',
    `sub_industry = 'food-retail-distributors' and net_profit_margin[2025] > 0.03`,
  ),
  // Indonesian chat shorthand and bounds, a price per share, an executive said with "sebagai", a change's order
  chatty(
    'saham farmasi dkt harga terendah sepanjang masa',
    `industry = 'pharmaceuticals' and last_close_price <= 1.05 * all_time_low_price`,
  ),
  chatty('emiten tambang emas dgn harga maks. 2rb per lembar', `sub_industry = 'gold' and last_close_price <= 2000`),
  chatty(
    'bank dgn ROE paling tidak 12% tp PBV di bawah 1,5',
    `sub_sector = 'banks' and roe_ttm >= 0.12 and pb_mrq > 0 and pb_mrq < 1.5`,
  ),
  chatty('perusahaan dengan Boy Thohir sebagai komisaris', `key_executives_name like '%boy thohir%'`),
  chatty(
    'emiten dengan Dewi Lestari sebagai direktur utama',
    "key_executives_name like '%dewi lestari%' and key_executives_position like '%president director%'",
  ),
  verbs(
    'urutkan saham batu bara berdasarkan perubahan harga hari ini, dari yang paling turun',
    `industry = 'coal' and daily_close_change is not null`,
    'daily_close_change',
    { limit: 50 },
  ),
  verbs('emiten dengan laba sebelum pajk di bawah 0 tahun 2024', `earnings_before_tax[2024] < 0`),
  // regional particles and words for "not" (vocabulary/regional-particles.ts), where the asker is from
  chatty('horas lae, emiten batu bara dengan PER di bawah 6', `industry = 'coal' and pe_ttm > 0 and pe_ttm < 6`),
  chatty('punten teh, bank yang ROE-nya di atas 12% mah', `sub_sector = 'banks' and roe_ttm > 0.12`),
  chatty('cak, bank sing kagak untung tahun 2023 opo ae', `sub_sector = 'banks' and earnings[2023] < 0`),
  chatty('saya dari Makassar, bank dengan PBV di bawah 2 ji', `sub_sector = 'banks' and pb_mrq > 0 and pb_mrq < 2`),
  quarters(
    'pendapatan kuartal II 2025 naik lebih dari 15% dibanding tahun lalu',
    'revenue_q[Q2-2024] > 0 and (revenue_q[Q2-2025] - revenue_q[Q2-2024]) / revenue_q[Q2-2024] > 0.15',
  ),
]
