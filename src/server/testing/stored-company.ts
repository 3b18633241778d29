/** A company's names as stored (idx_companies, sgx_companies): what the report tests read to know what to expect. */
export interface StoredCompanyNames {
  symbol: string
  company_name: string
  sector: string
  sub_sector: string
}
