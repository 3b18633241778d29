import { Link } from 'react-router'
import type { CompanyFigures } from '../../../lib/companies/company-figures'
import { reportPath } from '../../../lib/links'
import { TableScroll } from '../../../components/data-table'
import { figureRows } from '../compare-shaping'

const UNIT = { money: 'in each company’s currency', percent: '%', ratio: '×' } as const

/** Key figures side by side: a column per company (its report linked, its currency stated), the better value bold. */
export function CompareFigures({ companies }: { companies: readonly CompanyFigures[] }) {
  const rows = figureRows(companies)
  return (
    <TableScroll label="Key figures">
      <table className="data-table compare-figures" aria-label="Key figures">
        <thead>
          <tr>
            <th scope="col">Figure</th>
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
                {row.figure.label} <span className="muted">({UNIT[row.figure.kind]})</span>
                {row.note !== null && <span className="compare-figures__note">{row.note}</span>}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.symbol} className={cell.best ? 'num best-value' : 'num'}>
                  {cell.text === '—' ? <span title="not reported">—</span> : cell.text}
                  {cell.best && (
                    <span className="best-value__mark">
                      {' '}
                      ✓<span className="visually-hidden"> better</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        ✓ marks the better value of a row: the higher market cap, dividend yield and 1-year change, the lowest positive
        P/E, P/B and P/S. Rows without a rule are not marked.
      </p>
    </TableScroll>
  )
}
