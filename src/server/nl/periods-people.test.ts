import { describe, it } from 'vitest'
import { expectReading, expectRefusal } from './reading-cases'
import type { ReadingCase, RefusalCase } from './reading-cases'

/** Issue 11's questions: a year before the metric, quarters, executives and shareholders. */
const CASES: readonly ReadingCase[] = [
  ['idx', 'the 3 biggest insurers by 2024 revenue', "sub_sector = 'insurance' and revenue[2024] is not null", '-revenue[2024]', 3],
  ['idx', 'coal miners by 2023 earnings', "industry = 'coal' and earnings[2023] is not null", '-earnings[2023]', 50],
  ['sgx', 'Singapore tech companies by 2023 revenue', "sector = 'technology' and revenue[2023] is not null", '-revenue[2023]', 50],
  ['idx', 'revenue above 1 trillion in Q1 2024', 'revenue_q[Q1-2024] > 1000000000000', null, 50],
  ['idx', 'banks with earnings above 1 trillion in q1-2024', "sub_sector = 'banks' and earnings_q[Q1-2024] > 1000000000000", null, 50],
  ['idx', 'top 5 banks by revenue in Q2 2026', "sub_sector = 'banks' and revenue_q[Q2-2026] is not null", '-revenue_q[Q2-2026]', 5],
  ['idx', 'growing quarterly earnings', 'earnings_q[Q3-2026] > earnings_q[Q3-2025]', null, 50],
  ['idx', 'companies where Prajogo Pangestu is an executive', "key_executives_name like '%prajogo pangestu%'", null, 50],
  ['idx', 'banks where Prajogo Pangestu is an executive', "sub_sector = 'banks' and key_executives_name like '%prajogo pangestu%'", null, 50],
  ['idx', 'companies with Anthoni Salim as a major shareholder', "major_shareholders_name like '%anthoni salim%'", null, 50],
  [
    'idx',
    'majority-owned by the government',
    "major_shareholders_name in ['Negara Republik Indonesia', 'PT Danantara Asset Management'] and major_shareholders_share_percentage > 0.5",
    null,
    50,
  ],
] // prettier-ignore

const REFUSALS: readonly RefusalCase[] = [
  ['sgx', 'revenue above 1 trillion in Q1 2024', 'no quarterly values for SGX'],
  ['idx', 'revenue above 1 trillion in Q4 2026', 'Q4-2026 has not been reported yet'],
  ['sgx', 'companies where Prajogo Pangestu is an executive', 'no executive or shareholder data'],
]

describe('questions with years before metrics, quarters and people', () => {
  it.each(CASES)('%s: %s', expectReading)

  it.each(REFUSALS)('%s: refuses %s', expectRefusal)
})
