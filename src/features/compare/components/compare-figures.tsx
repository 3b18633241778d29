import { Link } from 'react-router'
import type { CompanyFigure, CompanyFigures } from '../../../lib/companies/company-figures'
import type { Currency } from '../../../lib/format'
import { useFormat } from '../../../lib/i18n/use-format'
import { reportPath } from '../../../lib/links'
import { TableScroll } from '../../../components/data-table'
import { MISSING } from '../../../lib/format'
import { figureRows } from '../compare-shaping'
import { useCompareText } from '../text'

/** Key figures side by side: a column per company (its report linked, its currency stated), the better value bold. */
export function CompareFigures({ companies }: { companies: readonly CompanyFigures[] }) {
  const t = useCompareText()
  const { formatMoney, formatPercent, formatRatio } = useFormat()
  const written = (figure: CompanyFigure, value: number | null, currency: Currency) => {
    if (value === null) return MISSING
    if (figure.kind === 'money') return formatMoney(value, currency)
    return figure.kind === 'percent' ? formatPercent(value) : formatRatio(value)
  }
  const rows = figureRows(companies, written)
  const unit = { money: t('figures.unitMoney'), percent: '%', ratio: '×' } as const
  return (
    <TableScroll label={t('page.keyFigures')}>
      <table className="data-table compare-figures" aria-label={t('page.keyFigures')}>
        <thead>
          <tr>
            <th scope="col">{t('figures.figure')}</th>
            {companies.map((company) => (
              <th scope="col" key={`${company.market}:${company.symbol}`} className="compare-figures__company">
                <Link to={reportPath(company.market, company.symbol)}>{company.symbol}</Link>
                <span className="compare-figures__name">{company.name}</span>
                <span className="muted">
                  {company.market.toUpperCase()} · {company.currency}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.figure.id}>
              <th scope="row">
                {t(`figure.${row.figure.id}`)} <span className="muted">({unit[row.figure.kind]})</span>
                {row.note !== null && <span className="compare-figures__note">{t('figures.notCompared')}</span>}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.symbol} className={cell.best ? 'num best-value' : 'num'}>
                  {cell.text === MISSING ? <span title={t('figures.notReported')}>{MISSING}</span> : cell.text}
                  {cell.best && (
                    <span className="best-value__mark">
                      {' '}
                      ✓<span className="visually-hidden"> {t('figures.better')}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('figures.rule')}</p>
    </TableScroll>
  )
}
