import type { Refusal } from './exact'
import { IDX_EXAMPLES, SGX_EXAMPLES } from './exact'

const idx = (question: string, message: string): Refusal => ({ market: 'idx', question, message })
const sgx = (question: string, message: string): Refusal => ({ market: 'sgx', question, message })

/** Questions refused as a whole, each with its exact message. */
export const REFUSALS: readonly Refusal[] = [
  idx('foo bar banks', `Could not understand 'foo', 'bar'. ${IDX_EXAMPLES}`),
  idx('banks with stellar ROE', `Could not understand 'stellar'. ${IDX_EXAMPLES}`),
  sgx('Banks with Foo above 5 and FOO below 9', `Could not understand 'Foo'. ${SGX_EXAMPLES}`),
  idx('singapore banks', 'This question is about Singapore (SGX) companies: ask it at /v2/sgx/companies/.'),
  idx('foo banks listed on SGX', 'This question is about Singapore (SGX) companies: ask it at /v2/sgx/companies/.'),
  sgx('Indonesian banks', 'This question is about Indonesian (IDX) companies: ask it at /v2/companies/.'),
  idx(
    'revenue above $5 billion',
    "US-dollar amounts ('$5 billion') cannot be converted offline: give amounts in rupiah, e.g. 'revenue above Rp 10 trillion'.",
  ),
  sgx(
    'market cap above USD 1B',
    "US-dollar amounts ('USD 1B') cannot be converted offline: give amounts in Singapore dollars, e.g. 'revenue above S$ 1 billion'.",
  ),
  sgx(
    'revenue above Rp 2T',
    "Amounts in rupiah ('Rp 2T') cannot be converted offline: give amounts in Singapore dollars, e.g. 'revenue above S$ 1 billion'.",
  ),
  idx(
    'revenue above S$ 1 billion',
    "Amounts in Singapore dollars ('S$ 1 billion') cannot be converted offline: give amounts in rupiah, e.g. 'revenue above Rp 10 trillion'.",
  ),
  sgx('ROE above 15%', `ROE is not available for SGX-listed companies. ${SGX_EXAMPLES}`),
  sgx('ESG score below 20', `ESG risk score is not available for SGX-listed companies. ${SGX_EXAMPLES}`),
  sgx('LQ45 banks', `Index membership (LQ45) is not available for SGX-listed companies. ${SGX_EXAMPLES}`),
  sgx('listed after 2020', `The listing date is not available for SGX-listed companies. ${SGX_EXAMPLES}`),
  sgx('main board stocks', `The listing board is not available for SGX-listed companies. ${SGX_EXAMPLES}`),
  idx('REITs', `There is no 'REITs' classification for IDX-listed companies. ${IDX_EXAMPLES}`),
  sgx('coal', `There is no 'coal' classification for SGX-listed companies. ${SGX_EXAMPLES}`),
  idx(
    'revenue above 1T in 2026',
    `There is no full-year data for 2026 yet: the latest complete fiscal year is 2025. ${IDX_EXAMPLES}`,
  ),
  idx('revenue above 1T in 2015', `Yearly data starts in 2018: there is none for 2015. ${IDX_EXAMPLES}`),
  idx('revenue growth in 2018', `Growth in 2018 needs 2017, but yearly data starts in 2018. ${IDX_EXAMPLES}`),
  idx('P/E below 5%', `P/E (TTM) is a multiple, so '5%' does not fit it. ${IDX_EXAMPLES}`),
  idx('revenue above 15x', `Revenue in 2025 is an amount of money, so '15x' does not fit it. ${IDX_EXAMPLES}`),
  idx('employees above 5%', `Employees is a count, so '5%' does not fit it. ${IDX_EXAMPLES}`),
  idx(
    'banks with ROE',
    `Could not tell what to do with 'ROE': compare it with a number or rank by it, e.g. 'highest ROE'. ${IDX_EXAMPLES}`,
  ),
  idx('above 10', `Could not tell what 'above 10' applies to: name a metric, e.g. 'P/E below 15'. ${IDX_EXAMPLES}`),
  idx(
    'highest',
    `Could not tell what 'highest' ranks by: name a metric, e.g. 'highest dividend yield'. ${IDX_EXAMPLES}`,
  ),
  idx(
    'revenue above 10T in 2023 and earnings above 1T in 2024 and P/E below 10',
    `The question names several years: write the year next to P/E, e.g. 'revenue in 2023'. ${IDX_EXAMPLES}`,
  ),
  idx(
    'market cap growth above 10%',
    `Market cap has no yearly values for IDX-listed companies, so its growth cannot be computed. ${IDX_EXAMPLES}`,
  ),
  idx('top 0 banks', `The number of results must be at least 1, not '0'. ${IDX_EXAMPLES}`),
  idx(
    'top 10 banks by revenue sorted by P/E',
    `Could not rank by two metrics at once: Revenue and P/E. ${IDX_EXAMPLES}`,
  ),
  idx(
    'growing banks',
    `Could not tell what 'growing' refers to: name a metric, e.g. 'growing revenue'. ${IDX_EXAMPLES}`,
  ),
  idx('P/E below 10 or LQ45', `Could not tell what 'or' refers to here. ${IDX_EXAMPLES}`),
  idx('???', `Could not understand '???'. ${IDX_EXAMPLES}`),
  idx(
    'lowest share price and largest share prices',
    `Could not tell which way to sort: the question asks for both directions. ${IDX_EXAMPLES}`,
  ),
  idx(
    'banks descending',
    `Could not tell what 'descending' sorts: name a metric, e.g. 'sorted by P/E descending'. ${IDX_EXAMPLES}`,
  ),
]
