import type { IdxReport } from '../../../shared/api/idx-report'
import { fiscalYear } from '../../../lib/figures'

export type MultipleKey = 'pe' | 'pb' | 'ps'
export const MULTIPLE_LABELS: Record<MultipleKey, string> = { pe: 'P/E', pb: 'P/B', ps: 'P/S' }

export interface MultiplePoint {
  label: string
  company: number | null
  peers: number | null
}

export interface ValuationView {
  price: number | null
  priceDate: string | null
  forwardPe: number | null
  intrinsicValue: number | null
  /** price against intrinsic value: +0.1 is a 10 % premium, −0.1 a 10 % discount; null without a positive value */
  premium: number | null
  /** P/B first for a bank (its book is its business), else P/E first */
  order: MultipleKey[]
  multiples: Record<MultipleKey, MultiplePoint[]>
}

const PEER_KEY = { pe: 'pe_peer_avg', pb: 'pb_peer_avg', ps: 'ps_peer_avg' } as const

/** The valuation section, shaped for its facts and one chart per multiple. */
export function valuationView(report: IdxReport, bank: boolean): ValuationView {
  const section = report.valuation
  const years = [...(section?.historical_valuation ?? [])].sort((a, b) => a.year - b.year)
  const series = (key: MultipleKey) =>
    years.map((year) => ({ label: fiscalYear(year.year), company: year[key], peers: year[PEER_KEY[key]] }))
  const price = section?.last_close_price ?? null
  const intrinsic = section?.intrinsic_value ?? null
  return {
    price,
    priceDate: section?.latest_close_date ?? null,
    forwardPe: section?.forward_pe ?? null,
    intrinsicValue: intrinsic,
    premium: price !== null && intrinsic !== null && intrinsic > 0 ? price / intrinsic - 1 : null,
    order: bank ? ['pb', 'pe', 'ps'] : ['pe', 'pb', 'ps'],
    multiples: { pe: series('pe'), pb: series('pb'), ps: series('ps') },
  }
}
