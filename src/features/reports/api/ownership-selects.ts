import type { IdxReport } from '../../../shared/api/idx-report'

type Ownership = NonNullable<IdxReport['ownership']>

export interface ShareholderRow {
  /** null for the public float this module computes (the page names it in the language shown) */
  name: string | null
  /** the listed symbol of a shareholder that is itself listed (with .JK) */
  symbol: string | null
  shares: number | null
  value: number | null
  /** fraction of all shares */
  fraction: number | null
  /** the public float, computed as what the named holders do not own */
  remainder: boolean
}

const PUBLIC = /^(public|masyarakat)/i

/**
 * Major shareholders, largest first, and the public float as the remainder of 100 % (the service sends the
 * fraction as a decimal string). A "Public" line the service sends is kept as the float instead of adding one.
 */
export function shareholderRows(ownership: Ownership): ShareholderRow[] {
  const rows = ownership.major_shareholders
    .map((holder) => ({
      name: holder.name,
      symbol: holder.symbol ?? null,
      shares: holder.share_amount,
      value: holder.share_value,
      fraction: Number.isFinite(Number(holder.share_percentage)) ? Number(holder.share_percentage) : null,
      remainder: PUBLIC.test(holder.name),
    }))
    .sort((a, b) => (b.fraction ?? 0) - (a.fraction ?? 0))
  if (rows.some((row) => row.remainder)) return rows
  const named = rows.reduce((sum, row) => sum + (row.fraction ?? 0), 0)
  const float = Math.max(0, 1 - named)
  return [...rows, { name: null, symbol: null, shares: null, value: null, fraction: float, remainder: true }]
}

export interface FlowPoint {
  label: string
  net: number
}

export const institutionalFlow = (ownership: Ownership): FlowPoint[] =>
  [...ownership.institutional_transaction_flow]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((month) => ({ label: month.date.slice(0, 7), net: month.net_transaction }))
