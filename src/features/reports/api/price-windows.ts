// the price windows live in lib, where the compare view fetches the same daily closes
export { getPrices, PRICE_RANGES, priceWindows, type PriceRange } from '../../../lib/reports/price-windows'
