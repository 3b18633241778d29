/**
 * The screener's default IDX columns as a person reads their headers (name and unit), in order: the fact that the
 * component tests and the end-to-end journey both check, written once.
 */
export const DEFAULT_IDX_HEADERS = [
  'Symbol',
  'Company',
  'Market cap (IDR)',
  'Sub-sector',
  'Last close (IDR)',
  'Market cap change (1y) (%)',
  'P/E (TTM) (×)',
  'P/B (MRQ) (×)',
  'Dividend yield (TTM) (%)',
]
