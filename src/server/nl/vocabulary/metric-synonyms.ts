/**
 * More names for the metrics of metrics.ts: Indonesian names and the looser English ones people type into a
 * screener ("worth", "yielding", "CAR"). Kept apart so the metric table stays one line of core names each.
 */
export const METRIC_SYNONYMS: Readonly<Record<string, string>> = {
  market_cap:
    'mc|mkt|mktcap|marcap|market cap size|worth|valued at|kapitalisasi pasar|kapitalisasi|kap pasar|nilai pasar|market capitalization value|berkapitalisasi',
  revenue:
    'pendapatan|pendapatan usaha|penjualan|omzet|omset|penjualan bersih|pendapatannya|revenu|sales revenue|rev|revs',
  earnings:
    'laba|laba bersih|keuntungan|profit bersih|laba tahun berjalan|net profit after tax|npat|patmi|profit after tax and minority interests|labanya|laba bersihnya|income',
  pe: 'price earning ratio|price earnings multiple|p e|rasio harga terhadap laba|rasio harga terhadap laba bersih|rasio harga laba',
  // never "nilai buku per saham": book value per share is rupiah a share, no multiple, and the catalogue has no field
  pb: 'price to book ratio|p b|rasio harga terhadap nilai buku|rasio harga nilai buku',
  dividend_yield:
    'yielding|yield dividen|imbal hasil dividen|imbal hasil|dividen yield|dividend yield ttm|dividen|dividennya|hasil dividen',
  roe: 'imbal hasil ekuitas|tingkat pengembalian ekuitas',
  roa: 'imbal hasil aset|tingkat pengembalian aset',
  net_margin: 'margin laba bersih|margin bersih|npm|net profit margins|margin laba|marjin bersih',
  gross_margin: 'margin laba kotor|margin kotor|gpm|marjin kotor',
  operating_margin: 'margin operasi|margin usaha|margin operasional|opm|op margin|op margins|op mgn',
  employees:
    'employee headcount|headcount numbers|employee numbers|karyawan|pegawai|jumlah karyawan|jumlah pegawai|tenaga kerja|staff members',
  price: 'priced|harga|harga saham|harga terakhir|harga penutupan|share price close',
  eps: 'laba per saham',
  total_assets: 'aset|total aset|jumlah aset|asetnya',
  debt: 'utang|hutang|total utang|total hutang|pinjaman|utangnya|hutangnya',
  net_debt: 'utang bersih|hutang bersih',
  liabilities: 'liabilitas|total liabilitas|kewajiban',
  equity: 'ekuitas|total ekuitas|modal sendiri',
  free_cash_flow: 'arus kas bebas|arus kas bebasnya|free cash flows',
  operating_cash_flow:
    'arus kas operasi|arus kas operasional|cash from operations|cashflow operasi|cash flow operasi|cashflow operasional|' +
    'cashflow operasinya|cash flow operasinya|arus kas operasinya',
  dividend_per_share:
    'dividen per saham|dividen per lembar saham|dividen per lembar|dividend payments|dividend payment|' +
    'dividend payments per share|dividend payment per share|dividends paid per share|pembayaran dividen per saham|' +
    'pembayaran dividen|jumlah pembayaran dividen|total pembayaran dividen',
  esg: 'skor esg|risiko esg',
  debt_to_equity:
    'rasio utang terhadap ekuitas|rasio utang|debt to equity ratios|leverage ratio|utang terhadap ekuitas|de ratio',
  payout_ratio:
    'dpr|paying out|pay out|pays out|paid out|membagikan|rasio pembayaran dividen|dividend payout ratios|payout dividen|pay out ratio|payout rasio|rasio payout|payout rasionya|rasio payout dividen|dividend payout rasio',
  operating_profit: 'laba usaha|laba operasi|laba operasional|operating earnings',
  gross_profit: 'laba kotor',
  capex: 'belanja modal|capex spending|capex spend|capital spending',
  net_interest_margin: 'marjin bunga bersih|margin bunga bersih',
  capital_adequacy: 'car|kecukupan modal|rasio kecukupan modal|capital adequacy ratios',
  deposits: 'simpanan nasabah|dana nasabah',
  loan_to_deposit: 'loan to deposit ratios|rasio pinjaman terhadap simpanan',
  ev_ebitda: 'ev ebitda|enterprise value ebitda|ev/ebitda ratio',
  cash: 'kas|kas dan setara kas|uang tunai|kasnya|cash on hand',
  current_ratio: 'rasio lancar',
  interest_coverage: 'rasio cakupan bunga',
  free_float: 'saham beredar publik',
  // catalogue fields without a metric of their own (lexicons.ts reads them by their `field:` id)
  'field:earnings_before_tax':
    'laba sebelum pajak|laba sblm pajak|laba sebelum pajak penghasilan|angka laba sebelum pajak',
  'field:pretax_income': 'laba sebelum pajak|laba sblm pajak|laba sebelum pajak penghasilan|angka laba sebelum pajak',
  'field:income_taxes': 'pajak penghasilan|beban pajak|beban pajak penghasilan|membayar pajak penghasilan',
  'field:tax':
    'pajak penghasilan|beban pajak|beban pajak penghasilan|membayar pajak penghasilan|membayar pajak|pajak penghasilannya',
}
