import { queryOptions } from '@tanstack/react-query'
import { idxReportResponse } from '../../../shared/api/idx-report'
import { sgxReportResponse } from '../../../shared/api/sgx-report'
import { apiGet } from '../../../lib/api-client'

export const reportQueries = {
  all: () => ['reports'] as const,
  idxOverview: (ticker: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'idx', ticker, 'overview'] as const,
      queryFn: ({ signal }) =>
        apiGet(`/v2/company/report/${encodeURIComponent(ticker)}/?sections=overview`, idxReportResponse, signal),
    }),
  sgxOverview: (ticker: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'sgx', ticker, 'overview'] as const,
      queryFn: ({ signal }) =>
        apiGet(`/v2/sgx/company/report/${encodeURIComponent(ticker)}/?sections=overview`, sgxReportResponse, signal),
    }),
}
