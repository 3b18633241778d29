// the money scales live in lib, where the compare view draws the same way
export { change, fiscalYear, moneyScale, scaled, type Change, type MoneyScale } from '../../../lib/figures'
