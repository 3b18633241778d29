import type { Market } from '../../../shared/catalogue'
import { refuse } from '../refusal/not-translatable'
import type { Item } from './types'

const ENDPOINTS: Readonly<Record<Market, string>> = {
  idx: 'Indonesian (IDX) companies: ask it at /v2/companies/',
  sgx: 'Singapore (SGX) companies: ask it at /v2/sgx/companies/',
}

/** A question about the other exchange is refused with where to ask it, before anything else is judged. */
export function checkMarket(items: readonly Item[], market: Market): void {
  for (const item of items) {
    if (item.kind === 'market' && item.market !== market)
      refuse(`This question is about ${ENDPOINTS[item.market]}.`, false)
  }
}

const HOME_CURRENCY = {
  idx: { code: 'IDR', name: 'rupiah', example: 'revenue above Rp 10 trillion' },
  sgx: { code: 'SGD', name: 'Singapore dollars', example: 'revenue above S$ 1 billion' },
} as const

const CURRENCY_NAMES = { IDR: 'rupiah', SGD: 'Singapore dollars', USD: 'US dollars' } as const

/** Amounts in another currency would need an exchange rate, which an offline translator does not have. */
export function checkCurrencies(items: readonly Item[], market: Market): void {
  const home = HOME_CURRENCY[market]
  for (const item of items) {
    if (item.kind !== 'number' || item.amount.currency === null || item.amount.currency === home.code) continue
    const { currency, raw } = item.amount
    const name = currency === 'USD' ? 'US-dollar amounts' : `Amounts in ${CURRENCY_NAMES[currency]}`
    refuse(
      `${name} ('${raw}') cannot be converted offline: give amounts in ${home.name}, e.g. '${home.example}'.`,
      false,
    )
  }
}
